import { Badge, Group, Stack, TextInput } from '@mantine/core';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { brandLabel } from '../card-brand.ts';
import type { CardFormHandle } from '../card-form/card-form-handle.ts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import {
  cardBrandOf,
  EMPTY_SANDBOX_CARD,
  formatCardNumber,
  formatExpiry,
  type SandboxCardErrors,
  type SandboxCardValues,
} from './sandbox-card-fields.ts';
import { sandboxCardHandle } from './sandbox-card-handle.ts';
import { SandboxTestCardsHint } from './sandbox-test-cards-hint.tsx';

/**
 * The embedded sandbox provider's card form (decision 0067): number, expiry and CVC typed here, checked here and
 * turned into the sandbox's token here; only the token (brand, last 4, expiry, behaviour) goes to the provider.
 * The inputs have no name and sit in no form, so the browser never submits the number anywhere either.
 */
export function SandboxCardForm({ ref, disabled }: { ref: Ref<CardFormHandle>; disabled?: boolean }) {
  const [values, setValues] = useState<SandboxCardValues>(EMPTY_SANDBOX_CARD);
  const [errors, setErrors] = useState<SandboxCardErrors>({});
  // the handle reads the latest typing, not the render it was made in
  const latest = useRef(values);
  latest.current = values;

  useImperativeHandle(ref, () => sandboxCardHandle(() => latest.current, setErrors), []);

  const change = (field: keyof SandboxCardValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const brand = cardBrandOf(values.number);

  return (
    <Stack gap="sm">
      <TextInput
        label={PAYMENT_FORM_TEXTS.cardNumber}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        error={errors.number}
        disabled={disabled}
        onChange={(event) => change('number', formatCardNumber(event.currentTarget.value))}
        rightSectionWidth={brand ? 140 : undefined}
        rightSection={
          brand ? (
            <Badge variant="light" data-testid="card-brand">
              {brandLabel(brand)}
            </Badge>
          ) : null
        }
      />
      <Group grow align="flex-start">
        <TextInput
          label={PAYMENT_FORM_TEXTS.expiry}
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          value={values.expiry}
          error={errors.expiry}
          disabled={disabled}
          onChange={(event) => change('expiry', formatExpiry(event.currentTarget.value, values.expiry))}
        />
        <TextInput
          label={PAYMENT_FORM_TEXTS.cvc}
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          error={errors.cvc}
          disabled={disabled}
          onChange={(event) => change('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
        />
      </Group>
      <SandboxTestCardsHint />
    </Stack>
  );
}
