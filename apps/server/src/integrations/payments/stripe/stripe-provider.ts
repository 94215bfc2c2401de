import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  InvalidWebhookSignature,
  type BankDetails,
  type CreatePaymentIntent,
  type PaymentIntentView,
  type PaymentMethodView,
  type PaymentProvider,
  type ProviderEvent,
  type SetupIntentView,
} from '../payment-provider.ts';
import { stripeClient } from './stripe-client.ts';
import { stripeCall } from './stripe-errors.ts';
import { paymentIntentView, paymentMethodView, providerEvent, setupIntentView } from './stripe-views.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** STRIPE_API_URL: the tests' fake of Stripe's API; unset, Stripe itself */
  apiUrl?: string;
}

/**
 * Payments through Stripe (docs/decisions/0067), on the official SDK. Stripe Elements in the browser confirm the
 * on-session intents; Stripe's outcomes reach billing as webhooks (`verifyWebhook`), never through the event
 * handler. Every call that can move money carries our idempotency key.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | null;

  constructor(settings: StripeSettings) {
    this.#stripe = stripeClient(settings.secretKey, settings.apiUrl);
    this.publishableKey = settings.publishableKey;
    this.#webhookSecret = settings.webhookSecret;
  }

  async createCustomer(input: { accountId: number; name: string; email: string | null }): Promise<string> {
    const customer = await stripeCall(() =>
      this.#stripe.customers.create(
        {
          name: input.name,
          email: input.email ?? undefined,
          metadata: { account_id: String(input.accountId) },
        },
        { idempotencyKey: `customer-account-${input.accountId}` },
      ),
    );
    return customer.id;
  }

  async createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntentView> {
    // Stripe's automatic payment methods off: only card, and ACH where billing allows it (B2B accounts). The SDK's
    // API version names the list allowed_payment_method_types (formerly payment_method_types).
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: 'usd',
      customer: input.customerId,
      automatic_payment_methods: { enabled: false },
      allowed_payment_method_types: input.methodTypes,
      metadata: input.metadata,
    };
    if (input.offSession) {
      Object.assign(params, {
        payment_method: input.offSession.paymentMethodId,
        off_session: true,
        confirm: true,
      });
    } else {
      if (input.paymentMethodId) params.payment_method = input.paymentMethodId;
      if (input.setupFutureUsage) params.setup_future_usage = 'off_session';
    }
    const pi = await stripeCall(() =>
      this.#stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }),
    );
    return paymentIntentView(pi);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    return paymentIntentView(await stripeCall(() => this.#stripe.paymentIntents.retrieve(id)));
  }

  /**
   * The typed bank account becomes a us_bank_account method of a company, and the intent is confirmed with the
   * customer's mandate. Stripe verifies a typed account with a microdeposit: the intent may wait at
   * `requires_action` with the verification page in `nextActionUrl`, then goes `processing` until it settles.
   */
  async confirmBankPayment(intentId: string, bank: BankDetails): Promise<PaymentIntentView> {
    const method = await stripeCall(() =>
      this.#stripe.paymentMethods.create(
        {
          type: 'us_bank_account',
          us_bank_account: {
            routing_number: bank.routingNumber.trim(),
            account_number: bank.accountNumber.trim(),
            account_holder_type: 'company',
          },
          billing_details: { name: bank.holderName },
        },
        { idempotencyKey: `bank-method-${intentId}-${randomUUID()}` },
      ),
    );
    const acceptance: Stripe.PaymentIntentConfirmParams.MandateData.CustomerAcceptance = bank.acceptance
      ? {
          type: 'online',
          online: { ip_address: bank.acceptance.ipAddress, user_agent: bank.acceptance.userAgent },
        }
      : { type: 'offline', offline: {} };
    const pi = await stripeCall(() =>
      this.#stripe.paymentIntents.confirm(
        intentId,
        { payment_method: method.id, mandate_data: { customer_acceptance: acceptance } },
        { idempotencyKey: `confirm-bank-${intentId}-${method.id}` },
      ),
    );
    return paymentIntentView(pi);
  }

  async createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntentView> {
    const si = await stripeCall(() =>
      this.#stripe.setupIntents.create(
        {
          customer: input.customerId,
          automatic_payment_methods: { enabled: false },
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return setupIntentView(si);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentView> {
    return setupIntentView(await stripeCall(() => this.#stripe.setupIntents.retrieve(id)));
  }

  async retrievePaymentMethod(id: string): Promise<PaymentMethodView> {
    return paymentMethodView(await stripeCall(() => this.#stripe.paymentMethods.retrieve(id)));
  }

  async detachPaymentMethod(id: string): Promise<void> {
    await stripeCall(() => this.#stripe.paymentMethods.detach(id, {}, { idempotencyKey: `detach-${id}` }));
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!this.#webhookSecret) throw new InvalidWebhookSignature('STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new InvalidWebhookSignature('The Stripe-Signature header is missing');
    try {
      return providerEvent(this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookSignature();
      throw err;
    }
  }

  /** Stripe's events come over HTTP (the webhook route), so the handler is never called. */
  setEventHandler(): void {}
}
