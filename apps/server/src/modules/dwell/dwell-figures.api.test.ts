import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dwellDevicesResponse,
  dwellGeofence,
  dwellGeofencePage,
  type DwellGeofence,
} from '@lodestar/contracts';
import { devices, groupDevices, groups } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import { DAY_S, dwellGeofence as makeGeofence, dwellGet, visit } from './dwell.test-helper.ts';

let t: TestApp;
let acme: number;
let admin: string;
let driver: string;
/** The driver's van (the devices role sees it), and two trackers of the rest of the fleet. */
let van: number;
let truck: number;
let reefer: number;
let yard: number;

/** Open visits grow while the test runs: figures made of them are compared to within a few seconds. */
const SECONDS = 5;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  admin = await signIn(t.app, 'admin@acme.test');
  driver = await signIn(t.app, 'driver@acme.test');
  van = t.demo.devices.driver[0]!;
  const others = t.demo.devices.acme.filter((id) => !t.demo.devices.driver.includes(id));
  truck = others[0]!;
  reefer = others[1]!;

  // Yard A allows 10 days. Stays in days ago (entered, exited):
  yard = await makeGeofence(t, acme, 'Dwell Yard A', { allowableDwellDays: 10 });
  await visit(t, acme, yard, truck, 100, 95); // before every period
  await visit(t, acme, yard, reefer, 95, 80); // 15 days, across the 90-day period's start
  await visit(t, acme, yard, truck, 40, 35); // 5 days, in the 60- and 90-day periods only
  await visit(t, acme, yard, truck, 30 + 3 / 24, 30 + 1 / 24); // 2 hours, ends just before the 30-day start
  await visit(t, acme, yard, truck, 32, 28); // 4 days, across the 30-day period's start
  await visit(t, acme, yard, reefer, 10, 8); // 2 days
  await visit(t, acme, yard, van, 12, null); // inside for 12 days: past the allowance
  await visit(t, acme, yard, reefer, 3, null); // inside for 3 days
}, 60_000);
afterAll(() => t.close());

