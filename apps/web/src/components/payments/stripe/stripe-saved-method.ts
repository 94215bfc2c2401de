import type { CardOutcome, IntentSecret } from '../card-form/card-form-handle.ts';
import { showProviderNotReady } from '../card-form/provider-not-ready.ts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { stripeFor } from './stripe-loader.ts';
import { stripeOutcome } from './stripe-outcome.ts';

/**
 * Pays with a saved card through Stripe.js: our server attached the method to the intent, so the confirmation
 * names none; Stripe.js shows 3D Secure if the bank asks, and may send the page to `returnUrl` for it.
 */
export async function payWithStripeSavedMethod(
  publishableKey: string,
  intent: IntentSecret,
  returnUrl: string,
): Promise<CardOutcome> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) {
    showProviderNotReady();
    return { status: 'failed', message: PAYMENT_FORM_TEXTS.providerNotReady };
  }
  return stripeOutcome(await stripe.confirmCardPayment(intent.client_secret, { return_url: returnUrl }));
}
