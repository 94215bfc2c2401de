import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { IccidField } from '../fields/iccid-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Reserve: one SIM in stock set aside for an account (its drawer). */
export function ReserveForm() {
  const form = useUtilityForm({ iccid: '', account_id: null as AccountChoice | null });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="reserve"
      form={form}
      toInput={(v) => ({ iccid: v.iccid, account_id: v.account_id?.id })}
    >
      <IccidField value={values.iccid} onChange={(i) => set('iccid', i)} error={errors.iccid} />
      <AccountField
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
    </UtilityForm>
  );
}
