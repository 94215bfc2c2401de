import type { Command, CommandChannel } from '@lodestar/contracts';
import { allowedChannels } from '@lodestar/domain';

/**
 * A utility's command: a catalogue command of a model (its argument values) or a custom text, and the channels to
 * send it over. The catalogue is the model's (GET /commands?model_id=): the server checks the tracker is of it.
 */
export interface CommandChoice {
  modelId: string | null;
  custom: boolean;
  commandId: string | null;
  arguments: Record<string, string>;
  text: string;
  sendVia: CommandChannel[];
}

export const EMPTY_COMMAND_CHOICE: CommandChoice = {
  modelId: null,
  custom: false,
  commandId: null,
  arguments: {},
  text: '',
  sendVia: [],
};

/** The chosen catalogue command, or null (none chosen, a category, or custom text). */
export function chosenCommand(choice: CommandChoice, commands: readonly Command[]): Command | null {
  if (choice.custom || choice.commandId === null) return null;
  return commands.find((c) => String(c.id) === choice.commandId && !c.is_category) ?? null;
}

/** The channels offered: the chosen command's, data and sms for custom text, none before a choice. */
export function offeredChannels(choice: CommandChoice, commands: readonly Command[]): CommandChannel[] {
  if (choice.custom) return allowedChannels(null);
  const command = chosenCommand(choice, commands);
  return command ? allowedChannels(command) : [];
}

/** A new command or mode starts with no argument values and the first channel it allows (the common case). */
export function chooseCommand(
  choice: CommandChoice,
  changes: Partial<CommandChoice>,
  commands: readonly Command[],
): CommandChoice {
  const next = { ...choice, ...changes, arguments: {} };
  return { ...next, sendVia: offeredChannels(next, commands).slice(0, 1) };
}

/**
 * The `command` of the input (the shape of POST /devices/{id}/dialogs): custom text, or the catalogue command with
 * its arguments. Nothing chosen gives neither, which the schema refuses with 'Please select a command to send'.
 */
export function commandInput(choice: CommandChoice, commands: readonly Command[]) {
  if (choice.custom) return { command: choice.text.trim(), send_via: choice.sendVia };
  const command = chosenCommand(choice, commands);
  if (!command) return { send_via: choice.sendVia };
  const args = Object.fromEntries(command.arguments.map((n) => [n, (choice.arguments[n] ?? '').trim()]));
  return {
    command_id: command.id,
    ...(command.arguments.length > 0 ? { arguments: args } : {}),
    send_via: choice.sendVia,
  };
}

interface Option {
  value: string;
  label: string;
}

/** Select data: commands outside a category first, then each category's commands under its title. */
export function commandOptions(
  commands: readonly Command[],
): (Option | { group: string; items: Option[] })[] {
  const option = (c: Command): Option => ({ value: String(c.id), label: c.title });
  const categories = commands.filter((c) => c.is_category);
  const categoryIds = new Set(categories.map((c) => c.id));
  const sendable = commands.filter((c) => !c.is_category);
  const loose = sendable.filter((c) => c.parent_id === null || !categoryIds.has(c.parent_id)).map(option);
  const groups = categories
    .map((c) => ({ group: c.title, items: sendable.filter((s) => s.parent_id === c.id).map(option) }))
    .filter((g) => g.items.length > 0);
  return [...loose, ...groups];
}