async function figures(geofenceId: number, query = '', token = admin): Promise<DwellGeofence> {
  const res = await dwellGet(t, acme, `/dwell/geofences/${geofenceId}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return dwellGeofence.parse(res.json().data);
}

describe('dwell figures on constructed visits', () => {
  it('30 days: visits that overlap the period count whole, open ones up to now; the share of the allowance', async () => {
    const f = await figures(yard);
    expect(f.devices_count).toBe(2);
    // (4 + 2 + 12 + 3) / 4 days
    expect(f.avg_time).toBeCloseTo(5.25 * DAY_S, -1);
    expect(Math.abs(f.avg_time - 5.25 * DAY_S)).toBeLessThan(SECONDS);
    expect(f.average_dwell_time_percentage).toBeCloseTo(52.5, 1);
    expect(f.assets_exceeding_dwell).toBe(1);
    expect(f).toMatchObject({ name: 'Dwell Yard A', allowable_dwell_days: 10, lat: 38.9, radius: 500 });
  });

  it('60 and 90 days reach further back; the list answers the same figures as the one-geofence call', async () => {
    const sixty = await figures(yard, '?period=60');
    expect(Math.abs(sixty.avg_time - (26 * DAY_S + 7200) / 6)).toBeLessThan(SECONDS);
    expect(sixty.average_dwell_time_percentage).toBeCloseTo(43.47, 1);
    const ninety = await figures(yard, '?period=90&field=avg_time');
    expect(Math.abs(ninety.avg_time - (41 * DAY_S + 7200) / 7)).toBeLessThan(SECONDS);
    expect(ninety).toMatchObject({ devices_count: 2, assets_exceeding_dwell: 1 });

    const res = await dwellGet(t, acme, '/dwell/geofences?search=Dwell%20Yard%20A&period=90', admin);
    expect(res.statusCode, res.body).toBe(200);
    const [listed] = dwellGeofencePage.parse(res.json()).data;
    expect(listed).toMatchObject({ id: yard, devices_count: 2, assets_exceeding_dwell: 1 });
    expect(Math.abs(listed!.avg_time - ninety.avg_time)).toBeLessThan(SECONDS);
  });

  it('the devices role counts only its own trackers, in the figures and the rows', async () => {
    const f = await figures(yard, '', driver);
    expect(f.devices_count).toBe(1);
    expect(Math.abs(f.avg_time - 12 * DAY_S)).toBeLessThan(SECONDS);
    expect(f.average_dwell_time_percentage).toBeCloseTo(120, 1);
    expect(f.assets_exceeding_dwell).toBe(1);

    const rows = await dwellGet(t, acme, `/dwell/geofences/${yard}/devices`, driver);
    expect(rows.statusCode, rows.body).toBe(200);
    expect(dwellDevicesResponse.parse(rows.json()).data.map((r) => r.device.id)).toEqual([van]);
  });

  it('lists the trackers inside now, longest stay first, with their groups and days since entry', async () => {
    const [group] = await t.database.db
      .insert(groups)
      .values({ accountId: acme, name: 'Dwell Testers' })
      .returning({ id: groups.id });
    await t.database.db.insert(groupDevices).values({ groupId: group!.id, deviceId: van });
    const res = await dwellGet(t, acme, `/dwell/geofences/${yard}/devices`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = dwellDevicesResponse.parse(res.json()).data;
    expect(rows.map((r) => r.device.id)).toEqual([van, reefer]);
    expect(rows[0]!.days_spent_since_entry).toBeCloseTo(12, 2);
    expect(rows[1]!.days_spent_since_entry).toBeCloseTo(3, 2);
    expect(rows[0]!.device.groups).toContainEqual({ id: group!.id, name: 'Dwell Testers' });
    const [named] = await t.database.db
      .select({ name: devices.name })
      .from(devices)
      .where(eq(devices.id, van));
    expect(rows[0]!.device.name).toBe(named!.name);
    expect(Date.parse(rows[0]!.entered_at)).toBeLessThan(Date.now() - 11.9 * DAY_S * 1000);
  });

  it('no allowance, or 0: no share and nobody exceeding; a pallet sitting 200 days shows 200 days', async () => {
    const pallets = await makeGeofence(t, acme, 'Dwell Pallet Store');
    await visit(t, acme, pallets, truck, 200, null);
    const f = await figures(pallets);
    expect(Math.abs(f.avg_time - 200 * DAY_S)).toBeLessThan(SECONDS);
    expect(f).toMatchObject({
      devices_count: 1,
      average_dwell_time_percentage: null,
      assets_exceeding_dwell: 0,
    });

    const zero = await makeGeofence(t, acme, 'Dwell Zero Allowance', { allowableDwellDays: 0 });
    await visit(t, acme, zero, truck, 5, null);
    expect(await figures(zero)).toMatchObject({
      devices_count: 1,
      average_dwell_time_percentage: null,
      assets_exceeding_dwell: 0,
    });

    const empty = await makeGeofence(t, acme, 'Dwell Never Visited', { allowableDwellDays: 3 });
    expect(await figures(empty)).toMatchObject({
      devices_count: 0,
      avg_time: 0,
      average_dwell_time_percentage: 0,
      assets_exceeding_dwell: 0,
    });
  });

  it('a tracker moved to another account: its past stays still count, it is no longer inside', async () => {
    const depot = await makeGeofence(t, acme, 'Dwell Moved Depot', { allowableDwellDays: 1 });
    const [model] = await t.database.db
      .select({ id: devices.modelId })
      .from(devices)
      .where(eq(devices.id, van));
    const [moved] = await t.database.db
      .insert(devices)
      .values({ accountId: acme, modelId: model!.id, name: 'Dwell Mover', serial: 'DWELL-MOVER-1' })
      .returning({ id: devices.id });
    await visit(t, acme, depot, moved!.id, 20, 18); // 2 days, closed
    await visit(t, acme, depot, moved!.id, 5, null); // inside when it moved
    await visit(t, acme, depot, truck, 1.5, null);
    expect(await figures(depot)).toMatchObject({ devices_count: 2, assets_exceeding_dwell: 2 });

    await t.database.db
      .update(devices)
      .set({ accountId: t.demo.accounts.rivera })
      .where(eq(devices.id, moved!.id));
    const f = await figures(depot);
    expect(f).toMatchObject({ devices_count: 1, assets_exceeding_dwell: 1 });
    // the closed 2 days and the truck's 1.5 days; the moved tracker's open stay no longer counts
    expect(Math.abs(f.avg_time - 1.75 * DAY_S)).toBeLessThan(SECONDS);
    const rows = await dwellGet(t, acme, `/dwell/geofences/${depot}/devices`, admin);
    expect(dwellDevicesResponse.parse(rows.json()).data.map((r) => r.device.id)).toEqual([truck]);
  });
});
