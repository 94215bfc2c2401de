import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, positions } from '../db/schema/index.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { currentPosition, storedPositions } from './ingest.test-helper.ts';
import { startOsmandListener, type OsmandListener } from './osmand-listener.ts';

/**
 * The OsmAnd protocol's request forms, written from its public description and the cases Traccar's decoder is
 * tested on (not copied: our own trackers, places and values): each must be stored with the fields Traccar
 * decodes from it. Query forms go to the OsmAnd listener's port as Traccar Client sends them (the fast path when
 * plain, Fastify when percent-encoded); bodies to the same port.
 */
let t: TestApp;
let listener: OsmandListener;
let base: string;
/** Acme's trackers by serial, taken one per case so the cases do not share a current position. */
let serials: string[] = [];
const ids = new Map<string, number>();
let nextTracker = 0;

beforeAll(async () => {
  t = await createTestApp({ TRACCAR_FORWARD_SECRET: 'replay-secret' });
  listener = await startOsmandListener(t.app.services, { port: 0, host: '127.0.0.1', logger: t.app.log });
  base = `http://127.0.0.1:${listener.port}`;
  const rows = await t.database.db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(eq(devices.accountId, t.demo.accounts.acme));
  serials = rows.map((r) => r.serial).sort();
  for (const r of rows) ids.set(r.serial, r.id);
}, 60_000);
afterAll(async () => {
  await listener.close();
  await t.close();
});

function tracker(): { serial: string; id: number } {
  const serial = serials[nextTracker++]!;
  return { serial, id: ids.get(serial)! };
}

/** A request to the listener: the query as written (encoded or not), and a body when given. */
async function send(query: string, body?: { type: string; text: string }) {
  const res = await fetch(`${base}/?${query}`, {
    method: body ? 'POST' : 'GET',
    ...(body && { headers: { 'content-type': body.type }, body: body.text }),
  });
  return { status: res.status, text: await res.text() };
}
const sendJson = (value: unknown) => send('', { type: 'application/json', text: JSON.stringify(value) });

