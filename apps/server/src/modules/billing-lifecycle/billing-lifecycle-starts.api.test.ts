import { eq } from 'drizzle-orm';
import { addMonths } from '@lodestar/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devices, outbox, payments, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { subscriptionEffects } from '../subscriptions/subscription-effects-impl.ts';
import { assignWaitingSubscription } from '../subscriptions/waiting-subscriptions.repository.ts';
import {
  ANNUAL,
  insertSubscription,
  noticesOf,
  queuedCharges,
  settleCharge,
  subscriptionRow,
} from '../subscriptions/subscriptions.test-helper.ts';
import { billingLifecycleOf } from './billing-lifecycle.plugin.ts';
import {
  at,
  lifecycleFixture,
  monthlySale,
  report,
  T0,
  type LifecycleFixture,
} from './billing-lifecycle.test-helper.ts';

// A sale's subscriptions from payment to their trackers' first reports, and a sale's later instalments, on a fake
// clock with the app's own sweeps and outbox stopped.
describe('the billing lifecycle: sales, first reports and instalments', () => {
  let t: TestApp;
  let f: LifecycleFixture;
  const db = () => t.database.db;
  const sweep = (now: Date) => billingLifecycleOf(t.app.services).sweep(now);

  beforeAll(async () => {
    t = await createTestApp();
    await billingLifecycleOf(t.app.services).stop();
    await t.app.services.outbox.stop();
    await sweep(at(400));
    await db().delete(outbox);
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    f = await lifecycleFixture(t.database);
  });

  const saleSubscriptions = (orderId: number) =>
    db().select().from(subscriptions).where(eq(subscriptions.orderId, orderId)).orderBy(subscriptions.id);

  it('a paid sale makes a pending subscription per tracker, each active from its tracker’s first report', async () => {
    const sale = await monthlySale(db(), f, { trackers: 3, dueDates: [at(-1)] });
    // the sale's payment succeeds (the payment outcome's call), twice: the second finds them made
    await subscriptionEffects.orderPaid(db(), sale.orderId, at(-1));
    await subscriptionEffects.orderPaid(db(), sale.orderId, at(-1));
    const made = await saleSubscriptions(sale.orderId);
    expect(made).toHaveLength(3);
    for (const sub of made)
      expect(sub).toMatchObject({
        status: 'pending',
        deviceId: null,
        productId: f.productId,
        months: 12,
        actualPrice: ANNUAL,
        renewalPrice: ANNUAL,
        startAt: null,
      });

    // provisioning gives the account two trackers of the plan's model: each takes the oldest waiting subscription
    const assign = (deviceId: number, modelId = f.modelId) =>
      assignWaitingSubscription(db(), { accountId: f.business, deviceId, modelId });
    expect(await assign(f.trackers[0]!)).toBe(made[0]!.id);
    expect(await assign(f.trackers[1]!)).toBe(made[1]!.id);
    // a tracker of another model, or of another account, takes none
    const other = await db()
      .select({ modelId: devices.modelId })
      .from(devices)
      .where(eq(devices.id, t.demo.devices.acme[0]!));
    expect(await assign(t.demo.devices.acme[0]!, other[0]!.modelId)).toBeNull();
    expect(
      await assignWaitingSubscription(db(), {
        accountId: f.family,
        deviceId: f.familyTrackers[0]!,
        modelId: f.modelId,
      }),
    ).toBeNull();
    expect((await subscriptionRow(db(), made[2]!.id)).deviceId).toBeNull();
    expect((await sweep(T0)).started).toBe(0);
    const reportedAt = new Date();
    await report(db(), f.trackers[0]!, reportedAt);
    expect((await sweep(T0)).started).toBe(1);
    expect(await subscriptionRow(db(), made[0]!.id)).toMatchObject({
      status: 'active',
      startAt: reportedAt,
      renewalDate: addMonths(reportedAt, 12),
    });
    expect((await subscriptionRow(db(), made[1]!.id)).status).toBe('pending');
    expect((await subscriptionRow(db(), made[2]!.id)).status).toBe('pending');
    expect((await sweep(T0)).started).toBe(0);
    const started = await noticesOf(db(), 'activated');
    expect(started.map((m) => m.to)).toEqual([f.emails.admin]);
    expect(started[0]!.text).toContain('Van 1');
  });

  it('a reactivation waiting for its payment does not start on a report', async () => {
    const old = await insertSubscription(db(), {
      accountId: f.business,
      deviceId: f.trackers[2]!,
      status: 'cancelled',
    });
    const waiting = await insertSubscription(db(), {
      accountId: f.business,
      deviceId: f.trackers[2]!,
      status: 'pending',
      reactivatedFromId: old,
    });
    await report(db(), f.trackers[2]!);
    expect((await sweep(T0)).started).toBe(0);
    expect((await subscriptionRow(db(), waiting)).status).toBe('pending');
  });

  it('charges a sale’s later instalments when they come due, each once', async () => {
    const sale = await monthlySale(db(), f, { trackers: 1, dueDates: [at(-31), at(0), at(28)] });
    const [, second, third] = sale.paymentIds;
    expect((await sweep(at(-1))).instalments).toBe(0);
    expect((await sweep(T0)).instalments).toBe(1);
    expect((await sweep(T0)).instalments).toBe(0);
    const charges = () => queuedCharges(db());
    expect((await charges()).filter((c) => c.paymentId === second)).toEqual([
      { paymentId: second, attempt: 1 },
    ]);
    await settleCharge(db(), subscriptionEffects, second!, 'succeeded', T0);
    expect((await sweep(at(28))).instalments).toBe(1);
    expect((await charges()).filter((c) => c.paymentId === third)).toEqual([
      { paymentId: third, attempt: 1 },
    ]);

    // an order whose first payment was never made is not charged off session: its customer pays it
    const unpaid = await monthlySale(db(), f, { trackers: 1, dueDates: [at(30), at(31)] });
    await db()
      .update(payments)
      .set({ status: 'scheduled', attempt: 0 })
      .where(eq(payments.id, unpaid.paymentIds[0]!));
    expect((await sweep(at(60))).instalments).toBe(0);
  });

  it('lets the sandbox settle its bank payments on each sweep', async () => {
    expect((await sweep(T0)).settled).toBe(0);
    expect('settleDue' in t.app.services.payments).toBe(true);
  });
});
