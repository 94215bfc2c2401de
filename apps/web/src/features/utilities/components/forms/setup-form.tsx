import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Setup: a provisioned tracker made ready to report (its SIM activated). */
export function SetupForm() {
  const form = useUtilityForm({ serial: '' });
  return (
    <UtilityForm action="setup" form={form} toInput={(v) => ({ serial: v.serial })}>
      <SerialField
        value={form.values.serial}
        onChange={(s) => form.set('serial', s)}
        error={form.errors.serial}
      />
    </UtilityForm>
  );
}
