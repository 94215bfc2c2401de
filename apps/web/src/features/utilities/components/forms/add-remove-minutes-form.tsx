import { TextInput } from '@mantine/core';
import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { typedNumber } from '../../utils/utility-input.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Add/Remove Minutes: an account's live audio minutes raised (or, negative, lowered). */
export function AddRemoveMinutesForm() {
  const form = useUtilityForm({ account_id: null as AccountChoice | null, minutes: '' });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="add-remove-minutes"
      form={form}
      toInput={(v) => ({ account_id: v.account_id?.id, minutes: typedNumber(v.minutes) })}
    >
      <AccountField
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
      <TextInput
        label="Minutes"
        description="Live audio minutes to add; a negative number removes them"
        inputMode="numeric"
        withAsterisk
        value={values.minutes}
        onChange={(e) => set('minutes', e.currentTarget.value)}
        error={errors.minutes}
      />
    </UtilityForm>
  );
}
