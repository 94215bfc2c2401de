import { BILLING_TEXTS } from '@lodestar/contracts';
import type { PaymentIntentResult, SetupIntentResult } from '@stripe/stripe-js';
import type { CardOutcome } from '../card-form/card-form-handle.ts';

/**
 * Stripe.js's answer as the form's outcome: its error message as Stripe words it (a decline, a failed 3D Secure),
 * else the intent's status. Stripe.js runs any authentication itself, so requires_action is not left to us.
 */
export function stripeOutcome(result: PaymentIntentResult | SetupIntentResult): CardOutcome {
  if (result.error) return { status: 'failed', message: result.error.message ?? BILLING_TEXTS.genericError };
  const intent = 'paymentIntent' in result ? result.paymentIntent : result.setupIntent;
  if (intent.status === 'succeeded' || intent.status === 'processing') return { status: intent.status };
  const lastError = 'last_payment_error' in intent ? intent.last_payment_error : intent.last_setup_error;
  return { status: 'failed', message: lastError?.message ?? BILLING_TEXTS.genericError };
}
