import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceStopsResponse, STOP_RADIUS_DEFAULT_KM } from '@lodestar/contracts';
import { distanceMetres } from '@lodestar/domain';
import type { Database } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { storeHistory } from '../positions/position-history-writer.ts';
import {
  constructedTrack,
  type HistoryTokens,
  openHistoryTestApp,
  TRACK_DAY_QUERY,
  getAs,
} from './history.test-helper.ts';
import { findRangeFingerprint, findStopPoints } from './stop-points.repository.ts';

let t: TestApp;
let tokens: HistoryTokens;
let vanId: number;
let truckId: number;
let riveraCar: number;

beforeAll(async () => {
  ({ t, tokens, vanId, truckId, riveraCar } = await openHistoryTestApp());
});
afterAll(() => t.close());

/**
 * Runs reads with index scans off, so the database hands rows over in storage order (as a bitmap or sequential scan
 * does on a large table) even on this small test table.
 */
async function inStorageOrder<T>(database: Database, read: (database: Database) => Promise<T>): Promise<T> {
  const off = ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan'].map((s) => `set ${s} = off`);
  if (!database.pool) {
    for (const sql of off) await database.query(sql);
    try {
      return await read(database);
    } finally {
      await database.query('reset all');
    }
  }
  const client = await database.pool.connect();
  try {
    for (const sql of off) await client.query(sql);
    return await read({ ...database, query: async (sql, params) => (await client.query(sql, params)).rows });
  } finally {
    await client.query('reset all');
    client.release();
  }
}

const url = (deviceId: number, query = TRACK_DAY_QUERY, accountId = t.demo.accounts.acme) =>
  `/api/accounts/${accountId}/devices/${deviceId}/stops?${query}`;