const onlyRow = async (deviceId: number) => {
  const rows = await storedPositions(t.database, deviceId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const totalPositions = async () => (await t.database.db.select({ n: count() }).from(positions))[0]!.n;
const secondsAgo = (s: number) => Math.floor(Date.now() / 1000) - s;
const KNOT = 1852 / 3600;

describe('replayed OsmAnd query forms', () => {
  it('cell towers and wifi access points without coordinates: stored at the last known position, not valid, approximate, every network kept', async () => {
    const { serial, id } = tracker();
    expect((await send(`id=${serial}&lat=55.7512&lon=37.6184&timestamp=${secondsAgo(600)}`)).status).toBe(
      200,
    );
    const fixTime = secondsAgo(300);
    const res = await send(
      `id=${serial}&timestamp=${fixTime}&cell=250,01,7745,30561&cell=250,01,7745,30562,-87` +
        `&wifi=A4-2B-B0-11-22-33,-71&wifi=a4:2b:b0:44:55:66,-64`,
    );
    expect(res).toEqual({ status: 200, text: '' });
    const rows = await storedPositions(t.database, id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      fixTime: new Date(fixTime * 1000),
      latitude: 55.7512,
      longitude: 37.6184,
      valid: false,
      fix: 'wifi',
      attributes: { approximate: true },
      network: {
        cellTowers: [
          { mcc: 250, mnc: 1, lac: 7745, cid: 30561 },
          { mcc: 250, mnc: 1, lac: 7745, cid: 30562, rssi: -87 },
        ],
        wifiAccessPoints: [
          { macAddress: 'a4:2b:b0:11:22:33', signalStrength: -71 },
          { macAddress: 'a4:2b:b0:44:55:66', signalStrength: -64 },
        ],
      },
    });
    expect((await currentPosition(t.database, id))?.fixTime).toEqual(new Date(fixTime * 1000));
  });

  it('a tracker that never had a position: the network report is acknowledged and nothing is drawn', async () => {
    const { serial, id } = tracker();
    const res = await send(`id=${serial}&timestamp=${secondsAgo(60)}&cell=250,01,7745,30561`);
    expect(res.status).toBe(200);
    expect(await storedPositions(t.database, id)).toHaveLength(0);
  });

  it('no identifier: refused with 400, nothing stored', async () => {
    const before = await totalPositions();
    const res = await send(`timestamp=${secondsAgo(60)}&lat=48.1371&lon=11.5754`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ message: expect.stringMatching(/identifier/) });
    expect(await totalPositions()).toBe(before);
  });

  it('ISO time (percent-encoded), hdop, altitude and speed', async () => {
    const { serial, id } = tracker();
    const time = new Date(Date.now() - 120_000);
    time.setMilliseconds(0);
    const iso = encodeURIComponent(time.toISOString().replace('.000Z', 'Z'));
    const res = await send(
      `id=${serial}&lat=41.90278&lon=12.49636&timestamp=${iso}&hdop=4.5&altitude=52.0&speed=0.0`,
    );
    expect(res.status).toBe(200);
    expect(await onlyRow(id)).toMatchObject({
      fixTime: time,
      latitude: 41.90278,
      longitude: 12.49636,
      hdop: 4.5,
      altitude: 52,
      speed: 0,
      valid: true,
      fix: 'gps',
    });
  });

  it('epoch milliseconds', async () => {
    const { serial, id } = tracker();
    const ms = Date.now() - 90_000;
    expect((await send(`id=${serial}&lat=-33.8688&lon=151.2093&timestamp=${ms}&hdop=1.2`)).status).toBe(200);
    expect(await onlyRow(id)).toMatchObject({ fixTime: new Date(ms), hdop: 1.2 });
  });

  it('yyyy-MM-dd HH:mm:ss with a + for the space, and the identifier last', async () => {
    const { serial, id } = tracker();
    const time = new Date(Date.now() - 3_600_000);
    time.setMilliseconds(0);
    const text = time.toISOString().slice(0, 19).replace('T', '+').replaceAll(':', '%3A');
    const res = await send(`lat=50.0755&lon=14.4378&timestamp=${text}&altitude=235.4&speed=0.0&id=${serial}`);
    expect(res.status).toBe(200);
    expect(await onlyRow(id)).toMatchObject({ fixTime: time, latitude: 50.0755, altitude: 235.4 });
  });

  it('speed in knots, bearing, altitude and a zero hdop', async () => {
    const { serial, id } = tracker();
    const res = await send(
      `id=${serial}&timestamp=${secondsAgo(50)}&lat=52.52&lon=13.405&speed=12.5&bearing=271.5&altitude=34&hdop=0.0`,
    );
    expect(res.status).toBe(200);
    const row = await onlyRow(id);
    expect(row).toMatchObject({ course: 271.5, altitude: 34, hdop: 0 });
    expect(row.speed).toBeCloseTo(12.5 * KNOT, 4);
  });

  it('deviceid, heading, no timestamp (server time), and unknown keys kept as attributes', async () => {
    const { serial, id } = tracker();
    const before = Date.now();
    const res = await send(
      `lat=45.4642&lon=9.19&speed=0.0&heading=90.0&vacc=3&hacc=5&altitude=120&deviceid=${serial}`,
    );
    expect(res.status).toBe(200);
    const row = await onlyRow(id);
    expect(row.course).toBe(90);
    expect(row.fixTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.attributes).toEqual({ vacc: 3, hacc: 5 });
  });

  it('battery percent without a timestamp', async () => {
    const { serial, id } = tracker();
    const res = await send(`id=${serial}&lat=40.4168&lon=-3.7038&altitude=667.25&speed=0.000000&batt=64`);
    expect(res.status).toBe(200);
    expect(await onlyRow(id)).toMatchObject({ battery: 64, lowBattery: false, altitude: 667.25 });
  });

  it('location=lat,lon', async () => {
    const { serial, id } = tracker();
    expect((await send(`id=${serial}&timestamp=${secondsAgo(40)}&location=59.3293,18.0686`)).status).toBe(
      200,
    );
    expect(await onlyRow(id)).toMatchObject({ latitude: 59.3293, longitude: 18.0686 });
  });

  it('vehicle values as typed attributes: ignition, rpm, fuel', async () => {
    const { serial, id } = tracker();
    const res = await send(
      `id=${serial}&timestamp=${secondsAgo(30)}&lat=40.7306&lon=-73.9866&bearing=12.75&speed=22&ignition=true&rpm=1450&fuel=61.5`,
    );
    expect(res.status).toBe(200);
    const row = await onlyRow(id);
    expect(row.attributes).toEqual({ ignition: true, rpm: 1450, fuel: 61.5 });
    expect(row.course).toBe(12.75);
  });

  it('accuracy, charge, valid and an SOS alarm', async () => {
    const { serial, id } = tracker();
    const res = await send(
      `id=${serial}&timestamp=${secondsAgo(20)}&lat=34.0522&lon=-118.2437&accuracy=7.5&charge=true&valid=false&alarm=sos`,
    );
    expect(res.status).toBe(200);
    expect(await onlyRow(id)).toMatchObject({ accuracy: 7.5, charging: true, valid: false, sos: true });
  });
});

