import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_TEXTS,
  PAYMENT_TEXTS,
  SANDBOX_ACH_ROUTING_NUMBER,
  SANDBOX_MESSAGES,
  type PaymentIntentAnswer,
} from '@lodestar/contracts';
import { paymentMethods, payments, sandboxIntents } from '../../db/schema/index.ts';
import type { SandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import {
  authenticate,
  billingMails,
  confirmWithCard,
  makeOrder,
  orderRow,
  paymentRow,
  sandboxCard,
} from './billing.test-helper.ts';

const SETTLES = '000123456789';
const FAILS = '000111111116';

let t: TestApp;
let acme: number;
let rivera: number;
const tokens: Record<'admin' | 'dispatch' | 'driver' | 'maria', string> = {} as never;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_ACH_SETTLE_MS: '0' });
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
  ] as const)
    tokens[key] = await signIn(t.app, email);
}, 60_000);
afterAll(() => t.close());

type Who = keyof typeof tokens | null;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(tokens[who]) : {},
    ...(payload && { payload }),
  });
const db = () => t.database.db;
const sandbox = () => t.app.services.payments as SandboxProvider;

async function payNow(orderId: number, who: Who = 'maria', body: object = {}) {
  const res = await call('POST', `/orders/${orderId}/payment-intent`, who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PaymentIntentAnswer;
}
const refresh = (intentId: string, who: Who = 'maria') =>
  call('POST', `/payment-intents/${intentId}/refresh`, who);
const bank = (accountNumber: string) => ({
  ach_routing_number: SANDBOX_ACH_ROUTING_NUMBER,
  ach_account_number: accountNumber,
  confirm: 1,
});
const intentsWithKey = (paymentId: number) =>
  db()
    .select()
    .from(sandboxIntents)
    .where(like(sandboxIntents.idempotencyKey, `payment-${paymentId}-attempt-%`));

describe('paying an order by card', () => {
  it('pays the first payment: the order is paid and its admins get a receipt', async () => {
    const order = await makeOrder(db(), { accountId: rivera }, [12_345]);
    const intent = await payNow(order.id);
    expect(intent).toMatchObject({
      payment_id: order.paymentIds[0],
      provider: 'sandbox',
      amount: 12_345,
      status: 'scheduled',
      payment_method: null,
    });
    expect((await confirmWithCard(t.app, intent, sandboxCard())).json().data.status).toBe('succeeded');
    const res = await refresh(intent.intent_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      order_id: order.id,
      payment_id: order.paymentIds[0],
      status: 'succeeded',
      order_status: 'paid',
      failure_message: null,
    });
    const paid = await orderRow(db(), order.id);
    expect(paid.paidAt).not.toBeNull();
    expect((await paymentRow(db(), order.paymentIds[0]!)).methodType).toBe('card');
    // a family account's admin gets the receipt (decision 0066); the refresh after the event changed nothing
    const mails = await billingMails(db(), order.paymentIds[0]!);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['maria@rivera.test', `Payment received for order #${order.id}`],
    ]);
    expect(mails[0]!.text).toContain('$123.45');
    // a paid order is not payable any more
    const again = await call('POST', `/orders/${order.id}/payment-intent`, 'maria', {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PAYMENT_TEXTS.notPayable);
  });

  it('records a declined card as a failed attempt; paying again makes a new intent for the next attempt', async () => {
    const order = await makeOrder(db(), { accountId: rivera }, [5_000]);
    const first = await payNow(order.id);
    const declined = await confirmWithCard(t.app, first, sandboxCard('declines'));
    expect(declined.json().data).toMatchObject({
      status: 'requires_payment_method',
      last_error: SANDBOX_MESSAGES.declined,
    });
    const res = await refresh(first.intent_id);
    expect(res.json().data).toMatchObject({
      status: 'failed',
      order_status: 'pending-approval',
      failure_message: SANDBOX_MESSAGES.declined,
    });
    const mails = await billingMails(db(), first.payment_id);
    expect(mails.map((m) => m.subject)).toEqual([`Payment failed for order #${order.id}`]);
    expect(mails[0]!.text).toContain(SANDBOX_MESSAGES.declined);

    const second = await payNow(order.id);
    expect(second.intent_id).not.toBe(first.intent_id);
    expect((await paymentRow(db(), first.payment_id)).attempt).toBe(2);
    await confirmWithCard(t.app, second, sandboxCard());
    expect((await refresh(second.intent_id)).json().data).toMatchObject({
      status: 'succeeded',
      order_status: 'paid',
    });
    expect((await intentsWithKey(first.payment_id)).map((i) => i.idempotencyKey).sort()).toEqual([
      `payment-${first.payment_id}-attempt-1`,
      `payment-${first.payment_id}-attempt-2`,
    ]);
  });

  it("gives a try the renewal job started its own intent, not the failed try's left on the payment", async () => {
    const order = await makeOrder(db(), { accountId: rivera, kind: 'renewal', status: 'pending' }, [1_999]);
    const first = await payNow(order.id);
    await confirmWithCard(t.app, first, sandboxCard('declines'));
    expect((await paymentRow(db(), first.payment_id)).status).toBe('failed');
    // the dunning's next try, as the lifecycle starts it: attempt and status on the row, its charge queued
    await db()
      .update(payments)
      .set({ attempt: 2, status: 'scheduled' })
      .where(eq(payments.id, first.payment_id));
    const next = await payNow(order.id);
    expect(next.intent_id).not.toBe(first.intent_id);
    expect((await intentsWithKey(first.payment_id)).map((i) => i.idempotencyKey).sort()).toEqual([
      `payment-${first.payment_id}-attempt-1`,
      `payment-${first.payment_id}-attempt-2`,
    ]);
    expect((await payNow(order.id)).intent_id).toBe(next.intent_id);
  });

  it('waits for a card that needs authentication, then completes it', async () => {
    const order = await makeOrder(db(), { accountId: rivera }, [7_700]);
    const intent = await payNow(order.id);
    expect((await confirmWithCard(t.app, intent, sandboxCard('authenticates'))).json().data.status).toBe(
      'requires_action',
    );
    expect((await refresh(intent.intent_id)).json().data).toMatchObject({
      status: 'requires_action',
      order_status: 'pending-approval',
    });
    // the modal opened again answers the same intent, which still waits for its authentication
    expect((await payNow(order.id)).intent_id).toBe(intent.intent_id);
    expect((await authenticate(t.app, intent, 'complete')).json().data.status).toBe('succeeded');
    expect((await refresh(intent.intent_id)).json().data).toMatchObject({
      status: 'succeeded',
      order_status: 'paid',
    });
    expect(await billingMails(db(), intent.payment_id)).toHaveLength(1);
  });

  it('makes one intent for two submissions at once', async () => {
    const order = await makeOrder(db(), { accountId: rivera }, [9_900]);
    const answers = await Promise.all([payNow(order.id), payNow(order.id), payNow(order.id)]);
    expect(new Set(answers.map((a) => a.intent_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.client_secret)).size).toBe(1);
    expect(await intentsWithKey(order.paymentIds[0]!)).toHaveLength(1);
    // paying it twice at once in the browser too: one succeeds, the other finds the intent already paid
    const confirms = await Promise.all([
      confirmWithCard(t.app, answers[0]!, sandboxCard()),
      confirmWithCard(t.app, answers[1]!, sandboxCard()),
    ]);
    expect(confirms.map((c) => c.statusCode).sort()).toEqual([200, 400]);
    expect(await billingMails(db(), order.paymentIds[0]!)).toHaveLength(1);
  });

  it('keeps a new card when asked, and pays later with a saved one of this account only', async () => {
    const order = await makeOrder(db(), { accountId: rivera }, [1_000]);
    const intent = await payNow(order.id, 'maria', { save_method: true });
    await confirmWithCard(t.app, intent, { ...sandboxCard(), last4: '5556' }, true);
    await refresh(intent.intent_id);
    const [saved] = await db().select().from(paymentMethods).where(eq(paymentMethods.last4, '5556'));
    expect(saved).toMatchObject({ accountId: rivera, type: 'card' });

    const next = await makeOrder(db(), { accountId: rivera }, [2_000]);
    const withSaved = await payNow(next.id, 'maria', { payment_method_id: saved!.id });
    expect(withSaved.payment_method).toBe(saved!.providerMethodId);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-payments/payment-intents/${withSaved.intent_id}/confirm`,
      payload: { client_secret: withSaved.client_secret },
    });
    expect(confirmed.json().data.status).toBe('succeeded');
    expect((await refresh(withSaved.intent_id)).json().data.order_status).toBe('paid');

    const acmeOrder = await makeOrder(db(), { accountId: acme }, [3_000]);
    const foreign = await call('POST', `/orders/${acmeOrder.id}/payment-intent`, 'admin', {
      payment_method_id: saved!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PAYMENT_TEXTS.methodNotFound);
    const [expired] = await db()
      .insert(paymentMethods)
      .values({
        accountId: rivera,
        provider: 'sandbox',
        providerMethodId: 'pm_old',
        brand: 'visa',
        last4: '1111',
        expMonth: 2,
        expYear: 2021,
      })
      .returning();
    const third = await makeOrder(db(), { accountId: rivera }, [3_000]);
    const refused = await call('POST', `/orders/${third.id}/payment-intent`, 'maria', {
      payment_method_id: expired!.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PAYMENT_TEXTS.expiredCard);
  });

  it('refuses orders that cannot be paid now, with the reason', async () => {
    const empty = await makeOrder(db(), { accountId: rivera }, [1_000], { items: 0 });
    const noItems = await call('POST', `/orders/${empty.id}/payment-intent`, 'maria', {});
    expect(noItems.statusCode).toBe(422);
    expect(noItems.json().message).toBe(BILLING_TEXTS.noItems);
    for (const status of ['draft', 'cart', 'cancelled', 'paid', 'ach-requested'] as const) {
      const order = await makeOrder(db(), { accountId: rivera, status }, [1_000]);
      const res = await call('POST', `/orders/${order.id}/payment-intent`, 'maria', {});
      expect(res.statusCode, status).toBe(422);
    }
    const bad = await call('POST', `/orders/${empty.id}/payment-intent`, 'maria', { payment_method_id: 'x' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('paying an order by bank (ACH)', () => {
  it('settles a business account bank payment: processing and ach-requested, then paid', async () => {
    const order = await makeOrder(db(), { accountId: acme }, [40_000]);
    const res = await call(
      'PUT',
      `/orders/${order.id}/payments/${order.paymentIds[0]}`,
      'admin',
      bank(SETTLES),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'processing', order_status: 'ach-requested' });
    expect((await paymentRow(db(), order.paymentIds[0]!)).methodType).toBe('us_bank_account');
    expect(await sandbox().settleDue(new Date(Date.now() + 1000))).toBeGreaterThan(0);
    expect(await paymentRow(db(), order.paymentIds[0]!)).toMatchObject({ status: 'succeeded' });
    expect((await orderRow(db(), order.id)).status).toBe('paid');
    const mails = await billingMails(db(), order.paymentIds[0]!);
    expect(mails.map((m) => m.to)).toEqual(['admin@acme.test']);
    expect(mails[0]!.text).toContain('bank transfer');
  });

  it('makes the order payable again when the bank payment fails to settle, and tells the admins', async () => {
    const order = await makeOrder(db(), { accountId: acme }, [40_000]);
    const res = await call(
      'PUT',
      `/orders/${order.id}/payments/${order.paymentIds[0]}`,
      'admin',
      bank(FAILS),
    );
    expect(res.json().data).toMatchObject({ status: 'processing', order_status: 'ach-requested' });
    await sandbox().settleDue(new Date(Date.now() + 1000));
    expect(await paymentRow(db(), order.paymentIds[0]!)).toMatchObject({
      status: 'failed',
      failureMessage: SANDBOX_MESSAGES.achFailed,
    });
    expect((await orderRow(db(), order.id)).status).toBe('pending');
    expect((await billingMails(db(), order.paymentIds[0]!)).map((m) => m.subject)).toEqual([
      `Payment failed for order #${order.id}`,
    ]);
    // and it can be paid again, by card this time
    const intent = await payNow(order.id, 'admin');
    await confirmWithCard(t.app, intent, sandboxCard());
    expect((await refresh(intent.intent_id, 'admin')).json().data.order_status).toBe('paid');
  });

  it('is for business accounts only, for the payment due, with both numbers', async () => {
    const family = await makeOrder(db(), { accountId: rivera }, [1_000]);
    const refused = await call(
      'PUT',
      `/orders/${family.id}/payments/${family.paymentIds[0]}`,
      'maria',
      bank(SETTLES),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bank payments are for business accounts');
    const order = await makeOrder(db(), { accountId: acme }, [1_000, 1_000]);
    const notDue = await call(
      'PUT',
      `/orders/${order.id}/payments/${order.paymentIds[1]}`,
      'admin',
      bank(SETTLES),
    );
    expect(notDue.statusCode).toBe(422);
    expect(notDue.json().message).toBe(PAYMENT_TEXTS.notThePaymentDue);
    const other = await call(
      'PUT',
      `/orders/${order.id}/payments/${family.paymentIds[0]}`,
      'admin',
      bank(SETTLES),
    );
    expect(other.statusCode).toBe(404);
    const short = await call('PUT', `/orders/${order.id}/payments/${order.paymentIds[0]}`, 'admin', {
      ...bank(SETTLES),
      ach_routing_number: '1234',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.ach_routing_number).toContain('The routing number has 9 digits');
    const unknownBank = await call('PUT', `/orders/${order.id}/payments/${order.paymentIds[0]}`, 'admin', {
      ...bank(SETTLES),
      ach_routing_number: '021000021',
    });
    expect(unknownBank.statusCode).toBe(422);
    expect(unknownBank.json().message).toBe(SANDBOX_MESSAGES.notTestBank);
    expect((await paymentRow(db(), order.paymentIds[0]!)).status).toBe('scheduled');
  });
});

