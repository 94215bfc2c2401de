import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentAnswer } from '@lodestar/contracts';
import { fakeStripeApi } from '../../integrations/payments/stripe/fake-stripe-api.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import {
  billingMails,
  makeOrder,
  newEventId,
  orderRow,
  paymentRow,
  storedEvents,
} from './billing.test-helper.ts';

// Billing with Stripe configured (the SDK pointed at a local fake of Stripe's API): Pay Now makes a real
// PaymentIntent there, the browser's confirmation is stood in for by a call to the fake, and the outcome comes back
// as a webhook signed as Stripe signs them, read from the raw body.
const WEBHOOK_SECRET = 'whsec_test_billing';
let fake: Awaited<ReturnType<typeof fakeStripeApi>>;
let t: TestApp;
let maria: string;
beforeAll(async () => {
  fake = await fakeStripeApi();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_billing',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  maria = await signIn(t.app, 'maria@rivera.test');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.database.db;
const stripe = new Stripe('sk_test_billing');
/** An event as Stripe would POST it, pretty-printed as Stripe sends it (the signature is over these exact bytes). */
const eventBody = (id: string, type: string, intentId: string) =>
  JSON.stringify(
    { id, object: 'event', type, data: { object: { id: intentId, object: 'payment_intent' } } },
    null,
    2,
  );
const deliver = (
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment-webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });

/** What Stripe.js does in the browser with the client secret: confirms the intent with a test card. */
async function confirmInBrowser(intentId: string, paymentMethod: string) {
  const res = await fetch(`${fake.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_billing', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_method: paymentMethod }),
  });
  return res.status;
}

describe('Stripe webhooks (POST /api/payment-webhooks/stripe)', () => {
  it('names Stripe and its publishable key to the card form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.json().data).toEqual({ provider: 'stripe', publishable_key: 'pk_test_billing' });
  });

  it('records a signed succeeded event once; a repeat answers duplicate', async () => {
    const order = await makeOrder(db(), { accountId: t.demo.accounts.rivera }, [15_000]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment-intent`,
      headers: bearer(maria),
      payload: {},
    });
    const intent = res.json().data as PaymentIntentAnswer;
    expect(intent).toMatchObject({ provider: 'stripe', intent_id: expect.stringMatching(/^pi_/) });
    const created = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(created?.idempotencyKey).toBe(`payment-${order.paymentIds[0]}-attempt-1`);
    expect(await confirmInBrowser(intent.intent_id, 'pm_card_visa')).toBe(200);

    const body = eventBody(newEventId(), 'payment_intent.succeeded', intent.intent_id);
    const first = await deliver(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await orderRow(db(), order.id)).status).toBe('paid');
    expect(await paymentRow(db(), intent.payment_id)).toMatchObject({
      status: 'succeeded',
      methodType: 'card',
    });
    expect((await deliver(body)).json()).toEqual({ received: true, duplicate: true });
    expect(await billingMails(db(), intent.payment_id)).toHaveLength(1);
    expect((await storedEvents(db())).find((e) => e.intentId === intent.intent_id)).toMatchObject({
      provider: 'stripe',
      outcome: 'applied',
    });
  });

  it('records a decline with Stripe’s message', async () => {
    const order = await makeOrder(db(), { accountId: t.demo.accounts.rivera }, [2_000]);
    const intent = (
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/payment-intent`,
        headers: bearer(maria),
        payload: {},
      })
    ).json().data as PaymentIntentAnswer;
    await confirmInBrowser(intent.intent_id, 'pm_card_chargeDeclined');
    await deliver(eventBody(newEventId(), 'payment_intent.payment_failed', intent.intent_id));
    expect(await paymentRow(db(), intent.payment_id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
  });

  it('answers 200 to an event about an intent we do not know', async () => {
    const res = await deliver(eventBody(newEventId(), 'payment_intent.succeeded', 'pi_not_ours'));
    expect(res.statusCode).toBe(200);
    expect((await storedEvents(db())).find((e) => e.intentId === 'pi_not_ours')!.outcome).toBe(
      'unknown-intent',
    );
  });

  it('refuses a forged signature, a body changed after signing, and no signature', async () => {
    const body = eventBody(newEventId(), 'payment_intent.succeeded', 'pi_x');
    const forged = stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' });
    expect((await deliver(body, forged)).statusCode).toBe(400);
    const signed = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    expect((await deliver(JSON.stringify(JSON.parse(body)), signed)).statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(none.statusCode).toBe(400);
  });
});
