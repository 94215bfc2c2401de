import type { RuleActionType } from '@lodestar/contracts';
import { RULE_PLACEHOLDERS } from '@lodestar/domain';
import { CloseButton, Fieldset, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useModelCommands } from '../api/get-model-commands.ts';
import { ACTION_TYPE_LABELS, choices } from '../utils/rule-labels.ts';
import type { RuleForm } from './rule-form-types.ts';

type Options = { value: string; label: string }[];

/** The placeholders a message, subject or body may use, filled in when the rule fires. */
const PLACEHOLDER_HINT = `May use ${RULE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`;

/**
 * One action of the builder (spec 2 §3 Rule): the type and its inputs. A command names a tracker type (model)
 * first, then one of that model's commands; a new model clears the command.
 */
export function RuleActionRow(props: {
  form: RuleForm;
  index: number;
  models: Options;
  timezones: Options;
  readOnly: boolean;
}) {
  const { form, index, readOnly } = props;
  const path = `actions.${index}`;
  const action = form.values.actions[index]!;
  const commands = useModelCommands(
    action.type === 'send_command_to_tracker' && action.modelId ? Number(action.modelId) : null,
  );
  const canRemove = form.values.actions.length > 1 && !readOnly;
  const zone = (
    <Select
      label="Time zone"
      placeholder="Choose a time zone"
      data={props.timezones}
      searchable
      {...form.getInputProps(`${path}.timezoneId`)}
    />
  );
  return (
    <Fieldset legend={`Action ${index + 1}`} disabled={readOnly} p="sm">
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Select
            label="Action"
            data={choices(ACTION_TYPE_LABELS)}
            allowDeselect={false}
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.type`)}
            onChange={(value) => value && form.setFieldValue(`${path}.type`, value as RuleActionType)}
          />
          {canRemove && (
            <CloseButton
              mt={24}
              aria-label={`Remove action ${index + 1}`}
              onClick={() => form.removeListItem('actions', index)}
            />
          )}
        </Group>
        {action.type === 'send_command_to_tracker' && (
          <>
            <Select
              label="Tracker type"
              placeholder="Choose a tracker type"
              data={props.models}
              searchable
              {...form.getInputProps(`${path}.modelId`)}
              onChange={(value) => {
                form.setFieldValue(`${path}.modelId`, value);
                form.setFieldValue(`${path}.commandId`, null);
              }}
            />
            <Select
              label="Command"
              placeholder={action.modelId ? 'Choose a command' : 'Choose a tracker type first'}
              data={commands.data ?? []}
              disabled={!action.modelId || readOnly}
              searchable
              {...form.getInputProps(`${path}.commandId`)}
            />
          </>
        )}
        {action.type === 'send_webhook' && (
          <TextInput
            label="Webhook URL"
            placeholder="https://example.com/hooks/lodestar"
            type="url"
            {...form.getInputProps(`${path}.url`)}
          />
        )}
        {action.type === 'send_text_message' && (
          <>
            <TextInput
              label="Phone number"
              placeholder="(###) ###-####"
              type="tel"
              {...form.getInputProps(`${path}.phone`)}
            />
            <Textarea
              label="Message"
              description={PLACEHOLDER_HINT}
              autosize
              minRows={2}
              maxLength={5000}
              {...form.getInputProps(`${path}.message`)}
            />
            {zone}
          </>
        )}
        {action.type === 'send_email' && (
          <>
            <TextInput
              label="E-mail addresses"
              description="Separate addresses with commas"
              type="text"
              {...form.getInputProps(`${path}.emails`)}
            />
            <TextInput label="Subject" maxLength={255} {...form.getInputProps(`${path}.subject`)} />
            <Textarea
              label="Body"
              description={PLACEHOLDER_HINT}
              autosize
              minRows={3}
              maxLength={5000}
              {...form.getInputProps(`${path}.body`)}
            />
            {zone}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