describe('replayed OsmAnd JSON bodies (Traccar Client 9+)', () => {
  const location = (over: Record<string, unknown> = {}) => ({
    timestamp: new Date(Date.now() - 45_000).toISOString(),
    coords: {
      latitude: 47.3769,
      longitude: 8.5417,
      accuracy: 6,
      speed: 8.25,
      heading: 33,
      altitude: 408,
    },
    is_moving: true,
    odometer: 1834,
    event: 'motionchange',
    battery: { level: 0.57, is_charging: true },
    activity: { type: 'on_bicycle' },
    extras: {},
    ...over,
  });

  it('the full body: m/s speed, battery object, motion, event, activity, odometer', async () => {
    const { serial, id } = tracker();
    const res = await sendJson({ device_id: serial, location: location() });
    expect(res.status).toBe(200);
    const row = await onlyRow(id);
    expect(row).toMatchObject({
      latitude: 47.3769,
      longitude: 8.5417,
      accuracy: 6,
      speed: 8.25,
      course: 33,
      altitude: 408,
      battery: 57,
      charging: true,
      attributes: { motion: true, event: 'motionchange', activity: 'on_bicycle', odometer: 1834 },
    });
  });

  it("the iOS SDK's -1 sentinels and extra coordinate fields: stored as unknown", async () => {
    const { serial, id } = tracker();
    const res = await sendJson({
      device_id: serial,
      location: location({
        mock: true,
        uuid: '6b1f1c52-3d0e-4c3b-9d7c-000000000001',
        coords: {
          latitude: 37.3318,
          longitude: -122.0312,
          accuracy: 10,
          speed: -1,
          heading: -1,
          altitude: 0,
          speed_accuracy: -1,
          floor: null,
        },
        battery: { level: -1, is_charging: false },
        activity: { type: 'unknown', confidence: 100 },
      }),
    });
    expect(res.status).toBe(200);
    const row = await onlyRow(id);
    expect(row).toMatchObject({ speed: null, course: null, battery: null, charging: false });
    expect(row.attributes).toMatchObject({ mock: true, activity: 'unknown' });
  });

  it('extras of every JSON type kept as attributes, our extensions read', async () => {
    const { serial, id } = tracker();
    const res = await sendJson({
      device_id: serial,
      location: location({
        extras: { vehicle: 'van-7', trailer: true, doors_open: false, stops: 3, load_kg: 412.75, temp: 4.5 },
      }),
    });
    expect(res.status).toBe(200);
    const row = await onlyRow(id);
    expect(row.temperature).toBe(4.5);
    expect(row.attributes).toMatchObject({
      vehicle: 'van-7',
      trailer: true,
      doors_open: false,
      stops: 3,
      load_kg: 412.75,
    });
  });

  it('an alarm on the location itself raises SOS', async () => {
    const { serial, id } = tracker();
    expect((await sendJson({ device_id: serial, location: location({ alarm: 'sos' }) })).status).toBe(200);
    expect(await onlyRow(id)).toMatchObject({ sos: true });
  });

  it('no coords: stored at the last known position, not valid, approximate, with its battery', async () => {
    const { serial, id } = tracker();
    expect((await sendJson({ device_id: serial, location: location() })).status).toBe(200);
    const { coords: _coords, ...withoutCoords } = location({ event: 'heartbeat' });
    const res = await sendJson({
      device_id: serial,
      location: { ...withoutCoords, timestamp: new Date(Date.now() - 5_000).toISOString() },
    });
    expect(res.status).toBe(200);
    const rows = await storedPositions(t.database, id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      latitude: 47.3769,
      longitude: 8.5417,
      valid: false,
      fix: 'cell',
      battery: 57,
      attributes: { approximate: true, event: 'heartbeat' },
    });
  });
});