describe('the approve page pays without a session', () => {
  it('pays by card through the uuid, with a new card only', async () => {
    const order = await makeOrder(db(), { accountId: rivera }, [4_200]);
    const res = await call('POST', `/public-orders/${order.uuid}/payment-intent`, null, {});
    expect(res.statusCode, res.body).toBe(200);
    const intent = res.json().data as PaymentIntentAnswer;
    await confirmWithCard(t.app, intent, sandboxCard());
    const done = await call(
      'POST',
      `/public-orders/${order.uuid}/payment-intents/${intent.intent_id}/refresh`,
      null,
    );
    expect(done.json().data).toMatchObject({ status: 'succeeded', order_status: 'paid' });
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.accountId, rivera));
    const saved = await call('POST', `/public-orders/${order.uuid}/payment-intent`, null, {
      payment_method_id: method!.id,
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe(PAYMENT_TEXTS.savedMethodNeedsSignIn);
  });

  it('takes a business account bank payment, refuses a family one', async () => {
    const order = await makeOrder(db(), { accountId: acme }, [8_000]);
    const res = await call(
      'PUT',
      `/public-orders/${order.uuid}/payments/${order.paymentIds[0]}`,
      null,
      bank(SETTLES),
    );
    expect(res.json().data).toMatchObject({ status: 'processing', order_status: 'ach-requested' });
    const family = await makeOrder(db(), { accountId: rivera }, [8_000]);
    const refused = await call(
      'PUT',
      `/public-orders/${family.uuid}/payments/${family.paymentIds[0]}`,
      null,
      bank(SETTLES),
    );
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for unknown, malformed and unsent uuids, and for another order's intent", async () => {
    const draft = await makeOrder(db(), { accountId: rivera, status: 'draft' }, [1_000]);
    for (const uuid of [draft.uuid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call('POST', `/public-orders/${uuid}/payment-intent`, null, {})).statusCode).toBe(404);
      expect((await call('PUT', `/public-orders/${uuid}/payments/1`, null, bank(SETTLES))).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/public-orders/${uuid}/payment-intents/pi_x/refresh`, null)).statusCode,
      ).toBe(404);
    }
    const a = await makeOrder(db(), { accountId: rivera }, [1_000]);
    const b = await makeOrder(db(), { accountId: rivera }, [1_000]);
    const intent = (await call('POST', `/public-orders/${a.uuid}/payment-intent`, null, {})).json().data;
    const cross = await call(
      'POST',
      `/public-orders/${b.uuid}/payment-intents/${intent.intent_id}/refresh`,
      null,
    );
    expect(cross.statusCode).toBe(404);
  });
});

describe('who may pay', () => {
  it('is the account admins: 403 for the all and devices roles, 404 for other accounts, 401 signed out', async () => {
    const order = await makeOrder(db(), { accountId: acme }, [1_000]);
    const intent = await payNow(order.id, 'admin');
    const routes: ['POST' | 'PUT', string, object | undefined][] = [
      ['POST', `/orders/${order.id}/payment-intent`, {}],
      ['PUT', `/orders/${order.id}/payments/${order.paymentIds[0]}`, bank(SETTLES)],
      ['POST', `/payment-intents/${intent.intent_id}/refresh`, undefined],
    ];
    for (const [method, url, body] of routes) {
      const all = await call(method, url, 'dispatch', body);
      expect(all.statusCode, url).toBe(403);
      expect(all.json().message).toBe(PAYMENT_TEXTS.adminsOnly);
      const devices = await call(method, url, 'driver', body);
      expect(devices.statusCode, url).toBe(403);
      expect(devices.json().message).toBe(BILLING_TEXTS.billingRoleRefused);
      expect((await call(method, url, 'maria', body)).statusCode, url).toBe(404);
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
    }
    expect((await call('POST', '/orders/abc/payment-intent', 'admin', {})).statusCode).toBe(404);
    expect((await call('POST', '/orders/99999999/payment-intent', 'admin', {})).statusCode).toBe(404);
    expect((await call('PUT', `/orders/${order.id}/payments/abc`, 'admin', bank(SETTLES))).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/payment-intents/pi_unknown/refresh', 'admin')).statusCode).toBe(404);
    // an internal admin pays for any account (as its admin would)
    const ops = await signIn(t.app, 'ops@lodestar.test');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment-intent`,
      headers: bearer(ops),
      payload: {},
    });
    expect(res.json().data.intent_id).toBe(intent.intent_id);
  });
});
