import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index.ts';
import { inDays, simFixture, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
let f: SimFixture;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
});
afterAll(() => u.close());

const subsOf = (deviceId: number) =>
  u.t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.deviceId, deviceId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('Set Subscription', () => {
  it('gives a tracker with none a free subscription for 12 months, audited', async () => {
    const res = await u.run('set-subscription', { serial: f.serials.due, months: 12 });
    expect(res.statusCode).toBe(200);
    const [sub] = await subsOf(f.due);
    expect(sub).toMatchObject({
      accountId: f.account,
      status: 'pending-cancellation',
      actualPrice: 0,
      months: 12,
    });
    expect(sub!.cancelAt!.getTime()).toBeGreaterThan(inDays(360).getTime());
    expect(res.json().data.message).toBe(
      `${f.serials.due}: A free subscription until ${day(sub!.cancelAt!)} was made.`,
    );
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.account,
      details: { action: 'set-subscription', outcome: 'ok', input: { serial: f.serials.due, months: 12 } },
    });
  });

  it('moves the end of its current free one to the day given', async () => {
    const until = day(inDays(45));
    const res = await u.run('set-subscription', { serial: f.serials.due, months: 1, until });
    expect(res.statusCode).toBe(200);
    const subs = await subsOf(f.due);
    expect(subs).toHaveLength(1);
    expect(day(subs[0]!.cancelAt!)).toBe(until);
  });

  it("moves a paid subscription's renewal date, charging nothing until then", async () => {
    await u.t.database.db.insert(subscriptions).values({
      accountId: f.account,
      deviceId: f.notDue,
      status: 'active',
      actualPrice: 1999,
      startAt: new Date(),
      renewalDate: inDays(10),
    });
    const until = day(inDays(100));
    const res = await u.run('set-subscription', { serial: f.serials.notDue, months: 1, until });
    expect(res.statusCode).toBe(200);
    const [sub] = await subsOf(f.notDue);
    expect(sub).toMatchObject({ status: 'active', cancelAt: null });
    expect(day(sub!.renewalDate!)).toBe(until);
  });

  it('refuses a past day and a subscription waiting for its payment, changing nothing', async () => {
    const past = await u.run('set-subscription', {
      serial: f.serials.due,
      months: 1,
      until: day(inDays(-1)),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('The end day must be after today.');
    await u.t.database.db
      .insert(subscriptions)
      .values({ accountId: f.account, deviceId: f.unsupported, status: 'pending-renewal' });
    const before = await subsOf(f.unsupported);
    const res = await u.run('set-subscription', { serial: f.serials.unsupported, months: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Its subscription is pending-renewal: settle it first (its payment, or Unassign Subscription).',
    );
    expect(await subsOf(f.unsupported)).toEqual(before);
    expect((await u.lastAudit()).details).toMatchObject({ outcome: 'refused', message: res.json().message });
  });
});
