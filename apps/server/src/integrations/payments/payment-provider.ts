/**
 * The payment provider's interface (docs/decisions/0067): Stripe when keys are configured, the embedded sandbox
 * otherwise. Both speak Stripe's model: customers, PaymentIntents (one charge, confirmed in the browser or off
 * session), SetupIntents (saving a card), payment methods, and events. Card numbers never reach our server: the
 * browser hands them to the provider's form, and we only ever see a payment method id, brand, last 4 and expiry.
 * Every call that can move money carries an idempotency key: the same key answers the same intent, never a second
 * charge.
 */
export type ProviderName = 'sandbox' | 'stripe';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  /** the payment method the intent was (or is being) paid with */
  paymentMethodId: string | null;
  /** the reason of the last failed attempt (a decline), shown to the customer */
  lastError: string | null;
  metadata: Record<string, string>;
  /**
   * Where the customer completes a step the provider asks for outside our pages: Stripe's page for verifying a
   * typed bank account with a microdeposit (the intent waits at `requires_action`). Null when there is none.
   */
  nextActionUrl?: string | null;
}

export interface SetupIntentView {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  lastError: string | null;
}

export interface PaymentMethodView {
  id: string;
  type: 'card' | 'us_bank_account';
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** A provider event (a Stripe webhook, a sandbox callback), already verified. */
export interface ProviderEvent {
  id: string;
  type:
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'payment_intent.processing'
    | 'payment_intent.requires_action'
    | 'setup_intent.succeeded'
    | 'setup_intent.setup_failed'
    | string;
  /** the intent (payment or setup) the event is about */
  intentId: string | null;
}

export interface CreatePaymentIntent {
  amount: number;
  customerId: string;
  /** `payment-{paymentId}-attempt-{n}` */
  idempotencyKey: string;
  /** allowed method types: card, and us_bank_account for B2B accounts */
  methodTypes: ('card' | 'us_bank_account')[];
  metadata: Record<string, string>;
  /** charge this saved method now, without the customer (renewals, instalments) */
  offSession?: { paymentMethodId: string };
  /** pay on session with a saved method: the browser confirms */
  paymentMethodId?: string;
  /** keep the method for later off-session charges */
  setupFutureUsage?: boolean;
}

export interface BankDetails {
  routingNumber: string;
  accountNumber: string;
  holderName: string;
  acceptance?: { ipAddress: string; userAgent: string };
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The key the browser's form needs (Stripe's publishable key; null for the sandbox). */
  readonly publishableKey: string | null;
  /** The account's customer at the provider, made once (the key is the account id). */
  createCustomer(input: { accountId: number; name: string; email: string | null }): Promise<string>;
  /** An intent for one payment attempt; with `offSession` it is confirmed (charged) at once. */
  createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  /**
   * A bank (ACH) payment with the routing and account numbers the customer typed; confirmed at once (it then
   * settles: `processing`, later succeeded or failed by an event). `acceptance` is the customer's agreement to the
   * debit (their IP address and browser), recorded as the ACH mandate; without it the mandate is recorded offline.
   */
  confirmBankPayment(intentId: string, bank: BankDetails): Promise<PaymentIntentView>;
  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntentView>;
  retrieveSetupIntent(id: string): Promise<SetupIntentView>;
  retrievePaymentMethod(id: string): Promise<PaymentMethodView>;
  detachPaymentMethod(id: string): Promise<void>;
  /**
   * Reads a webhook: verifies its signature against the raw body and answers the event, or throws
   * `InvalidWebhookSignature`. The sandbox's callbacks come through `onEvent` instead.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /**
   * Where the provider's callbacks go (the billing plugin sets it at start-up). The sandbox calls it after each
   * change of an intent, as Stripe would send a webhook; Stripe's events come over HTTP instead and never call it.
   * A handler failure is logged; the refresh on return from the card form and the sweeps apply the outcome anyway.
   */
  setEventHandler(handler: (event: ProviderEvent) => Promise<void>): void;
}

export class InvalidWebhookSignature extends Error {
  constructor(message = 'The webhook signature does not match') {
    super(message);
    this.name = 'InvalidWebhookSignature';
  }
}

/** A card declined, an intent in the wrong state: the provider's message, safe to show the customer. */
export class PaymentDeclined extends Error {
  constructor(
    message: string,
    readonly intent: PaymentIntentView | null = null,
  ) {
    super(message);
    this.name = 'PaymentDeclined';
  }
}

/** The provider has no such intent, payment method or customer (Stripe's resource_missing). */
export class NoSuchProviderObject extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoSuchProviderObject';
  }
}

/** The idempotency key of a payment's attempt: the same attempt can be retried any number of times, charged once. */
export function chargeKey(paymentId: number, attempt: number): string {
  return `payment-${paymentId}-attempt-${attempt}`;
}
