import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, orderSubscriptions, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { SUBSCRIPTION_STATUS_TEXTS } from './subscription-status.service.ts';
import {
  insertSubscription,
  MONTHLY,
  ordersOf,
  paymentsOf,
  servicePlanFor,
  subscriptionRow,
  signInBillingUsers,
} from './subscriptions.test-helper.ts';

const DAY = 86_400_000;

describe('cancel and activate a subscription', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof signInBillingUsers>>;
  let account: number;
  let tracker: number;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInBillingUsers(t.app);
    account = t.demo.accounts.acme;
    tracker = t.demo.devices.acme[5]!;
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const cancel = (
    id: number | string,
    token: string | null = tokens.admin!,
    status: unknown = 'pending-cancellation',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${id}/status`,
      headers: token ? bearer(token) : {},
      payload: { status },
    });
  const activate = (id: number | string, token: string | null = tokens.admin!) =>
    t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/activation`,
      headers: token ? bearer(token) : {},
    });
  const active = (renewsInDays = 10) =>
    insertSubscription(db(), {
      accountId: account,
      deviceId: tracker,
      startAt: new Date(Date.now() - 20 * DAY),
      renewalDate: new Date(Date.now() + renewsInDays * DAY),
    });

  it('cancels an active subscription at the end of its paid period, and activates it again before then', async () => {
    const id = await active();
    const renewal = (await subscriptionRow(db(), id)).renewalDate!;
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      status: 'pending-cancellation',
      cancel_at: renewal.toISOString(),
    });

    const again = await cancel(id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(SUBSCRIPTION_STATUS_TEXTS.cancelOnlyActive);

    const back = await activate(id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      id,
      status: 'active',
      cancel_at: null,
      renewal_date: renewal.toISOString(),
    });
    const twice = await activate(id);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(SUBSCRIPTION_STATUS_TEXTS.activateOnlyCancelling);
  });

  it('refuses to cancel while the renewal is due, and to activate once the period has ended', async () => {
    const due = await active(-1);
    const res = await cancel(due);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SUBSCRIPTION_STATUS_TEXTS.renewing);

    const ended = await insertSubscription(db(), {
      accountId: account,
      deviceId: tracker,
      status: 'pending-cancellation',
      renewalDate: new Date(Date.now() - DAY),
      cancelAt: new Date(Date.now() - DAY),
    });
    const late = await activate(ended);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(SUBSCRIPTION_STATUS_TEXTS.alreadyEnded);
  });

  it('refuses to cancel a pending, pending-renewal or cancelled subscription', async () => {
    for (const status of ['pending', 'pending-renewal', 'cancelled', 'archived'] as const) {
      const id = await insertSubscription(db(), { accountId: account, deviceId: tracker, status });
      const res = await cancel(id);
      expect(res.statusCode, status).toBe(422);
      expect((await subscriptionRow(db(), id)).status).toBe(status);
    }
  });

  it('cancels a blocked subscription at once and withdraws its unpaid renewal', async () => {
    const productId = await servicePlanFor(db(), tracker);
    const renewalDate = new Date(Date.now() - 10 * DAY);
    const id = await insertSubscription(db(), {
      accountId: account,
      deviceId: tracker,
      status: 'blocked',
      renewalDate,
      productId,
    });
    const [order] = await db()
      .insert(orders)
      .values({
        accountId: account,
        kind: 'renewal',
        status: 'pending',
        subscriptionId: id,
        periodStart: renewalDate,
      })
      .returning({ id: orders.id });
    await db()
      .insert(orderItems)
      .values({ orderId: order!.id, productId, quantity: 1, unitPrice: MONTHLY, months: 1 });
    await db().insert(orderSubscriptions).values({ orderId: order!.id, subscriptionId: id });
    await db().insert(payments).values({
      orderId: order!.id,
      number: 1,
      amount: MONTHLY,
      dueDate: renewalDate,
      status: 'failed',
      attempt: 4,
    });

    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', renewal_date: null });
    const [withdrawn] = await ordersOf(db(), id);
    expect(withdrawn!.status).toBe('cancelled');
    expect((await paymentsOf(db(), order!.id))[0]!.status).toBe('cancelled');
  });

  it('refuses bad input, no session, another account, and members who are not admins', async () => {
    const id = await active();
    for (const status of ['cancelled', 'active', 1, null]) {
      const res = await cancel(id, tokens.admin, status);
      expect(res.statusCode, String(status)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await cancel('abc')).statusCode).toBe(404);
    expect((await activate('0')).statusCode).toBe(404);
    expect((await cancel(id, null)).statusCode).toBe(401);
    expect((await activate(id, null)).statusCode).toBe(401);
    expect((await cancel(id, tokens.maria)).statusCode).toBe(404);
    expect((await activate(id, tokens.maria)).statusCode).toBe(404);
    for (const token of [tokens.dispatch, tokens.driver]) {
      expect((await cancel(id, token)).statusCode).toBe(403);
      expect((await activate(id, token)).statusCode).toBe(403);
    }
    expect((await subscriptionRow(db(), id)).status).toBe('active');
  });
});
