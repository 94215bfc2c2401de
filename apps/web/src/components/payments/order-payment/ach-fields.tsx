import { SANDBOX_ACH_ACCOUNTS, SANDBOX_ACH_ROUTING_NUMBER, type PaymentConfig } from '@lodestar/contracts';
import { Stack, Text, TextInput } from '@mantine/core';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import type { AchErrors, AchValues } from './ach-form.ts';

/** The ACH (Bank) tab's fields (spec 3 §2.7, §5): routing and account number, each marked when left empty. */
export function AchFields({
  values,
  errors,
  onChange,
  disabled,
  provider,
}: {
  values: AchValues;
  errors: AchErrors;
  onChange: (values: AchValues) => void;
  disabled?: boolean;
  provider: PaymentConfig['provider'] | undefined;
}) {
  const digits = (typed: string) => typed.replace(/\D/g, '').slice(0, 17);
  return (
    <Stack gap="sm">
      <TextInput
        label={PAYMENT_FORM_TEXTS.routingNumber}
        inputMode="numeric"
        maxLength={9}
        withAsterisk
        value={values.routingNumber}
        error={errors.routingNumber}
        disabled={disabled}
        onChange={(event) =>
          onChange({ ...values, routingNumber: digits(event.currentTarget.value).slice(0, 9) })
        }
      />
      <TextInput
        label={PAYMENT_FORM_TEXTS.accountNumber}
        inputMode="numeric"
        maxLength={17}
        withAsterisk
        value={values.accountNumber}
        error={errors.accountNumber}
        disabled={disabled}
        onChange={(event) => onChange({ ...values, accountNumber: digits(event.currentTarget.value) })}
      />
      {provider === 'sandbox' && (
        <Text size="xs" c="dimmed">
          Test mode: routing number {SANDBOX_ACH_ROUTING_NUMBER};{' '}
          {SANDBOX_ACH_ACCOUNTS.map((a) => `${a.accountNumber} (${a.description.toLowerCase()})`).join(', ')}.
        </Text>
      )}
    </Stack>
  );
}
