import { RULE_LIMITS } from '@lodestar/contracts';
import { Alert, Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRuleGeofences } from '../api/get-rule-geofences.ts';
import { useRuleModels } from '../api/get-rule-models.ts';
import { useRuleTimezones } from '../api/get-rule-timezones.ts';
import { emptyAction, emptyCondition } from '../utils/rule-form-values.ts';
import { RuleActionRow } from './rule-action-row.tsx';
import { RuleConditionRow } from './rule-condition-row.tsx';
import type { RuleForm as Form } from './rule-form-types.ts';

/**
 * The rule builder (spec 2 §2, §3 Rule): name, enabled, the frequency limit, the conditions and the actions, then
 * Save (and Delete on the edit screen). The devices role sees it read-only.
 */
export function RuleForm(props: {
  title: string;
  form: Form;
  accountId: number;
  timezoneId: number | null;
  readOnly: boolean;
  saving: boolean;
  onSubmit: () => void;
  extraButtons?: ReactNode;
}) {
  const { form, readOnly } = props;
  const { values } = form;
  const usesGeofences = values.conditions.some((c) => c.type === 'geofence');
  const usesCommands = values.actions.some((a) => a.type === 'send_command_to_tracker');
  const geofences = useRuleGeofences(props.accountId, usesGeofences);
  const models = useRuleModels(usesCommands);
  const timezones = useRuleTimezones();
  const listError = (name: 'conditions' | 'actions') =>
    typeof form.errors[name] === 'string' ? (form.errors[name] as string) : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={760} mx="auto" w="100%">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        noValidate
        aria-label={props.title}
      >
        <Stack gap="md">
          <Title order={1} size="h3">
            {props.title}
          </Title>
          {readOnly && (
            <Alert color="gray" variant="light">
              Only account administrators can change rules.
            </Alert>
          )}
          <TextInput
            label="Rule name"
            required
            maxLength={RULE_LIMITS.nameMax}
            readOnly={readOnly}
            {...form.getInputProps('name')}
          />
          <Switch
            label="Enabled"
            disabled={readOnly}
            {...form.getInputProps('isEnabled', { type: 'checkbox' })}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Switch
              label="Limit frequency"
              description="At most one firing per tracker in this many hours"
              disabled={readOnly}
              {...form.getInputProps('throttleEnabled', { type: 'checkbox' })}
            />
            {values.throttleEnabled && (
              <TextInput
                label="Hours"
                inputMode="decimal"
                w={120}
                readOnly={readOnly}
                {...form.getInputProps('throttleHours')}
              />
            )}
          </Group>

          <Title order={2} size="h4">
            Conditions
          </Title>
          {values.conditions.map((c, index) => (
            <RuleConditionRow
              key={c.key}
              form={form}
              index={index}
              accountId={props.accountId}
              geofences={geofences.data ?? []}
              readOnly={readOnly}
            />
          ))}
          {listError('conditions') && <Alert color="red">{listError('conditions')}</Alert>}
          {!readOnly && values.conditions.length < RULE_LIMITS.conditionsMax && (
            <Button
              variant="light"
              onClick={() => form.insertListItem('conditions', emptyCondition())}
              w="fit-content"
            >
              Add condition
            </Button>
          )}

          <Title order={2} size="h4">
            Actions
          </Title>
          {values.actions.map((a, index) => (
            <RuleActionRow
              key={a.key}
              form={form}
              index={index}
              models={models.data ?? []}
              timezones={timezones.data ?? []}
              readOnly={readOnly}
            />
          ))}
          {listError('actions') && <Alert color="red">{listError('actions')}</Alert>}
          {!readOnly && values.actions.length < RULE_LIMITS.actionsMax && (
            <Button
              variant="light"
              w="fit-content"
              onClick={() =>
                form.insertListItem(
                  'actions',
                  emptyAction('send_email', props.timezoneId === null ? null : String(props.timezoneId)),
                )
              }
            >
              Add action
            </Button>
          )}

          {!readOnly && (
            <Group justify="space-between" gap="xs">
              <Group gap="xs">{props.extraButtons}</Group>
              <Button type="submit" loading={props.saving}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
