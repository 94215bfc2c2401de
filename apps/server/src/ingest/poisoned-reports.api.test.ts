import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  currentPosition,
  deviceIdOf,
  osmandQuery,
  storedPositions,
  trackerReport,
} from './ingest.test-helper.ts';
import { startOsmandListener, type OsmandListener } from './osmand-listener.ts';
import type { TrackerReport } from '../modules/positions/new-position.ts';
import { FORWARD_SECRET_HEADER } from './traccar-secret.ts';

/**
 * One bad report must never cost another tracker's report (issue 14, item 2; docs/decisions/0022): bursts of good
 * reports from many trackers with poisoned ones among them, through every way a report arrives, written in
 * shared batches. Runs on PGlite and, in the PostgreSQL run of the API suite, on PostgreSQL.
 */

const SECRET = 'poisoned-reports-test-secret';
let t: TestApp;
let listener: OsmandListener;
let base: string;
let serials: string[];

beforeAll(async () => {
  t = await createTestApp({ TRACCAR_FORWARD_SECRET: SECRET });
  listener = await startOsmandListener(t.app.services, { port: 0, host: '127.0.0.1', logger: t.app.log });
  base = `http://127.0.0.1:${listener.port}`;
  const rows = await t.database.db.select({ serial: devices.serial }).from(devices).orderBy(asc(devices.id));
  serials = rows.map((r) => r.serial).filter((s): s is string => !!s);
}, 60_000);
afterAll(async () => {
  await listener.close();
  await t.close();
});

type Sent = { status: number; body: string };

const viaInject = async (query: Record<string, string | number>): Promise<Sent> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${osmandQuery(query)}` });
  return { status: res.statusCode, body: res.body };
};
const viaListener = async (query: Record<string, string | number>): Promise<Sent> => {
  const res = await fetch(`${base}/?${osmandQuery(query)}`);
  return { status: res.status, body: await res.text() };
};
/** The OsmAnd JSON body (Traccar Client's newer SDK); `raw` is spliced into `coords` as text (1e999). */
const viaJsonBody = async (
  serial: string,
  at: Date,
  lat: number,
  lon: number,
  coords: Record<string, number>,
  raw = '',
): Promise<Sent> => {
  const json = JSON.stringify({
    device_id: serial,
    location: {
      timestamp: at.toISOString(),
      coords: { latitude: lat, longitude: lon, ...coords },
      battery: { level: 0.5, is_charging: false },
    },
  });
  const body = raw ? json.replace('"coords":{', `"coords":{${raw},`) : json;
  const res = await fetch(`${base}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: await res.text() };
};
const viaTraccar = async (
  serial: string,
  at: Date,
  lat: number,
  lon: number,
  over: Record<string, unknown>,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/traccar',
    headers: { [FORWARD_SECRET_HEADER]: SECRET },
    payload: {
      position: {
        id: 1,
        deviceId: 1,
        protocol: 'osmand',
        fixTime: at.toISOString(),
        valid: true,
        latitude: lat,
        longitude: lon,
        altitude: 10,
        speed: 0,
        course: 0,
        accuracy: 5,
        attributes: { batteryLevel: 50 },
        ...over,
      },
      device: { id: 1, name: 'forwarded', uniqueId: serial, status: 'online' },
    },
  });
  return { status: res.statusCode, body: res.body };
};

/** One report: how it is sent, where it is, and the stored column that must be empty for a poisoned one. */
interface Planned {
  serial: string;
  at: Date;
  latitude: number;
  poisoned: 'temperature' | 'altitude' | 'accuracy' | 'hdop' | 'speed' | null;
  send: () => Promise<Sent>;
}

