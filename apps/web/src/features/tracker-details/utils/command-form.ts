import {
  COMMAND_TEXTS,
  type Command,
  type CommandChannel,
  type SendCommandRequest,
} from '@lodestar/contracts';
import { allowedChannels, argumentError, channelErrors } from '@lodestar/domain';

/** The send form: a catalogue command with its argument values, or (custom mode) a command text. */
export interface CommandFormValues {
  custom: boolean;
  /** The chosen catalogue command's id as the select holds it, or null. */
  commandId: string | null;
  arguments: Record<string, string>;
  text: string;
  sendVia: CommandChannel[];
}

export const EMPTY_COMMAND_FORM: CommandFormValues = {
  custom: false,
  commandId: null,
  arguments: {},
  text: '',
  sendVia: [],
};

/** The catalogue command the form has chosen, or null (none chosen, or custom mode). */
export function chosenCommand(values: CommandFormValues, commands: readonly Command[]): Command | null {
  if (values.custom || values.commandId === null) return null;
  return commands.find((c) => String(c.id) === values.commandId && !c.is_category) ?? null;
}

/** The channels the form offers: those the chosen command allows, data and sms for a custom command. */
export function offeredChannels(values: CommandFormValues, commands: readonly Command[]): CommandChannel[] {
  if (values.custom) return allowedChannels(null);
  const command = chosenCommand(values, commands);
  return command ? allowedChannels(command) : [];
}

/**
 * What stops the form from sending (spec 1 §5), keyed by field: no command chosen ('Please select a command to
 * send'), an empty custom command ('Please provide a command to send'), a missing or unusable argument value
 * (keyed `arguments.NAME`), or channels the command cannot use. Empty when the command can go.
 */
export function commandFormErrors(
  values: CommandFormValues,
  commands: readonly Command[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const command = chosenCommand(values, commands);
  if (values.custom) {
    if (values.text.trim() === '') errors.text = COMMAND_TEXTS.provideCommand;
  } else if (command === null) {
    errors.commandId = COMMAND_TEXTS.selectCommand;
  } else {
    for (const name of command.arguments) {
      const error = argumentError(name, values.arguments[name]);
      if (error) errors[`arguments.${name}`] = error;
    }
  }
  if (values.custom || command !== null) {
    const [channelError] = channelErrors(command, values.sendVia);
    if (channelError) errors.sendVia = channelError;
  }
  return errors;
}

/** The POST /devices/{id}/dialogs body of a form that passed commandFormErrors. */
export function commandRequest(values: CommandFormValues, commands: readonly Command[]): SendCommandRequest {
  if (values.custom) return { command: values.text.trim(), send_via: values.sendVia };
  const command = chosenCommand(values, commands);
  if (!command) throw new Error('commandRequest needs a chosen command; check commandFormErrors first');
  const args = Object.fromEntries(
    command.arguments.map((name) => [name, (values.arguments[name] ?? '').trim()]),
  );
  return {
    command_id: command.id,
    ...(command.arguments.length > 0 ? { arguments: args } : {}),
    send_via: values.sendVia,
  };
}
