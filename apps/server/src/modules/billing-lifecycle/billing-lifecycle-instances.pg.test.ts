import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { orders, payments, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSubscription, queuedCharges } from '../subscriptions/subscriptions.test-helper.ts';
import { BillingLifecycle } from './billing-lifecycle.ts';
import { billingLifecycleOf } from './billing-lifecycle.plugin.ts';
import { at, lifecycleFixture, T0 } from './billing-lifecycle.test-helper.ts';

// Two API instances on one PostgreSQL database sweeping at the same moment: each due subscription gets one
// renewal order and one charge, each pending cancellation ends once; an instance started after a restart finds
// nothing left to do.
describe('the billing lifecycle with two instances and across a restart (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;

  const connect = async () => {
    const database = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    const app = await buildApp({ config: a.config, database, logger: false });
    await app.ready();
    await billingLifecycleOf(app.services).stop();
    await app.services.outbox.stop();
    return { database, app };
  };

  beforeAll(async () => {
    a = await createTestApp();
    await billingLifecycleOf(a.app.services).stop();
    await a.app.services.outbox.stop();
    ({ database: bDatabase, app: b } = await connect());
    // the demo's own pending cancellations end long before the fake clock's dates: done with first
    await billingLifecycleOf(a.app.services).sweep(at(400));
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const db = () => a.database.db;
  const silent = { warn: () => {}, error: () => {} };
  /** Each instance's job, with small batches so the two instances' claims interleave over many transactions. */
  const jobOf = (app: FastifyInstance) =>
    new BillingLifecycle(app.services.database.db, app.services.payments, silent, {
      links: null,
      afterCommit: () => {},
      batch: 5,
    });
  const bothSweep = (now: Date, apps: FastifyInstance[]) =>
    Promise.all(apps.map((app) => jobOf(app).sweep(now)));

  it('renews each due subscription once and cancels each ending one once', async () => {
    const f = await lifecycleFixture(a.database, 60);
    const due = [];
    for (const tracker of f.trackers.slice(0, 50))
      due.push(
        await insertSubscription(db(), {
          accountId: f.business,
          deviceId: tracker,
          productId: f.productId,
          renewalDate: T0,
        }),
      );
    const ending = [];
    for (const tracker of f.trackers.slice(50))
      ending.push(
        await insertSubscription(db(), {
          accountId: f.business,
          deviceId: tracker,
          productId: f.productId,
          status: 'pending-cancellation',
          renewalDate: T0,
          cancelAt: T0,
        }),
      );

    const counts = await bothSweep(T0, [a.app, b]);
    expect(counts.reduce((n, c) => n + c.renewed, 0)).toBe(50);
    expect(counts.reduce((n, c) => n + c.cancelled, 0)).toBe(10);

    const renewals = await db()
      .select({ subscriptionId: orders.subscriptionId, n: count() })
      .from(orders)
      .where(inArray(orders.subscriptionId, due))
      .groupBy(orders.subscriptionId);
    expect(renewals).toHaveLength(50);
    expect(renewals.every((r) => r.n === 1)).toBe(true);
    const renewalPayments = await db()
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(inArray(orders.subscriptionId, due));
    const paymentIds = new Set(renewalPayments.map((p) => p.id));
    const charges = (await queuedCharges(db())).filter((c) => paymentIds.has(c.paymentId));
    expect(charges).toHaveLength(50);
    expect(new Set(charges.map((c) => c.paymentId)).size).toBe(50);
    const ended = await db().select().from(subscriptions).where(inArray(subscriptions.id, ending));
    expect(ended.every((s) => s.status === 'cancelled')).toBe(true);

    // B stops; a new instance starts on the same database: the sweeps find nothing more to do
    await b.close();
    await bDatabase.close();
    ({ database: bDatabase, app: b } = await connect());
    const again = await bothSweep(at(0.5), [a.app, b]);
    expect(again.reduce((n, c) => n + c.renewed + c.cancelled + c.retried, 0)).toBe(0);
    expect((await queuedCharges(db())).filter((c) => paymentIds.has(c.paymentId))).toHaveLength(50);
  });
});
