import { addMonths } from '@lodestar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { billingMails, saveCard, sandboxCard } from '../billing/billing.test-helper.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import {
  insertSubscription,
  noticesOf,
  ordersOf,
  paymentsOf,
  subscriptionRow,
} from '../subscriptions/subscriptions.test-helper.ts';
import { billingLifecycleOf } from './billing-lifecycle.plugin.ts';
import { at, lifecycleFixture, T0, type LifecycleFixture } from './billing-lifecycle.test-helper.ts';

// The lifecycle end to end through the real charge channel and the embedded sandbox provider: the job makes the
// order, the outbox charges the account's saved card off session, and the outcome moves the subscription.
describe('the billing lifecycle charging through the sandbox provider', () => {
  let t: TestApp;
  const db = () => t.database.db;
  const sweep = (now: Date) => billingLifecycleOf(t.app.services).sweep(now);
  /** A sweep, then every charge and mail it queued. */
  const sweepAndCharge = async (now: Date) => {
    const counts = await sweep(now);
    await t.app.services.outbox.drain();
    return counts;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await billingLifecycleOf(t.app.services).stop();
    await sweep(at(400));
    await db().delete(outbox);
  }, 60_000);
  afterAll(() => t?.close());

  /** A business account whose admin saved a sandbox card with this behaviour (its default). */
  async function accountWithCard(
    behaviour: Parameters<typeof sandboxCard>[0],
  ): Promise<LifecycleFixture & { token: string }> {
    const f = await lifecycleFixture(t.database, 2, { cards: false });
    const token = await signIn(t.app, f.emails.admin);
    await saveCard(t.app, token, f.business, sandboxCard(behaviour));
    return { ...f, token };
  }

  it('renews with a card that pays: one charge, the order paid, the period moved on', async () => {
    const f = await accountWithCard('succeeds');
    const id = await insertSubscription(db(), {
      accountId: f.business,
      deviceId: f.trackers[0]!,
      productId: f.productId,
      renewalDate: T0,
    });
    await sweepAndCharge(T0);
    await sweepAndCharge(T0);
    const [order] = await ordersOf(db(), id);
    expect(order!.status).toBe('paid');
    const [payment] = await paymentsOf(db(), order!.id);
    expect(payment).toMatchObject({ status: 'succeeded', attempt: 1, methodType: 'card' });
    expect(await subscriptionRow(db(), id)).toMatchObject({
      status: 'active',
      renewalDate: addMonths(T0, 1),
    });
    expect((await billingMails(db(), payment!.id)).map((m) => m.to)).toContain(f.emails.admin);
  });

  it('with a declined card: pending renewal, three retries, then blocked', async () => {
    const f = await accountWithCard('declines');
    const id = await insertSubscription(db(), {
      accountId: f.business,
      deviceId: f.trackers[0]!,
      productId: f.productId,
      renewalDate: T0,
    });
    await sweepAndCharge(T0);
    expect(await subscriptionRow(db(), id)).toMatchObject({
      status: 'pending-renewal',
      nextAttemptAt: at(1),
    });
    for (const day of [1, 3]) {
      await sweepAndCharge(at(day));
      expect((await subscriptionRow(db(), id)).status).toBe('pending-renewal');
    }
    await sweepAndCharge(at(7));
    expect(await subscriptionRow(db(), id)).toMatchObject({ status: 'blocked', dunningAttempts: 4 });
    const [order] = await ordersOf(db(), id);
    const [payment] = await paymentsOf(db(), order!.id);
    expect(payment).toMatchObject({ status: 'failed', attempt: 4 });
    expect(order!.status).toBe('pending');
    expect((await noticesOf(db(), 'blocked')).map((m) => m.to)).toContain(f.emails.admin);
  });

  it('reactivates with a card that pays, and stays pending with one that does not', async () => {
    for (const [behaviour, status] of [
      ['succeeds', 'active'],
      ['declines', 'pending'],
    ] as const) {
      const f = await accountWithCard(behaviour);
      const old = await insertSubscription(db(), {
        accountId: f.business,
        deviceId: f.trackers[1]!,
        productId: f.productId,
        status: 'cancelled',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/subscriptions/${old}/reactivation`,
        headers: bearer(f.token),
        payload: { months: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.status).toBe('pending');
      await t.app.services.outbox.drain();
      expect((await subscriptionRow(db(), res.json().data.id)).status, behaviour).toBe(status);
    }
  });
});
