import type { SandboxIntent } from '@lodestar/contracts';
import type {
  IntentStatus,
  PaymentIntentView,
  PaymentMethodView,
  SetupIntentView,
} from '../payment-provider.ts';
import type { SandboxIntentRow, SandboxMethodRow } from './sandbox-books.repository.ts';

/**
 * Where the sandbox notes, among an intent's metadata, that a card paid with it is kept for the customer
 * (Stripe's setup_future_usage); billing never sees the key.
 */
export const KEEPS_CARD = 'sandbox_setup_future_usage';

export function keepsCard(row: SandboxIntentRow): boolean {
  return row.metadata?.[KEEPS_CARD] === 'off_session';
}

export function paymentIntentView(row: SandboxIntentRow): PaymentIntentView {
  const { [KEEPS_CARD]: _kept, ...metadata } = row.metadata ?? {};
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as IntentStatus,
    amount: row.amount ?? 0,
    paymentMethodId: row.paymentMethod,
    lastError: row.lastError,
    metadata,
  };
}

export function setupIntentView(row: SandboxIntentRow): SetupIntentView {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as IntentStatus,
    customerId: row.customerId,
    paymentMethodId: row.paymentMethod,
    lastError: row.lastError,
  };
}

export function paymentMethodView(row: SandboxMethodRow): PaymentMethodView {
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
}

/** What the browser's sandbox calls answer: the intent as Stripe.js hands it back, without its secret. */
export function browserIntent(row: SandboxIntentRow): SandboxIntent {
  const status = row.status as IntentStatus;
  return {
    id: row.id,
    object: row.kind === 'payment' ? 'payment_intent' : 'setup_intent',
    status,
    amount: row.amount,
    payment_method: row.paymentMethod,
    last_error: row.lastError,
    next_action: status === 'requires_action' ? { type: 'sandbox_authenticate' } : null,
  };
}

/** Stripe's words for confirming an intent that is past being confirmed. */
export function notConfirmable(kind: 'PaymentIntent' | 'SetupIntent', status: string): string {
  if (status === 'succeeded') {
    return `You cannot confirm this ${kind} because it has already succeeded after being previously confirmed.`;
  }
  return `This ${kind}'s status is ${status}, but must be requires_payment_method or requires_confirmation to be confirmed.`;
}

export const CONFIRMABLE: readonly string[] = ['requires_payment_method', 'requires_confirmation'];
