import { TextInput } from '@mantine/core';
import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { typedNumber } from '../../utils/utility-input.ts';
import { UtilityForm } from '../utility-form.tsx';

/** Unassign Subscription: a subscription, by its id, taken off its tracker. */
export function UnassignSubscriptionForm() {
  const form = useUtilityForm({ subscription_id: '' });
  return (
    <UtilityForm
      action="unassign-subscription"
      form={form}
      toInput={(v) => ({ subscription_id: typedNumber(v.subscription_id) })}
    >
      <TextInput
        label="Subscription id"
        inputMode="numeric"
        withAsterisk
        value={form.values.subscription_id}
        onChange={(e) => form.set('subscription_id', e.currentTarget.value)}
        error={form.errors.subscription_id}
      />
    </UtilityForm>
  );
}