const get = getAs(() => t);
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('GET /api/accounts/{id}/devices/{deviceId}/stops', () => {
  it('finds the stops of a track stored by the history writer, with times, place and radius in km', async () => {
    const res = await get(url(vanId), tokens.admin);
    expect(res.statusCode).toBe(200);
    const { data } = deviceStopsResponse.parse(res.json());
    expect(data.map((s) => [s.start_time, s.end_time, s.duration_seconds])).toEqual([
      ['2026-03-10T14:10:00.000Z', '2026-03-10T14:39:00.000Z', 29 * 60],
      ['2026-03-10T14:45:00.000Z', '2026-03-10T15:09:00.000Z', 24 * 60],
    ]);
    const [depot, customer] = data;
    expect(distanceMetres(depot!.location[1], depot!.location[0], 41.88, -87.63)).toBeLessThan(10);
    expect(distanceMetres(customer!.location[1], customer!.location[0], 41.92, -87.63)).toBeLessThan(10);
    // parked jitter of about 10 m: the default radius
    expect(depot!.radius).toBe(STOP_RADIUS_DEFAULT_KM);
    // the offline gazetteer names the nearest town
    expect(depot!.address).toEqual(expect.any(String));
  });

  it('finds no stop in a range that holds only driving', async () => {
    const res = await get(
      url(vanId, 'date_from=2026-03-10T14:00:00Z&date_to=2026-03-10T14:09:00Z'),
      tokens.admin,
    );
    expect(res.json()).toEqual({ data: [] });
  });

  it('works a range out again when positions arrive in it, instead of serving cached stops', async () => {
    const range = 'date_from=2026-03-10T00:00:00Z&date_to=2026-03-12T00:00:00Z';
    expect((await get(url(vanId, range), tokens.admin)).json().data).toHaveLength(2);
    // the tracker parks at the depot again the next day
    const later = constructedTrack()
      .slice(10, 40)
      .map((r) => ({ ...r, fixTime: new Date(r.fixTime.getTime() + 24 * 3_600_000) }));
    await storeHistory(t.database.db, vanId, later);
    const res = await get(url(vanId, range), tokens.admin);
    expect(res.json().data.map((s: { start_time: string }) => s.start_time)).toEqual([
      '2026-03-10T14:10:00.000Z',
      '2026-03-10T14:45:00.000Z',
      '2026-03-11T14:10:00.000Z',
    ]);
  });

  it('serves a settled range again from the cache: the range scan and the points read agree on its fingerprint', async () => {
    const range = { from: new Date('2026-03-10T00:00:00Z'), to: new Date('2026-03-10T23:59:59Z') };
    const { track, fingerprint } = await findStopPoints(t.database, vanId, range);
    expect(track.length).toBeGreaterThan(0);
    expect(await findRangeFingerprint(t.database, vanId, range)).toBe(fingerprint);
  });

  it('reads back exactly the stored fixes, packed binary, in fix-time order', async () => {
    const range = { from: new Date('2026-03-10T00:00:00Z'), to: new Date('2026-03-10T23:59:59Z') };
    const { track } = await findStopPoints(t.database, vanId, range);
    expect([...track.time]).toEqual(constructedTrack().map((r) => r.fixTime.getTime()));
    expect([...track.latitude]).toEqual(constructedTrack().map((r) => r.latitude));
    expect([...track.longitude]).toEqual(constructedTrack().map((r) => r.longitude));
    expect([...track.accuracy]).toEqual(constructedTrack().map((r) => r.accuracy ?? NaN));
  });

  it('reads back-filled history in fix-time order and finds its stops, although it was stored after later fixes', async () => {
    const dayBefore = constructedTrack().map((r) => ({
      ...r,
      fixTime: new Date(r.fixTime.getTime() - 24 * 3_600_000),
    }));
    await storeHistory(t.database.db, vanId, dayBefore);
    const range = { from: new Date('2026-03-09T00:00:00Z'), to: new Date('2026-03-10T23:59:59Z') };
    const { track } = await inStorageOrder(t.database, (database) => findStopPoints(database, vanId, range));
    expect([...track.time]).toEqual([...dayBefore, ...constructedTrack()].map((r) => r.fixTime.getTime()));
    const res = await get(
      url(vanId, 'date_from=2026-03-09T00:00:00Z&date_to=2026-03-10T23:59:59Z'),
      tokens.admin,
    );
    expect(res.json().data.map((s: { start_time: string }) => s.start_time)).toEqual([
      '2026-03-09T14:10:00.000Z',
      '2026-03-09T14:45:00.000Z',
      '2026-03-10T14:10:00.000Z',
      '2026-03-10T14:45:00.000Z',
    ]);
  });

  it('keeps one stop when a parked tracker’s cell fixes jump to far towers or a fix is invalid', async () => {
    const parked = constructedTrack()
      .slice(10, 40)
      .map((r, k) => ({
        ...r,
        fixTime: new Date(Date.parse('2026-03-12T08:00:00Z') + k * 60_000),
        accuracy: null,
        ...((k % 7 === 3 || k % 7 === 4) && {
          fix: 'cell' as const,
          accuracy: 2500,
          latitude: r.latitude + 0.03,
        }),
        ...((k === 20 || k === 21) && { valid: false, latitude: r.latitude - 0.05 }),
      }));
    await storeHistory(t.database.db, truckId, parked);
    const res = await get(
      url(truckId, 'date_from=2026-03-12T00:00:00Z&date_to=2026-03-13T00:00:00Z'),
      tokens.admin,
    );
    const { data } = deviceStopsResponse.parse(res.json());
    expect(data).toHaveLength(1);
    expect([data[0]!.start_time, data[0]!.end_time]).toEqual([
      '2026-03-12T08:00:00.000Z',
      '2026-03-12T08:29:00.000Z',
    ]);
    expect(distanceMetres(data[0]!.location[1], data[0]!.location[0], 41.88, -87.63)).toBeLessThan(10);
  });

  it('gives a CSV download in the user’s zone', async () => {
    const res = await get(url(vanId, `${TRACK_DAY_QUERY}&download=1`), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-stops-2026-03-10-2026-03-10\.csv"$/,
    );
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'Start (America/New_York),End (America/New_York),Duration (minutes),Latitude,Longitude,Radius (km),Address',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2026-03-10 10:10:00,2026-03-10 10:39:00,29,41\.88\d*,-87\.63\d*,0\.1,/);
  });

  it('writes UTC Z times with format=zulu, and shifts times by offset', async () => {
    const zulu = csvLines(
      (await get(url(vanId, `${TRACK_DAY_QUERY}&download=1&format=zulu`), tokens.admin)).body,
    );
    expect(zulu[0]).toMatch(/^Start \(UTC\),End \(UTC\),/);
    expect(zulu[1]).toMatch(/^2026-03-10T14:10:00\.000Z,2026-03-10T14:39:00\.000Z,/);
    const shifted = csvLines(
      (await get(url(vanId, `${TRACK_DAY_QUERY}&offset=60`), tokens.admin, { accept: 'text/csv' })).body,
    );
    expect(shifted[0]).toMatch(/^Start \(UTC\+01:00\),/);
    expect(shifted[1]).toMatch(/^2026-03-10 15:10:00,/);
  });

  it('refuses bad input with a clear 422', async () => {
    const cases: [string, RegExp][] = [
      ['', /date_from/],
      [
        'date_from=2026-03-11T00:00:00Z&date_to=2026-03-10T00:00:00Z',
        /start date must be before the end date/,
      ],
      [`${TRACK_DAY_QUERY}&format=pdf`, /format/],
      [`${TRACK_DAY_QUERY}&download=maybe`, /download/],
      ['date_from=2026-01-01T00:00:00Z&date_to=2026-04-15T00:00:00Z&download=1', /90 day periods/],
    ];
    for (const [query, message] of cases) {
      const res = await get(url(vanId, query), tokens.admin);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json()), query).toMatch(message);
    }
  });

  it('needs a session', async () => {
    expect((await get(url(vanId))).statusCode).toBe(401);
  });

  it('never shows another account’s tracker', async () => {
    expect((await get(url(vanId), tokens.maria)).statusCode).toBe(403);
    expect((await get(url(riveraCar), tokens.admin)).statusCode).toBe(404);
    // Alex is also a member of Rivera: the Acme tracker is still not found through that account
    expect((await get(url(vanId, TRACK_DAY_QUERY, t.demo.accounts.rivera), tokens.admin)).statusCode).toBe(
      404,
    );
  });

  it('shows a devices-role user only the trackers granted to them', async () => {
    expect((await get(url(vanId), tokens.driver)).json().data).toHaveLength(2);
    expect((await get(url(truckId), tokens.driver)).statusCode).toBe(404);
  });
});
