import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Unassign Device: a tracker taken back from its account. */
export function UnassignDeviceForm() {
  const form = useUtilityForm({ serial: '' });
  return (
    <UtilityForm action="unassign-device" form={form} toInput={(v) => ({ serial: v.serial })}>
      <SerialField
        value={form.values.serial}
        onChange={(s) => form.set('serial', s)}
        error={form.errors.serial}
      />
    </UtilityForm>
  );
}
