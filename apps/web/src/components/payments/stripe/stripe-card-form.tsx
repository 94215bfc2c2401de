import { Input, useMantineColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import type { CardFormHandle, CardOutcome } from '../card-form/card-form-handle.ts';
import { showProviderNotReady } from '../card-form/provider-not-ready.ts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { stripeFor } from './stripe-loader.ts';
import { stripeOutcome } from './stripe-outcome.ts';

const NOT_READY: CardOutcome = { status: 'failed', message: PAYMENT_FORM_TEXTS.providerNotReady };

/**
 * Stripe Elements' card field (loaded only when the server's provider is Stripe): the number is typed into
 * Stripe's own frame and confirmed by Stripe.js with the client secret our server made; our page never sees it.
 */
export default function StripeCardForm({
  ref,
  publishableKey,
  disabled,
}: {
  ref: Ref<CardFormHandle>;
  publishableKey: string;
  disabled?: boolean;
}) {
  // Stripe.js blocked or down: say so now, not only when Pay is pressed
  useEffect(() => {
    void stripeFor(publishableKey).then((stripe) => stripe ?? showProviderNotReady());
  }, [publishableKey]);
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardField ref={ref} disabled={disabled} />
    </Elements>
  );
}

function StripeCardField({ ref, disabled }: { ref: Ref<CardFormHandle>; disabled?: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { colorScheme } = useMantineColorScheme();

  useImperativeHandle(ref, (): CardFormHandle => {
    const card = () => {
      const element = elements?.getElement(CardElement);
      if (!stripe || !element) showProviderNotReady();
      return stripe && element ? { stripe, element } : null;
    };
    return {
      validate: () => {
        if (!card()) return false;
        if (!complete) setError((current) => current ?? 'Your card number is incomplete.');
        return complete;
      },
      confirmPayment: async (intent, { returnUrl }) => {
        const ready = card();
        if (!ready) return NOT_READY;
        const result = await ready.stripe.confirmCardPayment(intent.client_secret, {
          payment_method: { card: ready.element },
          return_url: returnUrl,
        });
        return stripeOutcome(result);
      },
      confirmSetup: async (setup, { returnUrl }) => {
        const ready = card();
        if (!ready) return NOT_READY;
        const result = await ready.stripe.confirmCardSetup(setup.client_secret, {
          payment_method: { card: ready.element },
          return_url: returnUrl,
        });
        return stripeOutcome(result);
      },
    };
  }, [stripe, elements, complete]);

  return (
    <Input.Wrapper label="Card" error={error}>
      <Input component="div" pt={10} pb={10} style={{ height: 'auto' }} aria-label="Card details">
        <CardElement
          options={{
            disabled,
            style: { base: { fontSize: '15px', color: colorScheme === 'dark' ? '#e9ecef' : '#212529' } },
          }}
          onChange={(event) => {
            setComplete(event.complete);
            setError(event.error?.message ?? null);
          }}
        />
      </Input>
    </Input.Wrapper>
  );
}
