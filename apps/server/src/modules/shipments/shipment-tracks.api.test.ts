import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicShipment, Shipment } from '@lodestar/contracts';
import { devices } from '../../db/schema/index.ts';
import { unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { shipmentRoute } from './shipment-route.test-helper.ts';
import { fetchShipment, minutesFromNow, offset } from './shipment.test-helper.ts';

let t: TestApp;
let admin: string;
let trackers: { id: number; serial: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  trackers = await t.database.db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(inArray(devices.id, t.demo.devices.acme))
    .orderBy(asc(devices.id));
}, 60_000);
afterAll(() => t.close());

const T0 = unixMinutesAgo(0);
const minutesAgo = (m: number) => new Date((T0 - m * 60) * 1000).toISOString();
const route = () => shipmentRoute(t, admin, trackers.shift()!, T0);
const acmeUrl = (path: string) => `/api/accounts/${t.demo.accounts.acme}/shipments${path}`;

async function publicPage(uuid: string, query = 'include=device,events') {
  return t.app.inject({ method: 'GET', url: `/api/public-shipments/${uuid}?${query}` });
}
async function publicTimes(uuid: string): Promise<string[]> {
  const res = await publicPage(uuid);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as PublicShipment).path!.map((p) => p.timestamp);
}
const edit = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: acmeUrl(`/${id}`), headers: bearer(admin), payload });
const bulk = (action: 'archive' | 'unarchive', ids: number[]) =>
  t.app.inject({ method: 'POST', url: acmeUrl(`/bulk/${action}`), headers: bearer(admin), payload: { ids } });

