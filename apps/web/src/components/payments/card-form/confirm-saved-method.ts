import type { PaymentConfig } from '@lodestar/contracts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { payWithSandboxSavedMethod } from '../sandbox/sandbox-outcome.ts';
import type { CardOutcome, IntentSecret } from './card-form-handle.ts';
import { showProviderNotReady } from './provider-not-ready.ts';

/**
 * Confirms a payment intent our server made with a saved method attached, through the provider's browser side
 * (no card form is shown for a saved card). Stripe.js is fetched only on the Stripe path.
 */
export async function confirmSavedMethod(
  config: PaymentConfig,
  intent: IntentSecret & { payment_method: string | null },
  returnUrl: string,
): Promise<CardOutcome> {
  if (config.provider === 'sandbox') return payWithSandboxSavedMethod(intent, intent.payment_method);
  if (!config.publishable_key) {
    showProviderNotReady();
    return { status: 'failed', message: PAYMENT_FORM_TEXTS.providerNotReady };
  }
  const { payWithStripeSavedMethod } = await import('../stripe/stripe-saved-method.ts');
  return payWithStripeSavedMethod(config.publishable_key, intent, returnUrl);
}
