import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../session/sign-in.test-helper.ts';
import {
  contextOf,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
  single,
} from './action-context.test-helper.ts';
import { unassignSubscriptionAction } from './unassign-subscription.action.ts';

const action = single(unassignSubscriptionAction);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
}, 60_000);
afterAll(() => t.close());

const run = (subscriptionId: number) =>
  action.run(inputOf('unassign-subscription', { subscription_id: subscriptionId }), contextOf(t));

/** An Acme tracker's newest subscription in the given status. */
async function subscriptionIn(status: (typeof subscriptions.$inferSelect)['status']) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, t.demo.accounts.acme),
        eq(subscriptions.status, status),
        isNotNull(subscriptions.deviceId),
      ),
    )
    .orderBy(subscriptions.id)
    .limit(1);
  if (!row?.deviceId) throw new Error(`no ${status} subscription with a tracker`);
  return row as typeof row & { deviceId: number };
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('Unassign Subscription', () => {
  it('takes an active subscription off its tracker, keeping its status, period and prices', async () => {
    const sub = await subscriptionIn('active');
    const result = await run(sub.id);
    expect(result.message).toContain(`Subscription ${sub.id} (active) no longer belongs to`);
    expect(result.details).toMatchObject({
      account_id: t.demo.accounts.acme,
      subscription_id: sub.id,
      unassigned_from: { id: sub.deviceId },
    });
    const after = await rowOf(sub.id);
    expect(after).toEqual({ ...sub, deviceId: null });
    // the tracker has none: its details show no subscription
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/devices/${sub.deviceId}`,
      headers: bearer(admin),
    });
    expect(details.json().data.subscription ?? null).toBeNull();
  });

  it('makes a pending subscription wait for a tracker: the next one of its model added to the account takes it', async () => {
    const sub = await subscriptionIn('pending');
    const [tracker] = await t.app
      .inject({ method: 'GET', url: `/api/devices/${sub.deviceId}`, headers: bearer(admin) })
      .then((r) => [r.json().data]);
    await run(sub.id);
    // older waiting subscriptions of the account are taken first: give them trackers until this one is taken
    let takenBy: number | null = null;
    for (let i = 0; i < 20 && takenBy === null; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${t.demo.accounts.acme}/devices`,
        headers: bearer(admin),
        payload: { serial: `UNSUB${i}`, name: `Replacement ${i}`, model_id: tracker.model.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      if ((await rowOf(sub.id)).deviceId === res.json().data.device_id) takenBy = res.json().data.device_id;
    }
    expect(takenBy).not.toBeNull();
    expect((await rowOf(sub.id)).status).toBe('pending');
  });

  it('refuses an unknown subscription, one with no tracker, and one that has ended, changing nothing', async () => {
    expect((await refusalOf(run(999_999))).statusCode).toBe(404);

    const active = await subscriptionIn('active');
    await run(active.id);
    const again = await refusalOf(run(active.id));
    expect([again.statusCode, again.message]).toEqual([
      409,
      `Subscription ${active.id} has no tracker: it already waits for one.`,
    ]);

    for (const status of ['cancelled', 'archived'] as const) {
      const ended = await subscriptionIn(status);
      const refused = await refusalOf(run(ended.id));
      expect(refused.statusCode).toBe(409);
      expect(refused.message).toContain(`is ${status}`);
      expect(await rowOf(ended.id)).toEqual(ended);
    }
  });
});

describe('POST /api/utilities/unassign-subscription', () => {
  it('unassigns through the route, audited with the account; a refusal is audited as refused', async () => {
    const sub = await subscriptionIn('pending-renewal');
    const res = await postUtility(t, 'unassign-subscription', { subscription_id: sub.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toContain(
      `Subscription ${sub.id} (pending-renewal) no longer belongs to`,
    );
    expect((await rowOf(sub.id)).deviceId).toBeNull();
    expect(await lastUtilityAudit(t)).toMatchObject({
      accountId: t.demo.accounts.acme,
      actingAdminId: t.demo.users.ops,
      details: { action: 'unassign-subscription', outcome: 'ok', input: { subscription_id: sub.id } },
    });
    const again = await postUtility(t, 'unassign-subscription', { subscription_id: sub.id });
    expect(again.statusCode).toBe(409);
    expect(await lastUtilityAudit(t)).toMatchObject({
      details: { action: 'unassign-subscription', outcome: 'refused', message: again.json().message },
    });
  });
});