/** Reports of `trackers` trackers, `perTracker` each, every `poisonEvery`-th poisoned, over every transport. */
function plan(
  trackers: string[],
  perTracker: number,
  poisonEvery: number,
  startMinutesAgo: number,
): Planned[] {
  const planned: Planned[] = [];
  let n = 0;
  trackers.forEach((serial, ti) => {
    for (let k = 0; k < perTracker; k++, n++) {
      const at = new Date(Math.floor(Date.now() / 1000 - (startMinutesAgo - k) * 60) * 1000);
      const latitude = 10 + ti * 0.01 + k * 0.0001;
      const longitude = 20;
      const timestamp = Math.floor(at.getTime() / 1000);
      const query = { id: serial, lat: latitude, lon: longitude, timestamp, batt: 50, temp: 4 };
      const poison = n % poisonEvery === poisonEvery - 1;
      const kind = n % 6;
      const p = (poisoned: Planned['poisoned'], send: () => Promise<Sent>): Planned => ({
        serial,
        at,
        latitude,
        poisoned: poison ? poisoned : null,
        send,
      });
      if (kind === 0)
        planned.push(p('temperature', () => viaInject({ ...query, ...(poison && { temp: '1e308' }) })));
      else if (kind === 1)
        planned.push(p('altitude', () => viaListener({ ...query, ...(poison && { altitude: '1e308' }) })));
      else if (kind === 2)
        planned.push(p('accuracy', () => viaListener({ ...query, ...(poison && { accuracy: '1e308' }) })));
      else if (kind === 3)
        planned.push(p('hdop', () => viaInject({ ...query, ...(poison && { hdop: '-1e308' }) })));
      else if (kind === 4)
        planned.push(
          p('altitude', () =>
            viaJsonBody(serial, at, latitude, longitude, { accuracy: 5 }, poison ? '"altitude":1e999' : ''),
          ),
        );
      else
        planned.push(
          p('accuracy', () =>
            viaTraccar(serial, at, latitude, longitude, poison ? { accuracy: 1e308, altitude: 1e308 } : {}),
          ),
        );
    }
  });
  return planned;
}

const storedOf = async (serial: string) => storedPositions(t.database, await deviceIdOf(t.database, serial));

describe('a burst of reports with poisoned ones among them', () => {
  it('acknowledges and stores every report, leaving out only the impossible values', async () => {
    const trackers = serials.slice(0, 24);
    const planned = plan(trackers, 6, 7, 50);
    const answers = await Promise.all(planned.map((p) => p.send()));
    const failed = answers.flatMap((a, i) =>
      a.status === 200 ? [] : [{ ...a, serial: planned[i]!.serial }],
    );
    expect(failed).toEqual([]);

    for (const serial of trackers) {
      const rows = await storedOf(serial);
      const mine = planned.filter((p) => p.serial === serial);
      expect(rows.map((r) => r.latitude)).toEqual(mine.map((p) => p.latitude));
      rows.forEach((row, i) => {
        const sent = mine[i]!;
        expect(row.fixTime.getTime()).toBe(sent.at.getTime());
        if (sent.poisoned) expect(row[sent.poisoned]).toBeNull();
        for (const column of ['temperature', 'altitude', 'accuracy', 'hdop', 'speed'] as const)
          if (row[column] !== null) expect(Math.abs(row[column])).toBeLessThan(1e6);
        expect(row.battery).toBe(50);
      });
    }
  }, 120_000);
});

