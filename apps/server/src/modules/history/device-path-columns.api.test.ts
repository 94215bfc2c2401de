import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceHistoryPathResponse } from '@lodestar/contracts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { positions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { pathColumnsChunks } from './path-columns.ts';
import {
  constructedTrack,
  EDGE_CASE_DAY,
  FINE_PLACE,
  type HistoryTokens,
  LONG_RANGE,
  LONG_RANGE_QUERY,
  openHistoryTestApp,
  storePathTestHistory,
  TRACK_DAY_QUERY,
  getAs,
} from './history.test-helper.ts';

let t: TestApp;
let tokens: HistoryTokens;
let vanId: number;
let truckId: number;
let riveraCar: number;

beforeAll(async () => {
  ({ t, tokens, vanId, truckId, riveraCar } = await openHistoryTestApp());
  await storePathTestHistory(t.database, truckId);
});
afterAll(() => t.close());

const url = (deviceId: number, query = TRACK_DAY_QUERY, accountId = t.demo.accounts.acme) =>
  `/api/accounts/${accountId}/devices/${deviceId}/positions?format=path&${query}`;
const get = getAs(() => t);

/** The stored positions of a range as the path columns should show them. */
async function storedColumns(deviceId: number, from: string, to: string) {
  const rows = await t.database.db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.deviceId, deviceId),
        gte(positions.fixTime, new Date(from)),
        lte(positions.fixTime, new Date(to)),
      ),
    )
    .orderBy(asc(positions.fixTime));
  return {
    time: rows.map((p) => p.fixTime.getTime() / 1000),
    lng: rows.map((p) => p.longitude),
    lat: rows.map((p) => p.latitude),
    speed: rows.map((p) => p.speed),
  };
}

describe('GET /api/accounts/{id}/devices/{deviceId}/positions?format=path', () => {
  it('answers the range’s fixes as time, lng, lat and speed columns equal to the stored positions', async () => {
    const res = await get(url(vanId), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const { data } = deviceHistoryPathResponse.parse(res.json());
    expect(data.time).toHaveLength(constructedTrack().length);
    expect(data).toEqual(await storedColumns(vanId, '2026-03-10T00:00:00Z', '2026-03-10T23:59:59Z'));
  });

  it('keeps missing speeds, fractions of a second and every digit of a coordinate', async () => {
    const { data } = deviceHistoryPathResponse.parse(
      (await get(url(truckId, EDGE_CASE_DAY), tokens.admin)).json(),
    );
    expect(data).toEqual({
      time: [Date.parse('2026-03-20T08:00:00.250Z') / 1000, 1_773_993_660.000017, 1_773_993_720],
      lng: [FINE_PLACE.lng, -87.9, -87.8],
      lat: [FINE_PLACE.lat, 41.1, 41.2],
      speed: [null, 0, 13.7],
    });
  });

  it('reads a long history in batches without losing, repeating or reordering a fix', async () => {
    let body = '';
    for await (const chunk of pathColumnsChunks(t.database, truckId, LONG_RANGE, 5_000)) body += chunk;
    const { data } = deviceHistoryPathResponse.parse(JSON.parse(body));
    expect(data.time).toHaveLength(12_000);
    expect(data).toEqual(
      await storedColumns(truckId, LONG_RANGE.from.toISOString(), LONG_RANGE.to.toISOString()),
    );
    // the whole answer over HTTP is the same
    const range = LONG_RANGE_QUERY;
    expect((await get(url(truckId, range), tokens.admin)).json()).toEqual({ data });
  });

  it('answers empty columns for a range without positions', async () => {
    const res = await get(
      url(vanId, 'date_from=2026-01-01T00:00:00Z&date_to=2026-01-02T00:00:00Z'),
      tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { time: [], lng: [], lat: [], speed: [] } });
  });

  it('refuses bad ranges with a clear 422, and allows the on-screen 366 days', async () => {
    const cases: [string, RegExp][] = [
      ['date_to=2026-03-10T00:00:00Z', /date_from/],
      ['date_from=2026-03-11T00:00:00Z&date_to=2026-03-10T00:00:00Z', /start date must be before/],
      ['date_from=2025-01-01T00:00:00Z&date_to=2026-03-10T00:00:00Z', /366 days/],
    ];
    for (const [query, message] of cases) {
      const res = await get(url(vanId, query), tokens.admin);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json()), query).toMatch(message);
    }
    const longer = 'date_from=2026-01-01T00:00:00Z&date_to=2026-04-15T00:00:00Z';
    expect((await get(url(vanId, longer), tokens.admin)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await get(url(vanId))).statusCode).toBe(401);
  });

  it('never shows another account’s tracker', async () => {
    expect((await get(url(vanId), tokens.maria)).statusCode).toBe(403);
    expect((await get(url(riveraCar), tokens.admin)).statusCode).toBe(404);
  });

  it('shows a devices-role user only the trackers granted to them', async () => {
    const own = await get(url(vanId), tokens.driver);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.time).toHaveLength(constructedTrack().length);
    const other = await get(url(truckId), tokens.driver);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Tracker not found.' });
  });
});
