import { COMMAND_CHANNEL_LABELS, COMMAND_LIMITS, type CommandChannel } from '@lodestar/contracts';
import { Checkbox, Fieldset, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useModelCommands } from '../../api/get-model-commands.ts';
import {
  chooseCommand,
  chosenCommand,
  commandOptions,
  offeredChannels,
  type CommandChoice,
} from '../../utils/command-choice.ts';
import { ModelField } from './model-field.tsx';

/**
 * The command to send, as the tracker details' command form offers it: a command of the model's catalogue with a
 * box per argument, or a custom text, and the channels it may use. The model names the catalogue; the server
 * checks each tracker is of it.
 */
export function CommandField({
  value,
  onChange,
  error,
}: {
  value: CommandChoice;
  onChange: (choice: CommandChoice) => void;
  error?: string;
}) {
  const commands = useModelCommands(value.modelId === null ? null : Number(value.modelId));
  const catalogue = useMemo(() => commands.data ?? [], [commands.data]);
  const options = useMemo(() => commandOptions(catalogue), [catalogue]);
  const command = chosenCommand(value, catalogue);
  const channels = offeredChannels(value, catalogue);
  const choose = (changes: Partial<CommandChoice>) => onChange(chooseCommand(value, changes, catalogue));

  return (
    <Fieldset legend="Command" variant="filled" p="sm">
      <Stack gap="xs">
        <Switch
          label="Custom command"
          checked={value.custom}
          onChange={(e) => choose({ custom: e.currentTarget.checked, commandId: null, text: '' })}
        />
        {value.custom ? (
          <Textarea
            label="Command text"
            autosize
            minRows={2}
            maxLength={COMMAND_LIMITS.customCommandMax}
            value={value.text}
            onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
          />
        ) : (
          <>
            <ModelField
              label="Model"
              description="The commands of this model are offered"
              value={value.modelId}
              onChange={(modelId) => choose({ modelId, commandId: null })}
            />
            <Select
              label="Command"
              placeholder={value.modelId === null ? 'Choose a model first' : 'Choose a command'}
              data={options}
              searchable
              disabled={value.modelId === null}
              nothingFoundMessage="No commands"
              value={value.commandId}
              onChange={(commandId) => choose({ commandId })}
            />
          </>
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
            value={value.arguments[name] ?? ''}
            onChange={(e) =>
              onChange({ ...value, arguments: { ...value.arguments, [name]: e.currentTarget.value } })
            }
          />
        ))}
        {channels.length > 0 && (
          <Checkbox.Group
            label="Send via"
            value={value.sendVia}
            onChange={(sendVia) => onChange({ ...value, sendVia: sendVia as CommandChannel[] })}
          >
            <Group gap="md" mt={4}>
              {channels.map((channel) => (
                <Checkbox key={channel} value={channel} label={COMMAND_CHANNEL_LABELS[channel]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
