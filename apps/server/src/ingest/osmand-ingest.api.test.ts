import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, positions, subscriptions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  currentPosition,
  deviceIdOf,
  osmandQuery,
  storedPositions,
  unixMinutesAgo,
} from './ingest.test-helper.ts';

let t: TestApp;
let truck: number;
beforeAll(async () => {
  t = await createTestApp();
  truck = await deviceIdOf(t.database, 'LS100001');
});
afterAll(() => t.close());

const totalPositions = async () => (await t.database.db.select({ n: count() }).from(positions))[0]!.n;
const get = (params: Record<string, string | number>) =>
  t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${osmandQuery(params)}` });

describe('OsmAnd ingest at /api/ingest/osmand: the three variants', () => {
  it('stores a query-string report, answering 200 with an empty body once the row is there', async () => {
    const timestamp = unixMinutesAgo(300);
    const res = await get({
      id: 'LS100001',
      lat: 39.7985,
      lon: -89.6544,
      timestamp,
      speed: 10,
      batt: 15,
      accuracy: 8,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const [row] = await storedPositions(t.database, truck);
    expect(row).toMatchObject({
      latitude: 39.7985,
      longitude: -89.6544,
      battery: 15,
      lowBattery: true,
      overspeed: false,
      accuracy: 8,
      fix: 'gps',
      address: 'Near Springfield, IL, US',
    });
    // 10 knots, stored in m/s
    expect(row!.speed).toBeCloseTo(5.144, 3);
    expect((await currentPosition(t.database, truck))?.fixTime).toEqual(new Date(timestamp * 1000));
  });

  it('stores form fields posted with any method', async () => {
    const device = await deviceIdOf(t.database, 'LS100002');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ingest/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: osmandQuery({
        id: 'LS100002',
        lat: 41.8781,
        lon: -87.6298,
        timestamp: unixMinutesAgo(5),
        alarm: 'sos',
        charge: 'true',
        fix: 'wifi',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect((await storedPositions(t.database, device))[0]).toMatchObject({
      sos: true,
      charging: true,
      fix: 'wifi',
    });
  });

  it('stores the JSON body of Traccar Client 9, with speed in m/s, temperature and humidity', async () => {
    const device = await deviceIdOf(t.database, 'LS100050');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/osmand',
      payload: {
        device_id: 'LS100050',
        location: {
          timestamp: new Date(Date.now() - 60_000).toISOString(),
          coords: { latitude: 40.7128, longitude: -74.006, speed: 40, accuracy: 5, heading: 90 },
          battery: { level: 0.5, is_charging: false },
          extras: { temp: -18.5, humidity: 40 },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await storedPositions(t.database, device);
    // 40 m/s is 144 km/h, over the default 120
    expect(row).toMatchObject({
      speed: 40,
      overspeed: true,
      battery: 50,
      temperature: -18.5,
      humidity: 40,
      course: 90,
    });
  });

  it('finds a tracker by its IMEI too', async () => {
    const [demo] = await t.database.db.select().from(devices).where(eq(devices.serial, 'LS100003'));
    const res = await get({ id: demo!.imei!, lat: 40, lon: -75, timestamp: unixMinutesAgo(5) });
    expect(res.statusCode).toBe(200);
    expect(await storedPositions(t.database, demo!.id)).toHaveLength(1);
  });

  it('keeps storing positions of a tracker whose subscription was cancelled', async () => {
    const [cancelled] = await t.database.db
      .select({ serial: devices.serial, id: devices.id })
      .from(devices)
      .innerJoin(subscriptions, eq(subscriptions.deviceId, devices.id))
      .where(eq(subscriptions.status, 'cancelled'))
      .limit(1);
    expect(
      (await get({ id: cancelled!.serial, lat: 40, lon: -75, timestamp: unixMinutesAgo(5) })).statusCode,
    ).toBe(200);
    expect(await storedPositions(t.database, cancelled!.id)).toHaveLength(1);
  });
});

describe('OsmAnd ingest: refusals', () => {
  it('answers 400 for an unknown tracker on the query variant and writes nothing', async () => {
    const before = await totalPositions();
    const res = await get({ id: 'NOT-A-TRACKER', lat: 40, lon: -75 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/No tracker has the identifier "NOT-A-TRACKER"/);
    expect(await totalPositions()).toBe(before);
  });

  it('answers 404 for an unknown tracker on the JSON variant and writes nothing', async () => {
    const before = await totalPositions();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/osmand',
      payload: { device_id: 'NOT-A-TRACKER', location: { coords: { latitude: 40, longitude: -75 } } },
    });
    expect(res.statusCode).toBe(404);
    expect(await totalPositions()).toBe(before);
  });

  it('answers 400 naming the bad value, and writes nothing', async () => {
    const before = await totalPositions();
    const res = await get({ id: 'LS100001', lat: 'north', lon: -75 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/lat/),
      errors: { lat: expect.any(Array) },
    });
    const noPosition = await get({ id: 'LS100001' });
    expect(noPosition.statusCode).toBe(400);
    const brokenJson = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/osmand',
      headers: { 'content-type': 'application/json' },
      payload: '{"device_id": "LS100001", ',
    });
    expect(brokenJson.statusCode).toBe(400);
    expect(await totalPositions()).toBe(before);
  });

  it('refuses a report of a tracker deleted after it was last seen, and still stores the others', async () => {
    const gone = await deviceIdOf(t.database, 'LS100064');
    const other = await deviceIdOf(t.database, 'LS100065');
    // the pipeline now knows LS100064 from memory
    expect((await get({ id: 'LS100064', lat: 40, lon: -75, timestamp: unixMinutesAgo(9) })).statusCode).toBe(
      200,
    );
    await t.database.db.delete(devices).where(eq(devices.id, gone));
    const [refused, stored] = await Promise.all([
      get({ id: 'LS100064', lat: 40, lon: -75, timestamp: unixMinutesAgo(8) }),
      get({ id: 'LS100065', lat: 40, lon: -75, timestamp: unixMinutesAgo(8) }),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(stored.statusCode).toBe(200);
    expect(await storedPositions(t.database, other)).toHaveLength(1);
    // the deleted tracker's history went with it (earlier fix) and its late report was not written
    expect(await storedPositions(t.database, gone)).toHaveLength(0);
  });

  it('answers 413 for a body over 64 kB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=LS100001&lat=40&lon=-75&note=${'x'.repeat(70 * 1024)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });
});

describe('OsmAnd ingest: repeats, order and sessions', () => {
  it('stores a repeated report once and still answers 200', async () => {
    const device = await deviceIdOf(t.database, 'LS100004');
    const report = { id: 'LS100004', lat: 40.5, lon: -75.5, timestamp: unixMinutesAgo(20) };
    const answers = await Promise.all([get(report), get(report), get(report)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await get(report)).statusCode).toBe(200);
    expect(await storedPositions(t.database, device)).toHaveLength(1);
  });

  it('stores a late report in the history without moving the current position back', async () => {
    const device = await deviceIdOf(t.database, 'LS100005');
    expect((await get({ id: 'LS100005', lat: 41, lon: -75, timestamp: unixMinutesAgo(10) })).statusCode).toBe(
      200,
    );
    expect((await get({ id: 'LS100005', lat: 42, lon: -75, timestamp: unixMinutesAgo(40) })).statusCode).toBe(
      200,
    );
    expect(await storedPositions(t.database, device)).toHaveLength(2);
    expect(await currentPosition(t.database, device)).toMatchObject({ latitude: 41 });
  });

  it('needs no session, and a signed-in browser cookie without the client header does not refuse it', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: 'admin@acme.test', password: 'lodestar-demo' },
    });
    const cookie = [signIn.headers['set-cookie']].flat().join('; ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/osmand',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: osmandQuery({ id: 'LS100006', lat: 40, lon: -75, timestamp: unixMinutesAgo(3) }),
    });
    expect(res.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/ingest/osmand?${osmandQuery({ id: 'LS100006', lat: 40, lon: -75, timestamp: unixMinutesAgo(2) })}`,
      headers: { cookie: 'lodestar_session=garbage', authorization: 'Bearer nonsense' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('acknowledges every one of many concurrent reports only with its row stored', async () => {
    const serials = Array.from({ length: 40 }, (_, i) => `LS1000${String(i + 10).padStart(2, '0')}`);
    const answers = await Promise.all(
      serials.flatMap((id) =>
        [1, 2, 3].map((m) => get({ id, lat: 40 + m / 100, lon: -75, timestamp: unixMinutesAgo(m) })),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const serial of serials.slice(0, 5)) {
      const device = await deviceIdOf(t.database, serial);
      // (other tests may have stored earlier positions of the same tracker at latitude 40)
      const rows = (await storedPositions(t.database, device)).filter((r) => r.latitude > 40);
      expect(rows.map((r) => r.latitude)).toEqual([40.03, 40.02, 40.01]);
      expect(await currentPosition(t.database, device)).toMatchObject({ latitude: 40.01 });
    }
  });
});
