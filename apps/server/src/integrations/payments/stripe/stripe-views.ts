import type Stripe from 'stripe';
import type {
  IntentStatus,
  PaymentIntentView,
  PaymentMethodView,
  ProviderEvent,
  SetupIntentView,
} from '../payment-provider.ts';

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

export function paymentIntentView(pi: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status as IntentStatus,
    amount: pi.amount,
    paymentMethodId: idOf(pi.payment_method),
    lastError: pi.last_payment_error?.message ?? null,
    metadata: { ...pi.metadata },
    nextActionUrl: pi.next_action?.verify_with_microdeposits?.hosted_verification_url ?? null,
  };
}

export function setupIntentView(si: Stripe.SetupIntent): SetupIntentView {
  return {
    id: si.id,
    clientSecret: si.client_secret ?? '',
    status: si.status as IntentStatus,
    customerId: idOf(si.customer),
    paymentMethodId: idOf(si.payment_method),
    lastError: si.last_setup_error?.message ?? null,
  };
}

export function paymentMethodView(pm: Stripe.PaymentMethod): PaymentMethodView {
  if (pm.type === 'us_bank_account') {
    return {
      id: pm.id,
      type: 'us_bank_account',
      brand: pm.us_bank_account?.bank_name ?? 'Bank account',
      last4: pm.us_bank_account?.last4 ?? '',
      expMonth: null,
      expYear: null,
    };
  }
  return {
    id: pm.id,
    type: 'card',
    brand: pm.card?.brand ?? 'unknown',
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? null,
    expYear: pm.card?.exp_year ?? null,
  };
}

/** A verified webhook as billing reads it: the intent it is about (a charge's event names its payment intent). */
export function providerEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  let intentId: string | null = null;
  if (object.object === 'payment_intent' || object.object === 'setup_intent') intentId = object.id ?? null;
  else if (object.payment_intent) intentId = idOf(object.payment_intent as string | { id: string });
  return { id: event.id, type: event.type, intentId };
}
