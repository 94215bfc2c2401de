import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeKey,
  InvalidWebhookSignature,
  NoSuchProviderObject,
  PaymentDeclined,
} from '../payment-provider.ts';
import { fakeStripeApi } from './fake-stripe-api.test-helper.ts';
import { StripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_lodestar';
let fake: Awaited<ReturnType<typeof fakeStripeApi>>;
let stripe: StripeProvider;

beforeAll(async () => {
  fake = await fakeStripeApi();
  stripe = new StripeProvider({
    secretKey: 'sk_test_lodestar',
    publishableKey: 'pk_test_lodestar',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
});

const lastRequest = (path: string) => fake.requests.filter((r) => r.path === path).at(-1)!;

describe('the Stripe adapter against a local fake of the API', () => {
  it('makes the account’s customer once', async () => {
    const input = { accountId: 7, name: 'Acme Logistics', email: 'billing@acme.test' };
    const id = await stripe.createCustomer(input);
    expect(id).toMatch(/^cus_/);
    expect(await stripe.createCustomer(input)).toBe(id);
    expect(lastRequest('/v1/customers')).toMatchObject({
      idempotencyKey: 'customer-account-7',
      params: { name: 'Acme Logistics', email: 'billing@acme.test', metadata: { account_id: '7' } },
    });
    expect(stripe).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_lodestar' });
  });

  it('creates and retrieves a payment intent; a repeated key answers the same intent', async () => {
    const input = {
      amount: 12_345,
      customerId: 'cus_fake_x',
      idempotencyKey: chargeKey(10, 1),
      methodTypes: ['card' as const, 'us_bank_account' as const],
      metadata: { payment_id: '10' },
      setupFutureUsage: true,
    };
    const pi = await stripe.createPaymentIntent(input);
    expect(pi).toMatchObject({
      status: 'requires_payment_method',
      amount: 12_345,
      paymentMethodId: null,
      lastError: null,
      metadata: { payment_id: '10' },
    });
    expect(pi.clientSecret.startsWith(`${pi.id}_secret_`)).toBe(true);
    expect(lastRequest('/v1/payment_intents')).toMatchObject({
      idempotencyKey: 'payment-10-attempt-1',
      params: {
        currency: 'usd',
        automatic_payment_methods: { enabled: 'false' },
        allowed_payment_method_types: { 0: 'card', 1: 'us_bank_account' },
        setup_future_usage: 'off_session',
      },
    });
    const again = await stripe.createPaymentIntent(input);
    expect(again.id).toBe(pi.id);
    expect(fake.requests.filter((r) => r.idempotencyKey === 'payment-10-attempt-1')).toHaveLength(2);
    expect(await stripe.retrievePaymentIntent(pi.id)).toEqual(pi);
    await expect(stripe.retrievePaymentIntent('pi_missing')).rejects.toBeInstanceOf(NoSuchProviderObject);
  });

  it('charges a saved card off session at once', async () => {
    const pi = await stripe.createPaymentIntent({
      amount: 2_500,
      customerId: 'cus_fake_x',
      idempotencyKey: chargeKey(11, 1),
      methodTypes: ['card'],
      metadata: {},
      offSession: { paymentMethodId: 'pm_card_visa' },
    });
    expect(pi).toMatchObject({ status: 'succeeded', paymentMethodId: 'pm_card_visa' });
    expect(lastRequest('/v1/payment_intents').params).toMatchObject({ off_session: 'true', confirm: 'true' });
  });

  it('surfaces an off-session decline with Stripe’s message, the same for a retry of the attempt', async () => {
    const charge = () =>
      stripe.createPaymentIntent({
        amount: 2_500,
        customerId: 'cus_fake_x',
        idempotencyKey: chargeKey(12, 1),
        methodTypes: ['card'],
        metadata: {},
        offSession: { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' },
      });
    const first = (await charge().catch((e: unknown) => e)) as PaymentDeclined;
    expect(first).toBeInstanceOf(PaymentDeclined);
    expect(first.message).toBe('Your card has insufficient funds.');
    expect(first.intent).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card has insufficient funds.',
    });
    const retry = (await charge().catch((e: unknown) => e)) as PaymentDeclined;
    expect(retry.intent?.id).toBe(first.intent?.id);
  });

  it('makes an off-session setup intent for saving a card', async () => {
    const si = await stripe.createSetupIntent({
      customerId: 'cus_fake_x',
      idempotencyKey: 'setup-account-7-1',
    });
    expect(si).toMatchObject({
      status: 'requires_payment_method',
      customerId: 'cus_fake_x',
      paymentMethodId: null,
    });
    expect(lastRequest('/v1/setup_intents')).toMatchObject({
      idempotencyKey: 'setup-account-7-1',
      params: { usage: 'off_session', allowed_payment_method_types: { 0: 'card' } },
    });
    expect(await stripe.retrieveSetupIntent(si.id)).toEqual(si);
    expect(await stripe.retrievePaymentMethod('pm_card_mastercard')).toMatchObject({
      type: 'card',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
    });
    await stripe.detachPaymentMethod('pm_card_mastercard');
    expect(lastRequest('/v1/payment_methods/pm_card_mastercard/detach').idempotencyKey).toBe(
      'detach-pm_card_mastercard',
    );
    await expect(stripe.retrievePaymentMethod('pm_nope')).rejects.toBeInstanceOf(NoSuchProviderObject);
  });

  it('pays by bank: a company’s us_bank_account method and the online mandate', async () => {
    const pi = await stripe.createPaymentIntent({
      amount: 50_000,
      customerId: 'cus_fake_x',
      idempotencyKey: chargeKey(13, 1),
      methodTypes: ['card', 'us_bank_account'],
      metadata: {},
    });
    const bank = { routingNumber: '110000000', accountNumber: '000123456789', holderName: 'Acme Logistics' };
    const acceptance = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0' };
    const paid = await stripe.confirmBankPayment(pi.id, { ...bank, acceptance });
    expect(paid).toMatchObject({ id: pi.id, status: 'processing', nextActionUrl: null });
    expect(lastRequest('/v1/payment_methods').params).toEqual({
      type: 'us_bank_account',
      us_bank_account: {
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_type: 'company',
      },
      billing_details: { name: 'Acme Logistics' },
    });
    expect(lastRequest(`/v1/payment_intents/${pi.id}/confirm`)).toMatchObject({
      idempotencyKey: `confirm-bank-${pi.id}-${paid.paymentMethodId}`,
      params: {
        payment_method: paid.paymentMethodId,
        mandate_data: {
          customer_acceptance: {
            type: 'online',
            online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' },
          },
        },
      },
    });
    expect(await stripe.retrievePaymentMethod(paid.paymentMethodId!)).toMatchObject({
      type: 'us_bank_account',
      last4: '6789',
      expMonth: null,
    });
    // the intent is past confirming now: Stripe's refusal is the customer's to read
    await expect(stripe.confirmBankPayment(pi.id, bank)).rejects.toBeInstanceOf(PaymentDeclined);
    const typo = await stripe.createPaymentIntent({
      ...{ amount: 100, customerId: 'cus_fake_x', metadata: {} },
      idempotencyKey: 'k-typo',
      methodTypes: ['us_bank_account'],
    });
    await expect(stripe.confirmBankPayment(typo.id, { ...bank, routingNumber: '1100' })).rejects.toThrow(
      'Routing number must have 9 digits',
    );
  });
});

describe('webhooks', () => {
  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_123', object: 'payment_intent', status: 'succeeded' } },
  };
  const signed = (payload: string) =>
    new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  it('accepts a signed event and names its intent (a charge’s event through its payment intent)', () => {
    const payload = JSON.stringify(event);
    expect(stripe.verifyWebhook(Buffer.from(payload), signed(payload))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: 'pi_123',
    });
    const charge = JSON.stringify({
      ...event,
      id: 'evt_2',
      type: 'charge.failed',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_456' } },
    });
    expect(stripe.verifyWebhook(Buffer.from(charge), signed(charge)).intentId).toBe('pi_456');
  });

  it('refuses a tampered body, another secret’s signature and a missing header', () => {
    const payload = JSON.stringify(event);
    const header = signed(payload);
    const tampered = payload.replace('succeeded', 'failed');
    expect(() => stripe.verifyWebhook(Buffer.from(tampered), header)).toThrow(InvalidWebhookSignature);
    const other = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    expect(() => stripe.verifyWebhook(Buffer.from(payload), other)).toThrow(InvalidWebhookSignature);
    expect(() => stripe.verifyWebhook(Buffer.from(payload), undefined)).toThrow(InvalidWebhookSignature);
  });
});
