import '@mantine/dates/styles.css';
import { SHIPMENT_NOTIFY_OPTIONS } from '@lodestar/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { timeFieldTyping } from '../../../components/time-typing.ts';
import type { ShipmentEditValues } from '../utils/shipment-form-values.ts';
import { DATE_FORMATS } from '../../../components/date-format.ts';

const NOTIFY_DATA = SHIPMENT_NOTIFY_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** Spec 2 §9: hours 0-23, minutes on a 5-minute grid in the picker; 1930 typed into the hours is 19:30. */
const TIME_PICKER = {
  format: '24h',
  minutesStep: 5,
  withDropdown: true,
  hoursInputLabel: 'Hours',
  minutesInputLabel: 'Minutes',
  hoursInputProps: timeFieldTyping(23),
  minutesInputProps: timeFieldTyping(59),
} as const;
const APPLY = { 'aria-label': 'Apply date and time' };

/** The fields create and edit share: name, carrier, start and end (in the user's zone), notify before end. */
export function ShipmentFormCommonFields<V extends ShipmentEditValues>({
  form,
  nameAutoFocus,
}: {
  form: UseFormReturnType<V>;
  nameAutoFocus?: boolean;
}) {
  const f = form as unknown as UseFormReturnType<ShipmentEditValues>;
  return (
    <>
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus={nameAutoFocus}
        maxLength={255}
        {...f.getInputProps('name')}
      />
      <TextInput label="Carrier" maxLength={255} {...f.getInputProps('carrier')} />
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateTimePicker
          label="Start date"
          withAsterisk
          placeholder="Pick the start"
          valueFormat={DATE_FORMATS.dateTime}
          timePickerProps={TIME_PICKER}
          submitButtonProps={APPLY}
          miw={200}
          {...f.getInputProps('startAt')}
        />
        <DateTimePicker
          label="End date"
          withAsterisk
          placeholder="Pick the scheduled end"
          valueFormat={DATE_FORMATS.dateTime}
          timePickerProps={TIME_PICKER}
          submitButtonProps={APPLY}
          miw={200}
          {...f.getInputProps('endAt')}
        />
      </Group>
      <Select
        label="Notify before end"
        withAsterisk
        placeholder="Choose when to be told"
        data={NOTIFY_DATA}
        allowDeselect={false}
        {...f.getInputProps('notifyAt')}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
