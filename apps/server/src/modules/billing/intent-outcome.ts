import type { PaymentIntentView } from '../../integrations/payments/payment-provider.ts';

/** What a payment attempt came to, as the payment outcome records it. */
export type OutcomeStatus = 'succeeded' | 'failed' | 'processing' | 'requires_action';

export interface IntentOutcome {
  status: OutcomeStatus;
  failureMessage?: string;
}

export const CANCELLED_INTENT_MESSAGE = 'The payment was cancelled.';
export const DECLINED_MESSAGE = 'The payment was declined.';

/**
 * The outcome an intent's state stands for, or null while nothing has happened yet (made but not confirmed).
 * A failed attempt leaves a Stripe intent `requires_payment_method` with its last error: that is the failure.
 */
export function outcomeOfIntent(intent: PaymentIntentView): IntentOutcome | null {
  switch (intent.status) {
    case 'succeeded':
    case 'processing':
    case 'requires_action':
      return { status: intent.status };
    case 'canceled':
      return { status: 'failed', failureMessage: intent.lastError ?? CANCELLED_INTENT_MESSAGE };
    case 'requires_payment_method':
      return intent.lastError ? { status: 'failed', failureMessage: intent.lastError } : null;
    default:
      return null;
  }
}
