import { TextInput } from '@mantine/core';
import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { typedNumber } from '../../utils/utility-input.ts';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Get Device Messages: the latest messages to and from a tracker, shown as a table. */
export function GetDeviceMessagesForm() {
  const form = useUtilityForm({ serial: '', limit: '50' });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="get-device-messages"
      form={form}
      toInput={(v) => ({ serial: v.serial, limit: typedNumber(v.limit) })}
    >
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <TextInput
        label="How many"
        description="The latest messages, 1 to 500"
        inputMode="numeric"
        value={values.limit}
        onChange={(e) => set('limit', e.currentTarget.value)}
        error={errors.limit}
      />
    </UtilityForm>
  );
}
