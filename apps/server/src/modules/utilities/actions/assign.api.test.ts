import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deviceUsers, groupDevices, groups, simSwaps, subscriptions } from '../../../db/schema/index.ts';
import { createUser } from '../../session/sign-in.test-helper.ts';
import { inDays, simFixture, simRow, trackerRow, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
let f: SimFixture;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
});
afterAll(() => u.close());

const subsOf = (deviceId: number) =>
  u.t.database.db.select().from(subscriptions).where(eq(subscriptions.deviceId, deviceId));

describe('Assign', () => {
  it('moves the tracker with its SIM and free subscription, leaving its access lists and groups behind', async () => {
    const db = u.t.database.db;
    const member = await createUser(u.t.database, {
      email: 'assign-devices@util.test',
      accountId: f.account,
      role: 'devices',
    });
    await db.insert(deviceUsers).values({ deviceId: f.due, userId: member });
    const [group] = await db
      .insert(groups)
      .values({ accountId: f.account, name: 'Assign group' })
      .returning();
    await db.insert(groupDevices).values({ groupId: group!.id, deviceId: f.due });
    await db
      .insert(subscriptions)
      .values({ accountId: f.account, deviceId: f.due, status: 'active', startAt: new Date() });

    const res = await u.run('assign', { serial: f.serials.due, account_id: f.other });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(
      new RegExp(`^Tracker ${f.serials.due} moved to SIM Other .*\\.$`),
    );
    expect((await trackerRow(db, f.due)).accountId).toBe(f.other);
    expect(await simRow(db, f.active.due)).toMatchObject({
      accountId: f.other,
      deviceId: f.due,
      status: 'active',
    });
    expect((await subsOf(f.due)).every((s) => s.accountId === f.other)).toBe(true);
    expect(await db.select().from(deviceUsers).where(eq(deviceUsers.deviceId, f.due))).toEqual([]);
    expect(await db.select().from(groupDevices).where(eq(groupDevices.deviceId, f.due))).toEqual([]);
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.other,
      details: { action: 'assign', outcome: 'ok', input: { serial: f.serials.due, account_id: f.other } },
    });
    const again = await u.run('assign', { serial: f.serials.due, account_id: f.other });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The tracker is already in this account.');
  });

  it('refuses a tracker with a paid subscription in its account: Unassign its subscription first', async () => {
    const db = u.t.database.db;
    await db.insert(subscriptions).values({
      accountId: f.account,
      deviceId: f.notDue,
      status: 'active',
      actualPrice: 1999,
      startAt: new Date(),
      renewalDate: inDays(20),
    });
    const before = await trackerRow(db, f.notDue);
    const res = await u.run('assign', { serial: f.serials.notDue, account_id: f.other });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This tracker has a paid subscription in its account: Unassign its subscription first.',
    );
    expect(await trackerRow(db, f.notDue)).toEqual(before);
    expect((await u.lastAudit()).details).toMatchObject({ action: 'assign', outcome: 'refused' });
  });

  it('refuses a tracker with a SIM swap in progress, changing nothing', async () => {
    const db = u.t.database.db;
    await db.insert(simSwaps).values({
      accountId: f.account,
      deviceId: f.unsupported,
      iccid: f.drawer[1]!,
      status: 'in-progress',
      deadlineAt: inDays(1),
    });
    const res = await u.run('assign', { serial: f.serials.unsupported, account_id: f.other });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/SIM swap in progress/);
    expect((await trackerRow(db, f.unsupported)).accountId).toBe(f.account);
    const sims = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.deviceId, f.unsupported), eq(subscriptions.accountId, f.other)));
    expect(sims).toEqual([]);
  });
});
