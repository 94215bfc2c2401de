import { RULE_EVENT_TYPES, type RuleConditionType } from '@lodestar/contracts';
import { Checkbox, CloseButton, Fieldset, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import {
  choices,
  CONDITION_TYPE_LABELS,
  EVENT_TYPE_LABELS,
  MESSAGE_CONTENT_LABELS,
} from '../utils/rule-labels.ts';
import type { RuleForm } from './rule-form-types.ts';
import { RuleTrackerSelect } from './rule-tracker-select.tsx';

const OPERATORS = [
  { value: 'and', label: 'and' },
  { value: 'or', label: 'or' },
];

/**
 * One condition of the builder: the and/or select on every condition but the first, the type, and the chosen
 * type's inputs (spec 2 §3 Rule). A fieldset named 'Condition N', so each row's inputs are found by their labels.
 */
export function RuleConditionRow(props: {
  form: RuleForm;
  index: number;
  accountId: number;
  geofences: { value: string; label: string }[];
  readOnly: boolean;
}) {
  const { form, index, readOnly } = props;
  const path = `conditions.${index}`;
  const condition = form.values.conditions[index]!;
  const canRemove = form.values.conditions.length > 1 && !readOnly;
  return (
    <Fieldset legend={`Condition ${index + 1}`} disabled={readOnly} p="sm">
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          {index > 0 && (
            <Select
              label="Operator"
              data={OPERATORS}
              allowDeselect={false}
              w={90}
              {...form.getInputProps(`${path}.operator`)}
            />
          )}
          <Select
            label="Type"
            data={choices(CONDITION_TYPE_LABELS)}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 180 }}
            {...form.getInputProps(`${path}.type`)}
            onChange={(value) => value && form.setFieldValue(`${path}.type`, value as RuleConditionType)}
          />
          {canRemove && (
            <CloseButton
              mt={24}
              aria-label={`Remove condition ${index + 1}`}
              onClick={() => form.removeListItem('conditions', index)}
            />
          )}
        </Group>
        {condition.type === 'tracker_list' && (
          <RuleTrackerSelect
            accountId={props.accountId}
            value={condition.trackerIds}
            onChange={(ids) => form.setFieldValue(`${path}.trackerIds`, ids)}
            error={form.errors[`${path}.trackerIds`] as string | undefined}
          />
        )}
        {condition.type === 'tracker_name' && (
          <TextInput
            label="Tracker name contains"
            maxLength={100}
            {...form.getInputProps(`${path}.trackerName`)}
          />
        )}
        {condition.type === 'message_content' && (
          <Select
            label="Message content"
            data={choices(MESSAGE_CONTENT_LABELS)}
            allowDeselect={false}
            {...form.getInputProps(`${path}.messageContent`)}
          />
        )}
        {condition.type === 'geofence' && (
          <>
            <Select
              label="Geofence"
              placeholder="Choose a geofence"
              data={props.geofences}
              searchable
              nothingFoundMessage="No geofences found"
              {...form.getInputProps(`${path}.geofenceId`)}
            />
            <Checkbox.Group label="When the tracker" {...form.getInputProps(`${path}.triggers`)}>
              <Group gap="md" mt={4}>
                <Checkbox value="enter" label="Enters" />
                <Checkbox value="exit" label="Exits" />
              </Group>
            </Checkbox.Group>
          </>
        )}
        {condition.type === 'event_type' && (
          <MultiSelect
            label="Event types"
            placeholder="Choose event types"
            data={RULE_EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
            {...form.getInputProps(`${path}.eventTypes`)}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
