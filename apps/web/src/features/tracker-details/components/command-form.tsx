import {
  COMMAND_CHANNEL_LABELS,
  COMMAND_LIMITS,
  COMMAND_TEXTS,
  TIMING,
  TRACKER_DETAILS_TEXTS,
  type Command,
} from '@lodestar/contracts';
import { Button, Checkbox, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { useSendTrackerCommand } from '../api/send-tracker-command.ts';
import { useEventRange } from '../hooks/use-event-range.ts';
import {
  chosenCommand,
  commandFormErrors,
  commandRequest,
  EMPTY_COMMAND_FORM,
  offeredChannels,
  type CommandFormValues,
} from '../utils/command-form.ts';
import { commandOptions } from '../utils/command-options.ts';
import { fieldErrors } from '../../../api/field-errors.ts';

/** The request's field names as the form calls them, so a server refusal shows on the right field. */
const API_FIELDS = { command_id: 'commandId', command: 'text', send_via: 'sendVia' };

interface CommandFormProps {
  deviceId: number;
  commands: Command[];
  /** Account setting custom_commands_available (spec 1 §2.6). */
  customAvailable: boolean;
}

/**
 * Sends a command to the tracker (spec 1 §2.6, §5): a catalogue command with a field per __NAME__ placeholder,
 * or a custom command text when the account allows it, over the channels the command may use.
 */
export function CommandForm({ deviceId, commands, customAvailable }: CommandFormProps) {
  const send = useSendTrackerCommand(deviceId);
  const options = useMemo(() => commandOptions(commands), [commands]);
  const form = useForm<CommandFormValues>({
    initialValues: EMPTY_COMMAND_FORM,
    validate: (values) => commandFormErrors(values, commands),
    // an error belongs to the attempt that caused it: any edit starts a new attempt
    onValuesChange: () => form.clearErrors(),
  });
  // so does another history period in the top bar: the screen changed under the form (issue 15)
  const range = useEventRange();
  const { clearErrors } = form;
  useEffect(() => clearErrors(), [range, clearErrors]);
  const values = form.values;
  const command = chosenCommand(values, commands);
  const channels = offeredChannels(values, commands);

  /** A new command or mode starts with the first channel it allows, so the common case needs no extra click. */
  const choose = (changes: Partial<CommandFormValues>) => {
    const next = { ...values, ...changes, arguments: {} };
    form.setValues({ ...next, sendVia: offeredChannels(next, commands).slice(0, 1) });
    form.clearErrors();
  };

  const submit = form.onSubmit(async (submitted) => {
    try {
      await send.mutateAsync(commandRequest(submitted, commands));
      notifications.show({ color: 'green', message: COMMAND_TEXTS.sent, autoClose: TIMING.defaultToast });
      form.setValues({ ...submitted, arguments: {}, text: '' });
    } catch (error) {
      form.setErrors(fieldErrors(error, API_FIELDS));
      notifications.show({ color: 'red', message: messageOf(error, COMMAND_TEXTS.sendFailed) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {customAvailable && (
          <Switch
            label={TRACKER_DETAILS_TEXTS.customCommand}
            checked={values.custom}
            onChange={(event) => choose({ custom: event.currentTarget.checked, commandId: null, text: '' })}
          />
        )}
        {values.custom ? (
          <Textarea
            label="Command text"
            autosize
            minRows={2}
            maxLength={COMMAND_LIMITS.customCommandMax}
            {...form.getInputProps('text')}
          />
        ) : (
          <Select
            label="Command"
            placeholder={commands.length === 0 ? TRACKER_DETAILS_TEXTS.noCommands : 'Choose a command'}
            data={options}
            searchable
            nothingFoundMessage={TRACKER_DETAILS_TEXTS.noCommands}
            value={values.commandId}
            onChange={(commandId) => choose({ commandId })}
            error={form.errors.commandId}
          />
        )}
        {command?.description && (
          <Text size="sm" c="dimmed">
            {command.description}
          </Text>
        )}
        {command?.arguments.map((name) => (
          <TextInput
            key={name}
            label={name}
            maxLength={COMMAND_LIMITS.argumentMax}
            {...form.getInputProps(`arguments.${name}`)}
            value={values.arguments[name] ?? ''}
          />
        ))}
        {channels.length > 0 && (
          <Checkbox.Group
            label="Send via"
            value={values.sendVia}
            onChange={(sendVia) => form.setFieldValue('sendVia', sendVia as CommandFormValues['sendVia'])}
            error={form.errors.sendVia}
          >
            <Group gap="md" mt={4}>
              {channels.map((channel) => (
                <Checkbox key={channel} value={channel} label={COMMAND_CHANNEL_LABELS[channel]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send command
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