/** Every key anywhere in an answer, with its path ('data.events.0.id'). */
function keysOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysOf(v, `${at}${i}.`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${at}${k}`, ...keysOf(v, `${at}${k}.`)]);
}

describe('the public page shows only this shipment', () => {
  it('has no point from before it began or after its end, and no other tracker', async () => {
    const r = await route();
    const other = await route();
    await r.report(120, offset(r.a, -5_000, 0)); // before the start
    const id = await r.plan({ name: 'Private', start_at: minutesFromNow(-60), end_at: minutesFromNow(60) });
    await r.report(50, r.a);
    await other.report(45, other.midway);
    await r.report(40, r.midway);
    await r.report(30, r.b); // arrival: the end
    await r.report(20, offset(r.b, 5_000, 0)); // after the end
    const { uuid } = await fetchShipment(t, admin, id);
    const res = await publicPage(uuid);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as PublicShipment;
    expect(data.path!.map((p) => p.timestamp)).toEqual([minutesAgo(50), minutesAgo(40), minutesAgo(30)]);
    expect(data.current_position!.timestamp).toBe(minutesAgo(30));
    expect(data.events!.map((e) => e.event_type)).toEqual(['shipment_begin', 'shipment_end']);
    expect(data.device).toEqual({ name: expect.any(String) });
    expect(res.body).not.toContain(String(other.midway.lat));
    // the signed-in details ask for the same track
    const own = await t.app.inject({
      method: 'GET',
      url: acmeUrl(`/${id}?with_path=1&with_current_position=1`),
      headers: bearer(admin),
    });
    expect((own.json().data as Shipment).path!.map((p) => p.timestamp)).toEqual(
      data.path!.map((p) => p.timestamp),
    );
  });

  it('follows when it actually began and ended: moving start_at or end_at does not widen it', async () => {
    const r = await route();
    for (const m of [200, 150, 100]) await r.report(m, offset(r.a, -8_000, 0)); // the tracker's day before the trip
    const id = await r.plan({ name: 'Widened', start_at: minutesFromNow(-60), end_at: minutesFromNow(60) });
    await r.report(50, r.a);
    await r.report(40, r.midway);
    await r.report(30, r.b);
    await r.report(10, offset(r.b, 6_000, 0)); // after the end
    const { uuid, status } = await fetchShipment(t, admin, id);
    expect(status).toBe('Completed');
    const before = await publicTimes(uuid);
    expect(before).toEqual([minutesAgo(50), minutesAgo(40), minutesAgo(30)]);

    // ten days earlier, and an end well after the arrival
    const res = await edit(id, { start_at: minutesFromNow(-14_400), end_at: minutesFromNow(600) });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().data.start_at)).toBeLessThan(Date.parse(minutesAgo(200)));
    expect(await publicTimes(uuid)).toEqual(before);
    const page = (await publicPage(uuid)).json().data as PublicShipment;
    expect(page.current_position!.timestamp).toBe(minutesAgo(30));
  });

  it('shows no position of a shipment that has not begun', async () => {
    const r = await route();
    await r.report(5, r.midway);
    const id = await r.plan({
      name: 'Tomorrow',
      start_at: minutesFromNow(24 * 60),
      end_at: minutesFromNow(26 * 60),
    });
    await r.report(2, r.midway);
    const { uuid, status } = await fetchShipment(t, admin, id);
    expect(status).toBe('Not Started');
    const data = (await publicPage(uuid, 'include=device,events&with_geofences=1')).json()
      .data as PublicShipment;
    expect(data.path).toEqual([]);
    expect(data.current_position).toBeNull();
  });

  it('carries no internal id: not the tracker, the events nor the geofences', async () => {
    const r = await route();
    const id = await r.plan({ name: 'No ids', start_at: minutesFromNow(-60), end_at: minutesFromNow(60) });
    await r.report(50, r.a);
    await r.report(30, r.b);
    const own = await fetchShipment(t, admin, id);
    expect(own.events!.length).toBe(2);
    const res = await publicPage(own.uuid, 'include=device,events&with_geofences=1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as PublicShipment;
    // what the page shows is all there: the tracker's name, the events and the ends' geofences
    expect(data.device!.name).toBe(own.tracker_name);
    expect(data.events!.map((e) => e.description)).toEqual(own.events!.map((e) => e.description));
    expect(data.from_geofence!.name).toBe(`Yard ${r.tracker.id}`);
    expect(data.to_geofence!.radius).toBe(500);
    const idKeys = keysOf(res.json()).filter((k) => /(^|\.)(id|\w+_id)$/.test(k));
    expect(idKeys).toEqual([]);
  });

  it('stops being shared once the owner archives the shipment, and is shared again when unarchived', async () => {
    const r = await route();
    const id = await r.plan({ name: 'Shared', start_at: minutesFromNow(-60), end_at: minutesFromNow(60) });
    const { uuid } = await fetchShipment(t, admin, id);
    expect((await publicPage(uuid)).statusCode).toBe(200);

    expect((await bulk('archive', [id])).json().data.ids).toEqual([id]);
    const archived = await publicPage(uuid);
    expect(archived.statusCode).toBe(404);
    expect(archived.json().message).toBe('This track Nº does not exist');
    expect(archived.body).not.toContain('Shared');

    expect((await bulk('unarchive', [id])).json().data.ids).toEqual([id]);
    expect((await publicPage(uuid)).statusCode).toBe(200);
  });
});

describe("the list's with_path", () => {
  it('gives each shipment its own track, the same as its details, for the whole list and a page', async () => {
    const r = await route();
    const other = await route();
    const first = await r.plan({
      name: 'Paths one',
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(60),
    });
    await r.report(50, r.a);
    await r.report(40, r.midway);
    await r.report(30, r.b); // arrival: the first ends
    const second = await r.plan({
      name: 'Paths two',
      start_at: minutesFromNow(-25),
      end_at: minutesFromNow(60),
    });
    await r.report(20, offset(r.b, -2_000, 0));
    await r.report(10, offset(r.b, -4_000, 0));
    const third = await other.plan({
      name: 'Paths three',
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(60),
    });
    await other.report(45, other.a);
    await other.report(35, other.midway);
    const planned = await other.plan({
      name: 'Paths four',
      start_at: minutesFromNow(24 * 60),
      end_at: minutesFromNow(26 * 60),
    });
    const expected = new Map([
      [first, [minutesAgo(50), minutesAgo(40), minutesAgo(30)]],
      [second, [minutesAgo(20), minutesAgo(10)]],
      [third, [minutesAgo(45), minutesAgo(35)]],
      [planned, []],
    ]);

    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: acmeUrl(`?search=Paths&with_path=1${query}`),
        headers: bearer(admin),
      });
      expect(res.statusCode, res.body).toBe(200);
      return new Map(
        (res.json().data as Shipment[]).map((s) => [s.id, s.path!.map((p) => p.timestamp)] as const),
      );
    };
    const whole = await list('');
    expect(whole).toEqual(expected);
    for (const [id, times] of expected) {
      const one = await t.app.inject({
        method: 'GET',
        url: acmeUrl(`/${id}?with_path=1`),
        headers: bearer(admin),
      });
      expect(
        (one.json().data as Shipment).path!.map((p) => p.timestamp),
        `shipment ${id}`,
      ).toEqual(times);
    }
    // a page of the list: the same tracks for the shipments on it
    const page = await list('&page=1&per_page=2');
    expect(page.size).toBe(2);
    for (const [id, times] of page) expect(times).toEqual(expected.get(id));
    // without with_path there is no path
    const plain = await t.app.inject({
      method: 'GET',
      url: acmeUrl('?search=Paths'),
      headers: bearer(admin),
    });
    expect((plain.json().data as Shipment[]).every((s) => s.path === undefined)).toBe(true);
  });
});
