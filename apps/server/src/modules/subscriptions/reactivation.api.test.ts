import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { billingLifecycleOf } from '../billing-lifecycle/billing-lifecycle.plugin.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { REACTIVATION_TEXTS } from './reactivation.service.ts';
import { subscriptionEffects } from './subscription-effects-impl.ts';
import {
  addDefaultCard,
  ANNUAL,
  insertSubscription,
  MONTHLY,
  noticesOf,
  ordersOf,
  paymentsOf,
  queuedCharges,
  servicePlanFor,
  settleCharge,
  subscriptionRow,
  signInBillingUsers,
} from './subscriptions.test-helper.ts';

const DAY = 86_400_000;

describe('reactivate a cancelled subscription', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof signInBillingUsers>>;
  let account: number;
  let trackers: number[];

  beforeAll(async () => {
    t = await createTestApp();
    // the tests queue charges and settle them by hand: neither the outbox (which would send the charge and settle
    // it too, racing the test's settlement) nor the lifecycle job's sweeps may act meanwhile
    await billingLifecycleOf(t.app.services).stop();
    await t.app.services.outbox.stop();
    tokens = await signInBillingUsers(t.app);
    account = t.demo.accounts.acme;
    trackers = t.demo.devices.acme.slice(10, 20);
    for (const tracker of trackers) await servicePlanFor(t.database.db, tracker);
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const reactivate = (
    id: number | string,
    body: unknown = { months: 12 },
    token: string | null = tokens.admin!,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/reactivation`,
      headers: token ? bearer(token) : {},
      payload: body as object,
    });
  const cancelled = (tracker: number) =>
    insertSubscription(db(), {
      accountId: account,
      deviceId: tracker,
      status: 'cancelled',
      startAt: new Date(Date.now() - 90 * DAY),
      cancelAt: new Date(Date.now() - 5 * DAY),
    });

  it('says so when the account has no usable payment method', async () => {
    const id = await cancelled(trackers[0]!);
    const res = await reactivate(id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(REACTIVATION_TEXTS.noMethod);
    expect(BILLING_TEXTS.noPaymentMethod.startsWith(REACTIVATION_TEXTS.noMethod)).toBe(true);
    // an expired default card cannot pay either
    await addDefaultCard(db(), account, { month: 1, year: 2020 });
    expect((await reactivate(id)).json().message).toBe(REACTIVATION_TEXTS.noMethod);
    expect(await queuedCharges(db())).toHaveLength(0);
    await addDefaultCard(db(), account);
  });

  it('makes a pending subscription and a reactivation order charged once, active from the payment', async () => {
    const old = await cancelled(trackers[1]!);
    const res = await reactivate(old, { months: 12 });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      status: 'pending',
      reactivated_from_id: old,
      months: 12,
      renewal_months: 12,
      actual_price: ANNUAL,
      renewal_price: ANNUAL,
      devices: [{ id: trackers[1] }],
      most_recent_order: { months: 12 },
    });
    const [order] = await ordersOf(db(), old);
    expect(order).toMatchObject({ kind: 'reactivation', status: 'pending', billingTerm: 'up-front' });
    const [payment] = await paymentsOf(db(), order!.id);
    expect(payment).toMatchObject({ amount: ANNUAL, attempt: 1, status: 'scheduled' });
    expect(await queuedCharges(db())).toEqual([{ paymentId: payment!.id, attempt: 1 }]);

    // asked again (a second click, another tab): the same subscription, no second charge
    const again = await reactivate(old, { months: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(created.id);
    expect(await queuedCharges(db())).toHaveLength(1);
    expect(await ordersOf(db(), old)).toHaveLength(1);

    const paidAt = new Date();
    await settleCharge(db(), subscriptionEffects, payment!.id, 'succeeded', paidAt);
    const now = await subscriptionRow(db(), created.id);
    expect(now).toMatchObject({ status: 'active', startAt: paidAt });
    expect(now.renewalDate!.getTime() - paidAt.getTime()).toBeGreaterThanOrEqual(365 * DAY);
    expect((await subscriptionRow(db(), old)).status).toBe('cancelled');
    // the business account's admin is told
    expect((await noticesOf(db(), 'reactivated')).map((m) => m.to)).toEqual(['admin@acme.test']);
    // the tracker now has a newer subscription: the old one cannot be reactivated again
    const late = await reactivate(old);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(REACTIVATION_TEXTS.newerExists);
  });

  it('stays pending while its charge fails, and tries the charge again when asked again', async () => {
    const old = await cancelled(trackers[2]!);
    const created = (await reactivate(old, { months: 1 })).json().data;
    expect(created.actual_price).toBe(MONTHLY);
    const [order] = await ordersOf(db(), old);
    const [payment] = await paymentsOf(db(), order!.id);
    await settleCharge(db(), subscriptionEffects, payment!.id, 'failed', new Date());
    expect((await subscriptionRow(db(), created.id)).status).toBe('pending');

    const before = (await queuedCharges(db())).length;
    const retry = await reactivate(old, { months: 1 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(created.id);
    expect((await queuedCharges(db())).slice(before)).toEqual([{ paymentId: payment!.id, attempt: 2 }]);
    expect((await paymentsOf(db(), order!.id))[0]).toMatchObject({ status: 'scheduled', attempt: 2 });
  });

  it('refuses what cannot be reactivated', async () => {
    const live = await insertSubscription(db(), {
      accountId: account,
      deviceId: trackers[3]!,
      status: 'active',
    });
    expect((await reactivate(live)).json().message).toBe(REACTIVATION_TEXTS.onlyCancelled);
    const archived = await insertSubscription(db(), {
      accountId: account,
      deviceId: trackers[3]!,
      status: 'archived',
    });
    expect((await reactivate(archived)).statusCode).toBe(422);
    const orphan = await insertSubscription(db(), {
      accountId: account,
      deviceId: null,
      status: 'cancelled',
    });
    const res = await reactivate(orphan);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(REACTIVATION_TEXTS.noTracker);
  });

  it('refuses bad input, no session, another account, and members who are not admins', async () => {
    const id = await cancelled(trackers[4]!);
    for (const body of [{ months: 6 }, { months: '12' }, {}, { months: 1.5 }]) {
      const res = await reactivate(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await reactivate(id, { months: 1 }, null)).statusCode).toBe(401);
    expect((await reactivate(id, { months: 1 }, tokens.maria!)).statusCode).toBe(404);
    expect((await reactivate(id, { months: 1 }, tokens.dispatch!)).statusCode).toBe(403);
    expect((await reactivate(id, { months: 1 }, tokens.driver!)).statusCode).toBe(403);
    expect((await reactivate('x', { months: 1 })).statusCode).toBe(404);
    expect(await ordersOf(db(), id)).toHaveLength(0);
  });
});
