import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Assign: a tracker given to an account. */
export function AssignForm() {
  const form = useUtilityForm({ serial: '', account_id: null as AccountChoice | null });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="assign"
      form={form}
      toInput={(v) => ({ serial: v.serial, account_id: v.account_id?.id })}
    >
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <AccountField
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
    </UtilityForm>
  );
}
