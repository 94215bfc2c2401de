/**
 * The objects of the fake Stripe API (fake-stripe-api.test-helper.ts) and how confirming an intent goes, after
 * Stripe's test mode: the magic test payment methods (pm_card_visa, pm_card_chargeDeclined, …) and the test bank
 * accounts (000123456789 settles; a typed bank payment needs its mandate).
 */
export type Params = { [key: string]: string | Params };
export type StripeObject = Record<string, unknown> & { id: string };
export interface FakeAnswer {
  status: number;
  body: unknown;
}

export const list = (v: string | Params | undefined): string[] =>
  v === undefined ? [] : typeof v === 'string' ? [v] : (Object.values(v) as string[]);
export const text = (v: string | Params | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

export function stripeError(status: number, error: Record<string, unknown>): FakeAnswer {
  return { status, body: { error: { type: 'invalid_request_error', ...error } } };
}
export const missing = (kind: string, id: string) =>
  stripeError(404, { code: 'resource_missing', message: `No such ${kind}: '${id}'` });

const magicCards: Record<string, { brand: string; last4: string; decline?: [string, string] }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: ['generic_decline', 'Your card was declined.'],
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: ['insufficient_funds', 'Your card has insufficient funds.'],
  },
};

/** A test-mode magic payment method, as Stripe answers it to a retrieve. */
export function magicCard(id: string): StripeObject | null {
  const card = magicCards[id];
  if (!card) return null;
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer: null,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getFullYear() + 2 },
  };
}

/** Confirms a payment intent with a method, changing it in place; answers the error Stripe would, if any. */
export function confirmIntent(pi: StripeObject, method: StripeObject, params: Params): FakeAnswer | null {
  const allowed = pi.payment_method_types as string[];
  if (!allowed.includes(method.type as string)) {
    return stripeError(400, {
      code: 'payment_intent_incompatible_payment_method',
      message: `The PaymentMethod provided (${String(method.type)}) is not allowed for this PaymentIntent.`,
    });
  }
  pi.payment_method = method.id;
  if (method.type === 'us_bank_account') {
    const acceptance = (params.mandate_data as Params | undefined)?.customer_acceptance as Params | undefined;
    const online = acceptance?.online as Params | undefined;
    const type = text(acceptance?.type);
    if (!type || (type === 'online' && (!text(online?.ip_address) || !text(online?.user_agent)))) {
      return stripeError(400, {
        code: 'parameter_missing',
        param: 'mandate_data',
        message: 'A mandate is required to confirm a us_bank_account payment.',
      });
    }
    pi.status = 'processing';
    return null;
  }
  const decline = magicCards[method.id]?.decline;
  if (!decline) {
    pi.status = 'succeeded';
    pi.last_payment_error = null;
    return null;
  }
  const [declineCode, message] = decline;
  const error = { type: 'card_error', code: 'card_declined', decline_code: declineCode, message };
  pi.status = 'requires_payment_method';
  pi.last_payment_error = { ...error, payment_method: method };
  return { status: 402, body: { error: { ...error, payment_intent: pi } } };
}
