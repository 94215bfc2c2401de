import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { optionalText } from '../../utils/utility-input.ts';
import { DateField } from '../fields/date-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Clear Device: what a tracker reported (before a day, or all of it) removed, as a job; Run asks first. */
export function ClearDeviceForm() {
  const form = useUtilityForm({ serial: '', before: '' });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="clear-device"
      form={form}
      toInput={(v) => ({ serial: v.serial, before: optionalText(v.before) })}
    >
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <DateField
        label="Before"
        description="Optional: only what it reported before this day (empty: all of it)"
        value={values.before}
        onChange={(d) => set('before', d)}
        error={errors.before}
      />
    </UtilityForm>
  );
}