describe('a side value that cannot be read never refuses the fix', () => {
  it.each([
    ['batt=-1', { battery: null }],
    ['batt=120', { battery: null }],
    ['valid=yes', { valid: true }],
    ['charge=yes', { charging: true }],
    ['charge=maybe&speed=9999&fix=laser', { charging: null, speed: null, fix: 'gps' }],
  ])('%s: stored', async (extra, expected) => {
    const { serial, id } = tracker();
    const res = await send(`id=${serial}&timestamp=${secondsAgo(10)}&lat=43.7&lon=7.27&${extra}`);
    expect(res.status).toBe(200);
    expect(await onlyRow(id)).toMatchObject({ latitude: 43.7, ...expected });
  });

  it('Traccar forward with batteryLevel -1 and a charge it cannot read: stored', async () => {
    const { serial, id } = tracker();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      headers: { 'x-lodestar-secret': 'replay-secret' },
      payload: {
        position: {
          protocol: 'gt06',
          fixTime: new Date(Date.now() - 30_000).toISOString(),
          valid: true,
          latitude: 51.5072,
          longitude: -0.1276,
          speed: 10,
          attributes: { batteryLevel: -1, charge: 'unknown', hdop: 0.9 },
        },
        device: { uniqueId: serial },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await onlyRow(id)).toMatchObject({ latitude: 51.5072, battery: null, charging: null, hdop: 0.9 });
  });
});

describe('what was stored can be read back from the positions API', () => {
  it('answers hdop, the extra attributes and the network of each position', async () => {
    const { serial, id } = tracker();
    const start = Date.now();
    await send(`id=${serial}&timestamp=${secondsAgo(90)}&lat=48.8566&lon=2.3522&hdop=2.5&ignition=true`);
    await send(`id=${serial}&timestamp=${secondsAgo(80)}&cell=208,10,1003,51234,-80`);
    const token = await signIn(t.app, 'admin@acme.test');
    const from = new Date(start - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${t.demo.accounts.acme}/devices/${id}/positions?date_from=${from}&date_to=${to}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, unknown>[];
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ hdop: 2.5, attributes: { ignition: true }, network: null });
    expect(data[1]).toMatchObject({
      location: [2.3522, 48.8566],
      valid: false,
      fix: 'cell',
      hdop: null,
      attributes: { approximate: true },
      network: { cellTowers: [{ mcc: 208, mnc: 10, lac: 1003, cid: 51234, rssi: -80 }] },
    });
  });
});

describe('with a geolocation service configured (GEOLOCATION)', () => {
  let geo: TestApp;
  let fake: Server;
  const asked: unknown[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += String(chunk)));
      req.on('end', () => {
        asked.push(JSON.parse(text));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ location: { lat: 52.2297, lng: 21.0122 }, accuracy: 850 }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    geo = await createTestApp({ GEOLOCATION: `google:test-key:http://127.0.0.1:${port}/geolocate` });
  }, 60_000);
  afterAll(async () => {
    await geo.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('places a network report where the service says, approximate, with its accuracy', async () => {
    const serial = serials[0]!;
    const res = await geo.app.inject({
      method: 'GET',
      url: `/api/ingest/osmand?id=${serial}&timestamp=${secondsAgo(15)}&cell=260,03,58120,9876,-75&wifi=00:1a:2b:3c:4d:5e,-58`,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await storedPositions(geo.database, ids.get(serial)!);
    expect(row).toMatchObject({
      latitude: 52.2297,
      longitude: 21.0122,
      accuracy: 850,
      valid: true,
      fix: 'wifi',
      attributes: { approximate: true },
    });
    expect(asked).toEqual([
      {
        considerIp: false,
        cellTowers: [
          {
            mobileCountryCode: 260,
            mobileNetworkCode: 3,
            locationAreaCode: 58120,
            cellId: 9876,
            signalStrength: -75,
          },
        ],
        wifiAccessPoints: [{ macAddress: '00:1a:2b:3c:4d:5e', signalStrength: -58 }],
      },
    ]);
  });
});
