import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyPassword } from '../../modules/session/password.ts';
import {
  accounts,
  accountSettings,
  deviceUsers,
  devices,
  groupDevices,
  groups,
  memberships,
  subscriptions,
  users,
} from '../schema/index.ts';
import { SUBSCRIPTION_STATUSES } from '../schema/subscriptions.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './seed-demo.ts';

// The demo is what people see on first start and what the e2e specs refer to by name, so its shape is a contract.
describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;

  it('lets every demo user sign in with the demo password, and no other', async () => {
    const rows = await db().select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(rows.map((r) => r.email).sort()).toEqual([
      'admin@acme.test',
      'dispatch@acme.test',
      'driver@acme.test',
      'maria@rivera.test',
      'ops@lodestar.test',
    ]);
    for (const row of rows) {
      expect(await verifyPassword(row.hash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(row.hash, 'wrong-password')).toBe(false);
    }
  });

  it('gives each user the documented roles', async () => {
    const rows = await db()
      .select({ accountId: memberships.accountId, userId: memberships.userId, role: memberships.role })
      .from(memberships);
    const { accounts: a, users: u } = t.demo;
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(
      expect.arrayContaining([
        { accountId: a.acme, userId: u.admin, role: 'admin' },
        { accountId: a.acme, userId: u.dispatch, role: 'all' },
        { accountId: a.acme, userId: u.driver, role: 'devices' },
        { accountId: a.rivera, userId: u.maria, role: 'admin' },
        { accountId: a.rivera, userId: u.admin, role: 'all' },
      ]),
    );
    const [ops] = await db().select().from(users).where(eq(users.id, u.ops));
    expect(ops?.isGpxAdmin).toBe(true);
  });

  it('grants the driver exactly three named Acme trackers', async () => {
    const granted = await db()
      .select({ name: devices.name, accountId: devices.accountId })
      .from(deviceUsers)
      .innerJoin(devices, eq(devices.id, deviceUsers.deviceId))
      .where(eq(deviceUsers.userId, t.demo.users.driver));
    expect(granted.map((g) => g.name).sort()).toEqual([
      'Reefer 07 - Driver',
      'Trailer 07 - Driver',
      'Van 07 - Driver',
    ]);
    expect(granted.every((g) => g.accountId === t.demo.accounts.acme)).toBe(true);
    expect(t.demo.devices.driver).toHaveLength(3);
  });

  it('gives Acme a business fleet over several models and every subscription status', async () => {
    const fleet = await db().select().from(devices).where(eq(devices.accountId, t.demo.accounts.acme));
    expect(fleet.length).toBeGreaterThanOrEqual(60);
    expect(new Set(fleet.map((d) => d.modelId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(fleet.map((d) => d.serial)).size).toBe(fleet.length);
    expect(fleet.every((d) => /^\d{15}$/.test(d.imei ?? ''))).toBe(true);

    const subs = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, t.demo.accounts.acme));
    expect(subs).toHaveLength(fleet.length);
    expect(new Set(subs.map((s) => s.status))).toEqual(new Set(SUBSCRIPTION_STATUSES));
    const now = Date.now();
    for (const s of subs.filter((x) => x.status === 'active')) {
      expect(s.startAt!.getTime()).toBeLessThan(now);
      expect(s.renewalDate!.getTime()).toBeGreaterThan(now);
    }

    const [acme] = await db().select().from(accounts).where(eq(accounts.id, t.demo.accounts.acme));
    expect(acme).toMatchObject({
      title: 'Acme Logistics',
      isB2bAccount: true,
      canTrackShipments: true,
      hasRulesEngine: true,
    });
    const settings = await db()
      .select()
      .from(accountSettings)
      .where(eq(accountSettings.accountId, t.demo.accounts.acme));
    expect(settings.find((s) => s.code === 'show_cancelled_devices')?.value).toBe('1');
  });

  it('gives the Rivera family three active trackers and no business features', async () => {
    const { rivera } = t.demo.accounts;
    const family = await db()
      .select({ name: devices.name })
      .from(devices)
      .where(eq(devices.accountId, rivera));
    expect(family.map((d) => d.name).sort()).toEqual(["Grandpa's Keys", "Leo's Backpack", "Maria's Car"]);
    const active = await db()
      .select()
      .from(subscriptions)
      .where(and(inArray(subscriptions.deviceId, t.demo.devices.rivera), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(3);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, rivera));
    expect(account).toMatchObject({ isB2bAccount: false, usesGpxApp: false, hasApiAccess: false });
  });

  it('gives Acme groups by region and vehicle type, and one empty group; the Rivera family none', async () => {
    const rows = await db()
      .select({ accountId: groups.accountId, name: groups.name, device: devices.name })
      .from(groups)
      .leftJoin(groupDevices, eq(groupDevices.groupId, groups.id))
      .leftJoin(devices, eq(devices.id, groupDevices.deviceId));
    expect(new Set(rows.map((r) => r.accountId))).toEqual(new Set([t.demo.accounts.acme]));
    const members = (name: string) =>
      rows
        .filter((r) => r.name === name && r.device)
        .map((r) => r.device!)
        .sort();
    expect([...new Set(rows.map((r) => r.name))].sort()).toEqual([
      'Cold chain',
      'New hires',
      'North region',
      'South region',
      'Trucks',
      'Vans',
    ]);
    expect(members('New hires')).toEqual([]);
    expect(members('Vans')).toHaveLength(12);
    expect(members('Trucks')).toHaveLength(20);
    expect(members('North region')).toEqual(
      expect.arrayContaining(['Van 07 - Driver', 'Trailer 07 - Driver', 'Reefer 07 - Driver', 'Truck 01']),
    );
    expect(members('South region')).toContain('Truck 02');
    expect([...members('North region'), ...members('South region')].some((n) => n.startsWith('Pallet'))).toBe(
      false,
    );
  });

  it('does not seed a database that already has users', async () => {
    expect(await seedDemoIfEmpty(t.database)).toBeNull();
  });
});
