import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geofence, TrackerEvent } from '@lodestar/contracts';
import { buildApp } from '../app.ts';
import { devices, geofenceVisits, positions } from '../db/schema/index.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { osmandQuery, unixMinutesAgo } from './ingest.test-helper.ts';

let t: TestApp;
let admin: string;
let acme: number;

/** Metres to degrees of latitude (and of longitude at the test latitude). */
const LAT0 = 38.9;
const dLat = (m: number) => m / 111_195;
const dLng = (m: number) => m / (111_195 * Math.cos((LAT0 * Math.PI) / 180));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  acme = t.demo.accounts.acme;
}, 60_000);
afterAll(() => t.close());

let trackers: { id: number; serial: string }[] = [];
let next = 0;
/** A demo tracker of Acme not used by another test here (each test gets its own track). */
async function tracker(): Promise<{ id: number; serial: string }> {
  if (!trackers.length)
    trackers = await t.database.db
      .select({ id: devices.id, serial: devices.serial })
      .from(devices)
      .where(inArray(devices.id, t.demo.devices.acme))
      .orderBy(asc(devices.id));
  return trackers[next++]!;
}

let place = 0;
/** A geofence centre of its own for each test, in empty Kansas farmland far from the demo fleet. */
const nextCentre = () => ({ lat: LAT0, lng: -99.5 + 0.2 * place++ });

async function createGeofence(body: object): Promise<Geofence> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${acme}/geofences`,
    headers: bearer(admin),
    payload: { address: 'Farm road, KS', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const circle = (name: string, c: { lat: number; lng: number }, radius = 500) =>
  createGeofence({ name, shape: { type: 'circle', lat: c.lat, lng: c.lng, radius } });

/**
 * One OsmAnd report at metres north/east of a centre, then waits until detection has handled it. Answers the fix
 * time it sent (a later `unixMinutesAgo` may be a second on, on a busy machine).
 */
async function report(
  serial: string,
  minutesAgo: number,
  at: { lat: number; lng: number },
  params: Record<string, string | number> = {},
  app = t.app,
) {
  const timestamp = unixMinutesAgo(minutesAgo);
  const query = osmandQuery({
    id: serial,
    lat: at.lat,
    lon: at.lng,
    timestamp,
    accuracy: 5,
    ...params,
  });
  const res = await app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  await app.services.geofenceDetector.idle();
  return new Date(timestamp * 1000).toISOString();
}

const offset = (c: { lat: number; lng: number }, north: number, east: number) => ({
  lat: c.lat + dLat(north),
  lng: c.lng + dLng(east),
});

async function geofenceEvents(deviceId: number): Promise<TrackerEvent[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/devices/${deviceId}/events?per_page=100`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as TrackerEvent[]).filter((e) => e.event_type.startsWith('geofence_')).reverse();
}

const summary = (events: TrackerEvent[]) => events.map((e) => `${e.event_type} ${e.description}`);

