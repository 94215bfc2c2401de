import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceUsers, devices, groupDevices, subscriptions } from '../../../db/schema/index.ts';
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
import { unassignDeviceAction } from './unassign-device.action.ts';

const action = single(unassignDeviceAction);

let t: TestApp;
let admin: string;
let driver: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  driver = await signIn(t.app, 'driver@acme.test');
}, 60_000);
afterAll(() => t.close());

const run = (serial: string) => action.run(inputOf('unassign-device', { serial }), contextOf(t));

async function trackerNamed(name: string) {
  const [row] = await t.database.db.select().from(devices).where(eq(devices.name, name));
  return row!;
}

const listIds = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/accounts/${t.demo.accounts.acme}/device-list`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((d) => d.id);
};

/** What the tracker is tied to in its account. */
async function tiesOf(deviceId: number) {
  const db = t.database.db;
  return {
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.deviceId, deviceId)),
    users: await db.select().from(deviceUsers).where(eq(deviceUsers.deviceId, deviceId)),
    groups: await db.select().from(groupDevices).where(eq(groupDevices.deviceId, deviceId)),
  };
}

describe('Unassign Device', () => {
  it("takes the tracker out of its account's use: subscription waits, access and groups cleared, SIM and account stay", async () => {
    const van = await trackerNamed('Van 07 - Driver');
    const before = await tiesOf(van.id);
    expect(before.users.length).toBeGreaterThan(0);
    expect(before.groups.length).toBeGreaterThan(0);
    expect(await listIds(driver)).toContain(van.id);
    const announced: number[][] = [];
    const stop = t.app.services.realtime.onEnded((e) => announced.push([...(e.accountIds ?? [])]));

    const result = await run(van.serial);
    stop();
    expect(result.message).toBe(
      `Van 07 - Driver (${van.serial}) is unassigned in Acme Logistics: 1 subscription, 1 user, 2 groups removed; its SIM stays.`,
    );
    expect(result.details).toMatchObject({ account_id: t.demo.accounts.acme, device_id: van.id });
    const after = await tiesOf(van.id);
    expect(after).toEqual({ subscriptions: [], users: [], groups: [] });
    // the subscription is the account's still, waiting for a tracker
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, before.subscriptions[0]!.id));
    expect(sub).toMatchObject({ accountId: t.demo.accounts.acme, deviceId: null, status: 'active' });
    // the tracker stays the account's, with its SIM, but no one uses it any more
    expect(await trackerNamed('Van 07 - Driver')).toEqual(van);
    expect(await listIds(admin)).not.toContain(van.id);
    expect(await listIds(driver)).not.toContain(van.id);
    expect(announced).toContainEqual([t.demo.accounts.acme]);
  });

  it('refuses an unknown serial and a tracker already unassigned, changing nothing', async () => {
    const unknown = await refusalOf(run('NOSUCH001'));
    expect([unknown.statusCode, unknown.message]).toEqual([404, 'No tracker has the serial NOSUCH001.']);
    const truck = await trackerNamed('Truck 05');
    await run(truck.serial);
    const ties = await tiesOf(truck.id);
    const again = await refusalOf(run(truck.serial));
    expect(again.statusCode).toBe(409);
    expect(again.message).toContain('is already unassigned');
    expect(await tiesOf(truck.id)).toEqual(ties);
  });
});

describe('POST /api/utilities/unassign-device', () => {
  it('unassigns through the route, audited with the account', async () => {
    const truck = await trackerNamed('Truck 11');
    const res = await postUtility(t, 'unassign-device', { serial: truck.serial });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.details).toMatchObject({ device_id: truck.id });
    expect((await tiesOf(truck.id)).subscriptions).toEqual([]);
    expect(await lastUtilityAudit(t)).toMatchObject({
      accountId: t.demo.accounts.acme,
      details: { action: 'unassign-device', outcome: 'ok', message: res.json().data.message },
    });
  });
});
