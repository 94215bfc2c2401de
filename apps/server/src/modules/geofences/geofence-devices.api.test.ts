import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geofenceDevices, type Geofence } from '@lodestar/contracts';
import { accounts, devices, geofences } from '../../db/schema/index.ts';
import { osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let acme: number;
let admin: string;
let driver: string;
let otherFence: number;
/** A driver's tracker (devices role sees it) and one of the rest of the fleet. */
let van: { id: number; serial: string };
let truck: { id: number; serial: string };

/** A circle of 500 m in empty Kansas farmland, far from the demo fleet. */
const centre = { lat: 38.9, lng: -97.1 };
const far = { lat: 38.9, lng: -96.9 };

beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  admin = await signIn(t.app, 'admin@acme.test');
  driver = await signIn(t.app, 'driver@acme.test');
  const vanId = t.demo.devices.driver[0]!;
  const truckId = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  const rows = await t.database.db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(inArray(devices.id, [vanId, truckId]));
  van = rows.find((r) => r.id === vanId)!;
  truck = rows.find((r) => r.id === truckId)!;
  const [other] = await t.database.db
    .insert(accounts)
    .values({ title: 'Other Business', isB2bAccount: true })
    .returning({ id: accounts.id });
  await createUser(t.database, { email: 'other@business.test', accountId: other!.id, role: 'admin' });
  const [g] = await t.database.db
    .insert(geofences)
    .values({ accountId: other!.id, name: 'Theirs', address: 'x', latitude: 1, longitude: 1, radius: 100 })
    .returning({ id: geofences.id });
  otherFence = g!.id;
}, 60_000);
afterAll(() => t.close());

async function createCircle(name: string): Promise<Geofence> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${acme}/geofences`,
    headers: bearer(admin),
    payload: { name, address: 'Farm road, KS', shape: { type: 'circle', ...centre, radius: 500 } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** One OsmAnd report, then waits until detection has handled it. */
async function report(serial: string, minutesAgo: number, at: { lat: number; lng: number }) {
  const query = osmandQuery({
    id: serial,
    lat: at.lat,
    lon: at.lng,
    timestamp: unixMinutesAgo(minutesAgo),
    accuracy: 5,
  });
  const res = await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.geofenceDetector.idle();
}

const inside = (geofenceId: number | string, token: string | null = admin, accountId = acme) =>
  t.app.inject({
    method: 'GET',
    url: `/api/accounts/${accountId}/geofences/${geofenceId}/devices`,
    headers: token ? bearer(token) : {},
  });

async function insideIds(geofenceId: number, token = admin): Promise<number[]> {
  const res = await inside(geofenceId, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = geofenceDevices.parse(res.json());
  return body.data.map((d) => d.id).sort((a, b) => a - b);
}

describe('GET /accounts/{id}/geofences/{id}/devices', () => {
  it('lists the trackers inside now in the tracker-list shape; an exit removes one; the devices role sees only its own', async () => {
    const fence = await createCircle('Inside now');
    expect(await insideIds(fence.id)).toEqual([]);

    await report(van.serial, 20, centre);
    await report(truck.serial, 20, centre);
    expect(await insideIds(fence.id)).toEqual([van.id, truck.id].sort((a, b) => a - b));

    const res = await inside(fence.id);
    const vanItem = geofenceDevices.parse(res.json()).data.find((d) => d.id === van.id)!;
    // the list shape with the current position: the report that entered
    expect(vanItem.current_position?.location[1]).toBeCloseTo(centre.lat, 5);
    expect(vanItem.model.title).toBeTruthy();

    // the driver sees their tracker inside, never the other one
    expect(await insideIds(fence.id, driver)).toEqual([van.id]);

    // leaving closes the visit: the tracker is no longer inside
    await report(truck.serial, 10, far);
    expect(await insideIds(fence.id)).toEqual([van.id]);
    await report(van.serial, 10, far);
    expect(await insideIds(fence.id)).toEqual([]);
    expect(await insideIds(fence.id, driver)).toEqual([]);
  }, 30_000);

  it('answers 401 without a session, 404 for another account’s geofence or none, 4xx for a bad id', async () => {
    const fence = await createCircle('Refusals');
    expect((await inside(fence.id, null)).statusCode).toBe(401);
    const theirs = await inside(otherFence);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBeTruthy();
    expect((await inside(999_999_999)).statusCode).toBe(404);
    for (const bad of ['abc', '1.5', '-1']) {
      const res = await inside(bad);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
    // another account itself: the caller is not a member
    const other = await signIn(t.app, 'other@business.test');
    expect((await inside(fence.id, other)).statusCode).toBe(403);
  }, 30_000);
});