async function devicesCount(geofenceId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/accounts/${acme}/geofences/${geofenceId}`,
    headers: bearer(admin),
  });
  return res.json().data.devices_count;
}

describe('geofence entries and exits from stored fixes', () => {
  it('enters and leaves a circle: events, visits, devices_count and is_inside_geofences', async () => {
    const { id, serial } = await tracker();
    const c = nextCentre();
    const fence = await circle('Depot A', c);
    await report(serial, 30, offset(c, 2_000, 0));
    expect(await geofenceEvents(id)).toEqual([]);
    const enteredAt = await report(serial, 20, offset(c, 100, 0));
    expect(summary(await geofenceEvents(id))).toEqual(['geofence_enter Entered geofence Depot A']);
    expect(await devicesCount(fence.id)).toBe(1);
    await report(serial, 15, offset(c, 0, 50));
    await report(serial, 10, offset(c, 0, 900));
    const events = await geofenceEvents(id);
    expect(summary(events)).toEqual([
      'geofence_enter Entered geofence Depot A',
      'geofence_exit Left geofence Depot A',
    ]);
    expect(events[0]!.created_at).toBe(enteredAt);
    expect(await devicesCount(fence.id)).toBe(0);

    const visits = await t.database.db.select().from(geofenceVisits).where(eq(geofenceVisits.deviceId, id));
    expect(visits).toHaveLength(1);
    expect(visits[0]!.enteredAt.toISOString()).toBe(events[0]!.created_at);
    expect(visits[0]!.exitedAt?.toISOString()).toBe(events[1]!.created_at);

    const stored = await t.database.db
      .select({ inside: positions.isInsideGeofences })
      .from(positions)
      .where(eq(positions.deviceId, id))
      .orderBy(asc(positions.fixTime));
    expect(stored.map((p) => p.inside)).toEqual([false, true, true, false]);

    // the account's events list and the geofence events call carry them too
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${acme}/geofence-events?geofence_id=${fence.id}`,
      headers: bearer(admin),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((e: { event_type: string }) => e.event_type)).toEqual([
      'geofence_exit',
      'geofence_enter',
    ]);
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${acme}/events?per_page=100`,
      headers: bearer(admin),
    });
    expect(
      (account.json().data as TrackerEvent[]).filter((e) => e.device_id === id).map((e) => e.event_type),
    ).toEqual(['geofence_exit', 'geofence_enter']);
  });

  it('enters and leaves a polygon', async () => {
    const { id, serial } = await tracker();
    const c = nextCentre();
    const corner = (n: number, e: number) => {
      const p = offset(c, n, e);
      return [p.lng, p.lat];
    };
    await createGeofence({
      name: 'Yard',
      is_irregular: 1,
      shape: {
        type: 'polygon',
        geo_json: {
          type: 'Polygon',
          coordinates: [
            [corner(-300, -300), corner(-300, 300), corner(300, 300), corner(300, -300), corner(-300, -300)],
          ],
        },
      },
    });
    await report(serial, 30, offset(c, 0, -1_000));
    await report(serial, 25, offset(c, 0, 0));
    await report(serial, 20, offset(c, 0, 1_000));
    expect(summary(await geofenceEvents(id))).toEqual([
      'geofence_enter Entered geofence Yard',
      'geofence_exit Left geofence Yard',
    ]);
  });

  it('does not count a pass through between two fixes', async () => {
    const { id, serial } = await tracker();
    const c = nextCentre();
    await circle('Crossed', c, 300);
    await report(serial, 30, offset(c, 0, -2_000));
    await report(serial, 29, offset(c, 0, 2_000));
    expect(await geofenceEvents(id)).toEqual([]);
  });

  it('does not flicker on a ride along the edge with jitter, nor for a cell fix straddling it', async () => {
    const { id, serial } = await tracker();
    const c = nextCentre();
    await circle('Edge', c, 500);
    await report(serial, 60, offset(c, 0, -2_000));
    // riding along the edge: 5-8 m either side of it, GPS accuracy 5 m
    for (let i = 0; i < 12; i++) {
      const r = 500 + (i % 2 ? 6 : -6) + (i % 3);
      const angle = (i / 12) * Math.PI;
      await report(serial, 59 - i, offset(c, r * Math.sin(angle), r * Math.cos(angle)));
    }
    expect(await geofenceEvents(id)).toEqual([]);
    // a 2 km cell fix at the centre: its accuracy circle covers the edge, so it does not enter
    await report(serial, 40, c, { accuracy: 2_000 });
    expect(await geofenceEvents(id)).toEqual([]);
    // a GPS fix inside enters; a cell fix 700 m outside with 2 km accuracy does not leave
    await report(serial, 35, offset(c, 100, 0));
    await report(serial, 34, offset(c, 1_200, 0), { accuracy: 2_000 });
    // an invalid fix (no lock: the receiver's last coordinates) changes nothing either
    await report(serial, 33, offset(c, 5_000, 0), { valid: 'false' });
    expect(summary(await geofenceEvents(id))).toEqual(['geofence_enter Entered geofence Edge']);
  });

  it('ignores late fixes: only a fix newer than the last one judged changes state', async () => {
    const { id, serial } = await tracker();
    const c = nextCentre();
    await circle('Late', c);
    await report(serial, 30, offset(c, 2_000, 0));
    await report(serial, 20, c);
    // a fix from before the entry, delivered late, outside
    await report(serial, 25, offset(c, 2_000, 0));
    // a late fix inside, from before the outside fix at 30
    await report(serial, 35, c);
    expect(summary(await geofenceEvents(id))).toEqual(['geofence_enter Entered geofence Late']);
    const leftAt = await report(serial, 10, offset(c, 2_000, 0));
    const events = await geofenceEvents(id);
    expect(summary(events)).toEqual([
      'geofence_enter Entered geofence Late',
      'geofence_exit Left geofence Late',
    ]);
    expect(events[1]!.created_at).toBe(leftAt);
  });

  it('keeps its state across a restart between entry and exit (exactly once each)', async () => {
    const { id, serial } = await tracker();
    const c = nextCentre();
    const fence = await circle('Restart', c);
    await report(serial, 30, c);
    // a second server on the same database, as after a restart: its state comes from the stored visits
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    try {
      await report(serial, 25, offset(c, 50, 0), {}, restarted);
      await report(serial, 20, offset(c, 2_000, 0), {}, restarted);
      await report(serial, 15, offset(c, 2_500, 0), {}, restarted);
    } finally {
      await restarted.close();
    }
    expect(summary(await geofenceEvents(id))).toEqual([
      'geofence_enter Entered geofence Restart',
      'geofence_exit Left geofence Restart',
    ]);
    const open = await t.database.db
      .select()
      .from(geofenceVisits)
      .where(and(eq(geofenceVisits.geofenceId, fence.id)));
    expect(open.map((v) => v.exitedAt !== null)).toEqual([true]);
  });

  it('applies a geofence at once to the next fix after it is created, moved or deleted', async () => {
    const { id, serial } = await tracker();
    const c = nextCentre();
    await report(serial, 30, c);
    const fence = await circle('Fresh', offset(c, 3_000, 0));
    await report(serial, 29, c);
    expect(await geofenceEvents(id)).toEqual([]);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${acme}/geofences/${fence.id}`,
      headers: bearer(admin),
      payload: { shape: { type: 'circle', lat: c.lat, lng: c.lng, radius: 400 } },
    });
    expect(moved.statusCode).toBe(200);
    await report(serial, 28, c);
    expect(summary(await geofenceEvents(id))).toEqual(['geofence_enter Entered geofence Fresh']);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${acme}/geofences/${fence.id}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode).toBe(200);
    await report(serial, 27, offset(c, 5_000, 0));
    // no exit from a geofence that no longer exists; the entry stays in the tracker's events
    expect(summary(await geofenceEvents(id))).toEqual(['geofence_enter Entered geofence Fresh']);
  });
});
