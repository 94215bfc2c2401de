import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { IccidField } from '../fields/iccid-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Reserve Range: the SIMs from one ICCID to another reserved for an account, as a job. */
export function ReserveRangeForm() {
  const form = useUtilityForm({ first_iccid: '', last_iccid: '', account_id: null as AccountChoice | null });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="reserve-range"
      form={form}
      toInput={(v) => ({
        first_iccid: v.first_iccid,
        last_iccid: v.last_iccid,
        account_id: v.account_id?.id,
      })}
    >
      <IccidField
        label="First ICCID"
        value={values.first_iccid}
        onChange={(i) => set('first_iccid', i)}
        error={errors.first_iccid}
      />
      <IccidField
        label="Last ICCID"
        value={values.last_iccid}
        onChange={(i) => set('last_iccid', i)}
        error={errors.last_iccid}
      />
      <AccountField
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
    </UtilityForm>
  );
}
