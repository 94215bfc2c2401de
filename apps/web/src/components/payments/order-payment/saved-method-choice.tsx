import type { PaymentMethod } from '@lodestar/contracts';
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { BILLING_TEXTS } from '@lodestar/contracts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { brandLabel } from '../card-brand.ts';

export const NEW_CARD = 'new';

/** Spec 3 §2.7: the saved method the form starts on: the default one, else the first (an expired card is skipped). */
export function initialMethodChoice(methods: readonly PaymentMethod[]): string {
  const usable = methods.filter((m) => !m.expired);
  const chosen = usable.find((m) => m.default) ?? usable[0];
  return chosen ? String(chosen.id) : NEW_CARD;
}

/** The saved methods to pay with, and 'Use a new card'; expired cards are shown but cannot be chosen. */
export function SavedMethodChoice({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly PaymentMethod[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Radio.Group label={PAYMENT_FORM_TEXTS.savedMethods} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {methods.map((method) => (
          <Radio
            key={method.id}
            value={String(method.id)}
            disabled={disabled || method.expired}
            label={
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">
                  {brandLabel(method.brand)} {PAYMENT_FORM_TEXTS.endingIn(method.last4)} ·{' '}
                  {PAYMENT_FORM_TEXTS.expiresOn(method.exp_month, method.exp_year)}
                </Text>
                {method.default && <Badge size="xs">{PAYMENT_FORM_TEXTS.defaultLabel}</Badge>}
                {method.expired && (
                  <Badge size="xs" color="red" variant="light">
                    {BILLING_TEXTS.cardExpired}
                  </Badge>
                )}
              </Group>
            }
          />
        ))}
        <Radio value={NEW_CARD} label={PAYMENT_FORM_TEXTS.useNewCard} disabled={disabled} />
      </Stack>
    </Radio.Group>
  );
}
