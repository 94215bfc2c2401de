import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Assign Range: the trackers from one serial to another given to an account, as a job. */
export function AssignRangeForm() {
  const form = useUtilityForm({
    first_serial: '',
    last_serial: '',
    account_id: null as AccountChoice | null,
  });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="assign-range"
      form={form}
      toInput={(v) => ({
        first_serial: v.first_serial,
        last_serial: v.last_serial,
        account_id: v.account_id?.id,
      })}
    >
      <SerialField
        label="First serial"
        value={values.first_serial}
        onChange={(s) => set('first_serial', s)}
        error={errors.first_serial}
      />
      <SerialField
        label="Last serial"
        value={values.last_serial}
        onChange={(s) => set('last_serial', s)}
        error={errors.last_serial}
      />
      <AccountField
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
    </UtilityForm>
  );
}
