import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Refresh Phone Number: the tracker's phone number read again from its carrier. */
export function RefreshPhoneNumberForm() {
  const form = useUtilityForm({ serial: '' });
  return (
    <UtilityForm action="refresh-phone-number" form={form} toInput={(v) => ({ serial: v.serial })}>
      <SerialField
        value={form.values.serial}
        onChange={(s) => form.set('serial', s)}
        error={form.errors.serial}
      />
    </UtilityForm>
  );
}
