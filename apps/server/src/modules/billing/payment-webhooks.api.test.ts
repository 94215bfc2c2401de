import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidWebhookSignature, type ProviderEvent } from '../../integrations/payments/payment-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import {
  billingMails,
  confirmWithCard,
  makeOrder,
  newEventId,
  orderRow,
  paymentRow,
  sandboxCard,
  storedEvents,
} from './billing.test-helper.ts';

let t: TestApp;
let rivera: number;
let maria: string;
/** The raw bodies the verifier was handed, to check they arrive byte for byte. */
const seen: Buffer[] = [];
beforeAll(async () => {
  t = await createTestApp();
  rivera = t.demo.accounts.rivera;
  maria = await signIn(t.app, 'maria@rivera.test');
  const provider = t.app.services.payments;
  // Stripe's signature check, stood in for: 'good' signs any body, which names its event as Stripe's would
  provider.verifyWebhook = (raw: Buffer, signature: string | undefined): ProviderEvent => {
    seen.push(raw);
    if (signature !== 't=1,v1=good') throw new InvalidWebhookSignature();
    const body = JSON.parse(raw.toString('utf8')) as {
      id: string;
      type: string;
      data: { object: { id: string } };
    };
    return { id: body.id, type: body.type, intentId: body.data.object.id };
  };
  // the sandbox's own callbacks are left out, so each outcome comes only through the webhook here
  provider.setEventHandler(async () => {});
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
const stripeEvent = (id: string, type: string, intentId: string) =>
  `{\n  "id": "${id}",\n  "object": "event",\n  "type": "${type}",\n  "data": { "object": { "id": "${intentId}" } }\n}`;
const deliver = (body: string, signature = 't=1,v1=good', contentType = 'application/json; charset=utf-8') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment-webhooks/stripe',
    headers: { 'content-type': contentType, 'stripe-signature': signature },
    payload: body,
  });

/** An order paid in the browser whose outcome has reached no one yet. */
async function paidInBrowser(card = sandboxCard()) {
  const order = await makeOrder(db(), { accountId: rivera }, [6_000]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/payment-intent`,
    headers: bearer(maria),
    payload: {},
  });
  const intent = res.json().data;
  await confirmWithCard(t.app, intent, card);
  return { order, intent };
}

describe('POST /api/payment-webhooks/stripe', () => {
  it('applies an event once: a repeat answers 200 and changes nothing, and one receipt is mailed', async () => {
    const { order, intent } = await paidInBrowser();
    expect((await paymentRow(db(), intent.payment_id)).status).toBe('scheduled');
    const body = stripeEvent(newEventId(), 'payment_intent.succeeded', intent.intent_id);
    const first = await deliver(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(seen.at(-1)!.toString('utf8')).toBe(body);
    expect((await orderRow(db(), order.id)).status).toBe('paid');
    const [again, andAgain] = await Promise.all([deliver(body), deliver(body)]);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(andAgain.json()).toEqual({ received: true, duplicate: true });
    expect(await billingMails(db(), intent.payment_id)).toHaveLength(1);
    // a second event about the same outcome is stored, and changes nothing either
    const other = await deliver(stripeEvent(newEventId(), 'payment_intent.succeeded', intent.intent_id));
    expect(other.json()).toEqual({ received: true });
    const events = (await storedEvents(db())).filter((e) => e.intentId === intent.intent_id);
    expect(events.map((e) => e.outcome).sort()).toEqual(['applied', 'no-change']);
    expect(await billingMails(db(), intent.payment_id)).toHaveLength(1);
  });

  it("records a decline with the provider's reason", async () => {
    const { order, intent } = await paidInBrowser(sandboxCard('declines'));
    const res = await deliver(stripeEvent(newEventId(), 'payment_intent.payment_failed', intent.intent_id));
    expect(res.statusCode).toBe(200);
    expect(await paymentRow(db(), intent.payment_id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect((await orderRow(db(), order.id)).status).toBe('pending-approval');
    expect(await billingMails(db(), intent.payment_id)).toHaveLength(1);
  });

  it('answers 200 for an event about an intent we do not know, and records it as such', async () => {
    const id = newEventId();
    const res = await deliver(stripeEvent(id, 'payment_intent.succeeded', 'pi_someone_elses'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [event] = (await storedEvents(db())).filter((e) => e.eventId === id);
    expect(event).toMatchObject({
      provider: 'sandbox',
      outcome: 'unknown-intent',
      intentId: 'pi_someone_elses',
    });
    // an event type we do not act on is stored and ignored
    const ignored = newEventId();
    expect((await deliver(stripeEvent(ignored, 'charge.refunded', 'ch_1'))).statusCode).toBe(200);
    expect((await storedEvents(db())).find((e) => e.eventId === ignored)!.outcome).toBe('ignored');
  });

  it('refuses a bad signature with 400 and stores nothing', async () => {
    const id = newEventId();
    const res = await deliver(stripeEvent(id, 'payment_intent.succeeded', 'pi_x'), 't=1,v1=forged');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The webhook signature does not match');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    // a body that is not JSON at all still reaches the signature check (and fails it there)
    expect((await deliver('not json', 't=1,v1=forged', 'text/plain')).statusCode).toBe(400);
    expect((await storedEvents(db())).some((e) => e.eventId === id)).toBe(false);
  });
});
