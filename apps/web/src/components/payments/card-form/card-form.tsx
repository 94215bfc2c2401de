import { Alert, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, type Ref } from 'react';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { SandboxCardForm } from '../sandbox/sandbox-card-form.tsx';
import type { CardFormHandle } from './card-form-handle.ts';
import { showProviderNotReady } from './provider-not-ready.ts';

// its own chunk, fetched only when the server's provider is Stripe (the sandbox path loads nothing of Stripe's)
const StripeCardForm = lazy(() => import('../stripe/stripe-card-form.tsx'));

/**
 * The card form of the server's payment provider (GET /payment-config): the embedded sandbox's, or Stripe
 * Elements with the publishable key. The dialog around it drives it through the handle.
 */
export function CardForm({ ref, disabled }: { ref: Ref<CardFormHandle>; disabled?: boolean }) {
  const config = usePaymentConfig();
  const notReady = config.isError || (config.data?.provider === 'stripe' && !config.data.publishable_key);
  useEffect(() => {
    if (notReady) showProviderNotReady();
  }, [notReady]);

  if (notReady) {
    return (
      <Alert color="red" variant="light">
        {PAYMENT_FORM_TEXTS.providerNotReady}
      </Alert>
    );
  }
  if (!config.data) return <Loader size="sm" aria-label="Loading the card form" />;
  if (config.data.provider === 'stripe') {
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
        <StripeCardForm ref={ref} publishableKey={config.data.publishable_key!} disabled={disabled} />
      </Suspense>
    );
  }
  return <SandboxCardForm ref={ref} disabled={disabled} />;
}
