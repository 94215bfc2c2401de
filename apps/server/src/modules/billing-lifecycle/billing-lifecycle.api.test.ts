import { eq } from 'drizzle-orm';
import { addMonths } from '@lodestar/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, outbox, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { subscriptionEffects } from '../subscriptions/subscription-effects-impl.ts';
import {
  insertSubscription,
  MONTHLY,
  noticesOf,
  ordersOf,
  paymentsOf,
  queuedCharges,
  settleCharge,
  subscriptionRow,
} from '../subscriptions/subscriptions.test-helper.ts';
import { billingLifecycleOf } from './billing-lifecycle.plugin.ts';
import { at, lifecycleFixture, T0, type LifecycleFixture } from './billing-lifecycle.test-helper.ts';

// Every move of a subscription's life on a fake clock. The app's own sweeps and outbox are stopped: the test
// sweeps at the times it chooses, and stands in for the payment outcome (settleCharge) where a charge would answer.
describe('the billing lifecycle job on a fake clock', () => {
  let t: TestApp;
  let f: LifecycleFixture;
  const db = () => t.database.db;
  const sweep = (now: Date) => billingLifecycleOf(t.app.services).sweep(now);

  beforeAll(async () => {
    t = await createTestApp();
    await billingLifecycleOf(t.app.services).stop();
    await t.app.services.outbox.stop();
    // the demo's own pending cancellations end long before the fake clock's dates: done with before the tests
    await sweep(at(400));
    await db().delete(outbox);
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    f = await lifecycleFixture(t.database);
  });

  const active = (tracker: number, renewalDate = T0, fields = {}) =>
    insertSubscription(db(), {
      accountId: f.business,
      deviceId: tracker,
      productId: f.productId,
      startAt: addMonths(renewalDate, -1),
      renewalDate,
      ...fields,
    });
  /** The renewal order of the subscription's current period and its one payment. */
  const renewalOf = async (subscriptionId: number) => {
    const list = await ordersOf(db(), subscriptionId);
    expect(list).toHaveLength(1);
    const [payment] = await paymentsOf(db(), list[0]!.id);
    return { order: list[0]!, payment: payment! };
  };
  const chargesOf = async (paymentId: number) =>
    (await queuedCharges(db())).filter((c) => c.paymentId === paymentId).map((c) => c.attempt);

  it('renews at the renewal date once, and a paid renewal moves the period on', async () => {
    const id = await active(f.trackers[0]!);
    expect((await sweep(at(-1 / 24))).renewed).toBe(0);
    expect((await sweep(T0)).renewed).toBe(1);
    expect((await sweep(T0)).renewed).toBe(0);
    const { order, payment } = await renewalOf(id);
    expect(order).toMatchObject({
      kind: 'renewal',
      status: 'pending',
      periodStart: T0,
      billingTerm: 'up-front',
    });
    expect(payment).toMatchObject({ amount: MONTHLY, attempt: 1, status: 'scheduled', dueDate: T0 });
    expect(await chargesOf(payment.id)).toEqual([1]);

    await settleCharge(db(), subscriptionEffects, payment.id, 'succeeded', T0);
    // 31 January + 1 month: the last day of February
    expect(await subscriptionRow(db(), id)).toMatchObject({
      status: 'active',
      renewalDate: new Date('2031-02-28T10:00:00.000Z'),
      dunningAttempts: 0,
      nextAttemptAt: null,
    });
    expect((await sweep(at(1))).renewed).toBe(0);
    expect(await noticesOf(db(), 'renewed')).toHaveLength(0);
  });

  it("charges the next renewal at the tax rate of the subscription's last order", async () => {
    const id = await active(f.trackers[2]!);
    await sweep(T0);
    const first = await renewalOf(id);
    // the first renewal was taxed at 8.25% (as its sale would have been)
    await db().update(orders).set({ taxRateBps: 825 }).where(eq(orders.id, first.order.id));
    await settleCharge(db(), subscriptionEffects, first.payment.id, 'succeeded', T0);
    const next = new Date('2031-02-28T10:00:00.000Z');
    await sweep(next);
    const [, second] = await ordersOf(db(), id).then((list) =>
      list.sort((a, b) => a.periodStart!.getTime() - b.periodStart!.getTime()),
    );
    expect(second).toMatchObject({ periodStart: next, taxRateBps: 825 });
    const [payment] = await paymentsOf(db(), second!.id);
    // $19.99 + 8.25% tax ($1.649…, half up to $1.65)
    expect(payment!.amount).toBe(MONTHLY + 165);
  });

  it('retries a failed renewal 1, 3 and 7 days after it, then blocks it, telling the admins who want to know', async () => {
    const id = await active(f.trackers[1]!);
    await sweep(T0);
    const { payment } = await renewalOf(id);
    await settleCharge(db(), subscriptionEffects, payment.id, 'failed', T0);
    expect(await subscriptionRow(db(), id)).toMatchObject({
      status: 'pending-renewal',
      dunningAttempts: 1,
      nextAttemptAt: at(1),
    });
    const failed = await noticesOf(db(), 'renewal-failed');
    // the admin who turned subscription notifications off and the 'all' member are not told
    expect(failed.map((m) => m.to)).toEqual([f.emails.admin]);
    expect(failed[0]!.text).toContain('Van 2');

    for (const [day, next] of [
      [1, at(3)],
      [3, at(7)],
    ] as const) {
      expect((await sweep(at(day - 0.01))).retried).toBe(0);
      expect((await sweep(at(day))).retried).toBe(1);
      expect((await sweep(at(day))).retried).toBe(0);
      await settleCharge(db(), subscriptionEffects, payment.id, 'failed', at(day));
      expect(await subscriptionRow(db(), id)).toMatchObject({
        status: 'pending-renewal',
        nextAttemptAt: next,
      });
    }
    expect((await sweep(at(7))).retried).toBe(1);
    await settleCharge(db(), subscriptionEffects, payment.id, 'failed', at(7));
    expect(await subscriptionRow(db(), id)).toMatchObject({
      status: 'blocked',
      dunningAttempts: 4,
      nextAttemptAt: null,
    });
    // one charge per try, each its own attempt, and nothing after the block
    expect(await chargesOf(payment.id)).toEqual([1, 2, 3, 4]);
    await sweep(at(40));
    expect(await chargesOf(payment.id)).toEqual([1, 2, 3, 4]);
    expect(await ordersOf(db(), id)).toHaveLength(1);
    expect((await noticesOf(db(), 'renewal-failed')).length).toBe(1);
    expect((await noticesOf(db(), 'blocked')).map((m) => m.to)).toEqual([f.emails.admin]);
  });

  it('is active again when the renewal is paid by hand, from the renewal date while pending, from payment once blocked', async () => {
    const pending = await active(f.trackers[2]!);
    await sweep(T0);
    const first = (await renewalOf(pending)).payment;
    await settleCharge(db(), subscriptionEffects, first.id, 'failed', T0);
    // an admin's Pay Now that fails while a retry is scheduled leaves the schedule as it was
    await settleCharge(db(), subscriptionEffects, first.id, 'failed', at(0.5));
    expect(await subscriptionRow(db(), pending)).toMatchObject({ dunningAttempts: 1, nextAttemptAt: at(1) });
    await settleCharge(db(), subscriptionEffects, first.id, 'succeeded', at(0.6));
    expect(await subscriptionRow(db(), pending)).toMatchObject({
      status: 'active',
      renewalDate: addMonths(T0, 1),
      dunningAttempts: 0,
      nextAttemptAt: null,
    });
    expect((await sweep(at(1))).retried).toBe(0);

    const blocked = await active(f.trackers[3]!, T0, { status: 'blocked', dunningAttempts: 4 });
    await insertRenewalFor(blocked);
    const late = (await renewalOf(blocked)).payment;
    await settleCharge(db(), subscriptionEffects, late.id, 'succeeded', at(20));
    expect(await subscriptionRow(db(), blocked)).toMatchObject({
      status: 'active',
      renewalDate: addMonths(at(20), 1),
    });
    expect((await noticesOf(db(), 'renewed')).map((m) => m.to)).toEqual([f.emails.admin, f.emails.admin]);
  });

  /** The renewal order the job made for a subscription that has since been blocked. */
  async function insertRenewalFor(id: number) {
    const sub = await subscriptionRow(db(), id);
    await db().update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, id));
    await sweep(sub.renewalDate!);
    await db().update(subscriptions).set({ status: 'blocked' }).where(eq(subscriptions.id, id));
  }

  it('cancels at the end of the paid period instead of renewing', async () => {
    const id = await active(f.trackers[4]!, T0, { status: 'pending-cancellation', cancelAt: T0 });
    expect((await sweep(at(-0.01))).cancelled).toBe(0);
    const counts = await sweep(T0);
    expect(counts).toMatchObject({ cancelled: 1, renewed: 0 });
    expect(await subscriptionRow(db(), id)).toMatchObject({ status: 'cancelled', renewalDate: null });
    expect(await ordersOf(db(), id)).toHaveLength(0);
    expect((await noticesOf(db(), 'cancelled')).map((m) => m.to)).toEqual([f.emails.admin]);
  });

  it('tells only business accounts’ admins: a family account’s failed renewal sends no subscription notice', async () => {
    const id = await insertSubscription(db(), {
      accountId: f.family,
      deviceId: f.familyTrackers[0]!,
      productId: f.productId,
      renewalDate: T0,
    });
    await sweep(T0);
    const { payment } = await renewalOf(id);
    await settleCharge(db(), subscriptionEffects, payment.id, 'failed', T0);
    expect((await subscriptionRow(db(), id)).status).toBe('pending-renewal');
    const mails = await db().select().from(outbox);
    expect(mails.filter((m) => JSON.stringify(m.payload).includes(f.emails.familyAdmin))).toHaveLength(0);
  });
});
