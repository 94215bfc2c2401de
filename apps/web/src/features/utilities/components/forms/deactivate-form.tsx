import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Deactivate: a tracker's SIM switched off and its service stopped. */
export function DeactivateForm() {
  const form = useUtilityForm({ serial: '' });
  return (
    <UtilityForm action="deactivate" form={form} toInput={(v) => ({ serial: v.serial })}>
      <SerialField
        value={form.values.serial}
        onChange={(s) => form.set('serial', s)}
        error={form.errors.serial}
      />
    </UtilityForm>
  );
}