describe('a report the database refuses although it passed the checks', () => {
  it('costs no other report: the batch is written apart, the refused fix is stored bare or refused alone', async () => {
    // stand-ins for a value the checks let through and the database does not take
    await t.database.db.execute(
      sql`alter table positions add constraint test_refused_altitude check (altitude is distinct from 4242)`,
    );
    await t.database.db.execute(
      sql`alter table positions add constraint test_refused_place check (latitude <> 12.3456)`,
    );
    try {
      const trackers = serials.slice(30, 50);
      const good = plan(trackers, 4, Number.POSITIVE_INFINITY, 40);
      const [bareSerial, refusedSerial] = trackers;
      const bareAt = new Date(Date.now() - 37.5 * 60_000);
      const refusedAt = new Date(Date.now() - 37.5 * 60_000);
      const sends = [
        ...good.map((p) => p.send),
        () =>
          viaListener({
            id: bareSerial!,
            lat: 40.5,
            lon: 20,
            timestamp: Math.floor(bareAt.getTime() / 1000),
            altitude: 4242,
            batt: 50,
          }),
        () =>
          viaInject({
            id: refusedSerial!,
            lat: 12.3456,
            lon: 20,
            timestamp: Math.floor(refusedAt.getTime() / 1000),
          }),
      ];
      // the two refused reports go in the middle of the burst, so they share batches with good ones
      const order = [...sends.slice(0, 40), sends.at(-2)!, sends.at(-1)!, ...sends.slice(40, -2)];
      const answers = await Promise.all(order.map((send) => send()));
      const statusOf = (send: () => Promise<Sent>) => answers[order.indexOf(send)]!;

      expect(statusOf(sends.at(-1)!).status).toBe(400);
      expect(JSON.parse(statusOf(sends.at(-1)!).body).message).toMatch(/could not be stored/);
      expect(statusOf(sends.at(-2)!).status).toBe(200);
      const goodFailed = good.filter((_, i) => answers[order.indexOf(sends[i]!)]!.status !== 200);
      expect(goodFailed).toEqual([]);

      for (const serial of trackers) {
        const rows = await storedOf(serial);
        const expected = good.filter((p) => p.serial === serial).map((p) => p.latitude);
        if (serial === bareSerial) expected.splice(3, 0, 40.5);
        expect(rows.map((r) => r.latitude)).toEqual(expected);
      }
      const bare = (await storedOf(bareSerial!)).find((r) => r.latitude === 40.5)!;
      // stored without the refused value (and the other side values, which went with it)
      expect(bare).toMatchObject({ altitude: null, longitude: 20, valid: true });

      // the trackers' current positions and the pipeline's memory of them went on in order
      for (const serial of [bareSerial!, refusedSerial!]) {
        const deviceId = await deviceIdOf(t.database, serial);
        const newest = good.filter((p) => p.serial === serial).at(-1)!;
        expect((await currentPosition(t.database, deviceId))!.latitude).toBe(newest.latitude);
        const next = await viaListener({
          id: serial,
          lat: 41,
          lon: 21,
          timestamp: Math.floor(Date.now() / 1000),
        });
        expect(next.status).toBe(200);
        expect((await currentPosition(t.database, deviceId))!.latitude).toBe(41);
      }
    } finally {
      await t.database.db.execute(sql`alter table positions drop constraint test_refused_altitude`);
      await t.database.db.execute(sql`alter table positions drop constraint test_refused_place`);
    }
  }, 120_000);
});

describe('values a decoder let through that no column can hold', () => {
  it('are left out at the pipeline, whichever decoder produced them, and the fixes stored', async () => {
    const trackers = serials.slice(60, 70);
    const poisons: Partial<TrackerReport>[] = [
      { temperatureC: 1e308 },
      { altitude: -1e308 },
      { battery: 100_000 },
      { course: Number.NaN },
      { hdop: Number.POSITIVE_INFINITY },
      { humidity: 1e39 },
      { attributes: { note: 'half a pair \ud800', fine: 1 } },
      { attributes: { ['nul\u0000name']: 'x', fine: 1 } },
      { network: { wifiAccessPoints: [{ macAddress: 'aa:bb:cc:dd:ee:ff\u0000' }] } },
      { speedMps: 1e308 },
    ];
    const now = Math.floor(Date.now() / 1000) * 1000;
    const reports = trackers.flatMap((serial, i) =>
      [0, 1, 2].map((k) => ({
        ...trackerReport({
          fixTime: new Date(now - (30 - k) * 60_000),
          latitude: 30 + i,
          longitude: k,
          battery: 60,
        }),
        ...(k === 1 && poisons[i]),
        deviceIdentifier: serial,
      })),
    );
    const outcomes = await Promise.all(reports.map((r) => t.app.services.ingest.submit(r)));
    expect(outcomes.every((o) => o === 'stored')).toBe(true);
    for (const [i, serial] of trackers.entries()) {
      const rows = await storedOf(serial);
      expect(rows.map((r) => r.longitude)).toEqual([0, 1, 2]);
      const poisoned = rows[1]!;
      for (const column of ['temperature', 'altitude', 'course', 'hdop', 'humidity', 'speed'] as const)
        expect(poisoned[column]).toBeNull();
      expect(poisoned.battery).toBe('battery' in poisons[i]! ? null : 60);
      if ('attributes' in poisons[i]!) expect(poisoned.attributes).toEqual({ fine: 1 });
      expect(poisoned.network).toBeNull();
    }
  }, 60_000);
});
