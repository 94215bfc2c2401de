import Stripe from 'stripe';
import { NoSuchProviderObject, PaymentDeclined } from '../payment-provider.ts';
import { paymentIntentView } from './stripe-views.ts';

/**
 * Stripe's refusals in the interface's words: a card decline (and an authentication an off-session charge cannot
 * do) is PaymentDeclined with Stripe's message, safe to show; an intent in the wrong state too; a missing object
 * NoSuchProviderObject. Anything else (network, keys, our own bad request) stays an error of ours.
 */
export function providerError(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclined(
      err.message,
      err.payment_intent ? paymentIntentView(err.payment_intent) : null,
    );
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    if (err.code === 'resource_missing') return new NoSuchProviderObject(err.message);
    // the customer's own typing (a bank number Stripe refuses) and intents past the step are theirs to see
    const typed = err.param?.startsWith('us_bank_account') ?? false;
    if (
      typed ||
      err.code === 'payment_intent_unexpected_state' ||
      err.code === 'setup_intent_unexpected_state'
    ) {
      return new PaymentDeclined(
        err.message,
        err.payment_intent ? paymentIntentView(err.payment_intent) : null,
      );
    }
  }
  return err;
}

/** Runs a Stripe call, its refusals turned into the interface's errors. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw providerError(err);
  }
}
