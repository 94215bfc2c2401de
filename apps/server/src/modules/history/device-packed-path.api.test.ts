import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePackedPath, deviceHistoryPathResponse, PACKED_PATH_RECORD_BYTES } from '@lodestar/contracts';
import type { TestApp } from '../../test/test-app.ts';
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
import { packedPathChunks } from './packed-path.ts';

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

const url = (
  deviceId: number,
  query = TRACK_DAY_QUERY,
  format = 'packed',
  accountId = t.demo.accounts.acme,
) => `/api/accounts/${accountId}/devices/${deviceId}/positions?format=${format}&${query}`;
const get = getAs(() => t);

/** The format=path JSON answer of the same range: what the packed answer must decode to. */
async function pathColumns(deviceId: number, query: string) {
  const res = await get(url(deviceId, query, 'path'), tokens.admin);
  return deviceHistoryPathResponse.parse(res.json()).data;
}

describe('GET /api/accounts/{id}/devices/{deviceId}/positions?format=packed', () => {
  it('answers binary records that decode to exactly the format=path columns', async () => {
    const res = await get(url(vanId), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.rawPayload.byteLength).toBe(constructedTrack().length * PACKED_PATH_RECORD_BYTES);
    const path = decodePackedPath(res.rawPayload);
    expect(path.time).toHaveLength(constructedTrack().length);
    expect(path).toEqual(await pathColumns(vanId, TRACK_DAY_QUERY));
  });

  it('keeps missing speeds, fractions of a second, every digit of a coordinate and the stored speeds', async () => {
    const path = decodePackedPath((await get(url(truckId, EDGE_CASE_DAY), tokens.admin)).rawPayload);
    expect(path).toEqual({
      time: [Date.parse('2026-03-20T08:00:00.250Z') / 1000, 1_773_993_660.000017, 1_773_993_720],
      lng: [FINE_PLACE.lng, -87.9, -87.8],
      lat: [FINE_PLACE.lat, 41.1, 41.2],
      speed: [null, 0, 13.7],
    });
    expect(path).toEqual(await pathColumns(truckId, EDGE_CASE_DAY));
  });

  it('reads a long history in batches without losing, repeating or reordering a fix', async () => {
    const batches: Buffer[] = [];
    for await (const batch of packedPathChunks(t.database, truckId, LONG_RANGE, 5_000)) batches.push(batch);
    // 12,000 fixes in batches of 5,000: each batch leaves as soon as it is read
    expect(batches.map((b) => b.byteLength / PACKED_PATH_RECORD_BYTES)).toEqual([5_000, 5_000, 2_000]);
    const path = decodePackedPath(Buffer.concat(batches));
    expect(path.time).toHaveLength(12_000);
    expect(new Set(path.time).size).toBe(12_000);
    expect(path.time.every((time, i) => i === 0 || time > path.time[i - 1]!)).toBe(true);
    expect(path).toEqual(await pathColumns(truckId, LONG_RANGE_QUERY));
    // the whole answer over HTTP is the same
    expect(decodePackedPath((await get(url(truckId, LONG_RANGE_QUERY), tokens.admin)).rawPayload)).toEqual(
      path,
    );
  });

  it('answers no bytes for a range without positions', async () => {
    const res = await get(
      url(vanId, 'date_from=2026-01-01T00:00:00Z&date_to=2026-01-02T00:00:00Z'),
      tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.byteLength).toBe(0);
    expect(decodePackedPath(res.rawPayload)).toEqual({ time: [], lng: [], lat: [], speed: [] });
  });

  it('refuses bad ranges with a clear 422 in JSON, and allows the on-screen 366 days', async () => {
    const cases: [string, RegExp][] = [
      ['date_to=2026-03-10T00:00:00Z', /date_from/],
      ['date_from=yesterday', /ISO 8601/],
      ['date_from=2026-03-11T00:00:00Z&date_to=2026-03-10T00:00:00Z', /start date must be before/],
      ['date_from=2025-01-01T00:00:00Z&date_to=2026-03-10T00:00:00Z', /366 days/],
    ];
    for (const [query, message] of cases) {
      const res = await get(url(vanId, query), tokens.admin);
      expect(res.statusCode, query).toBe(422);
      expect(res.headers['content-type'], query).toContain('application/json');
      expect(res.json().message, query).toEqual(expect.any(String));
      expect(JSON.stringify(res.json()), query).toMatch(message);
    }
    const longer = 'date_from=2026-01-01T00:00:00Z&date_to=2026-04-15T00:00:00Z';
    expect((await get(url(vanId, longer), tokens.admin)).statusCode).toBe(200);
    // as a download it is held to the 90 days of every download
    expect((await get(`${url(vanId, longer)}&download=1`, tokens.admin)).statusCode).toBe(422);
  });

  it('names the formats it knows when asked for another', async () => {
    const res = await get(url(vanId, TRACK_DAY_QUERY, 'binary'), tokens.admin);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/json, path, packed, csv, gpx or geojson/);
  });

  it('needs a session', async () => {
    const res = await get(url(vanId));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('never shows another account’s tracker', async () => {
    const foreign = await get(url(vanId), tokens.maria);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toEqual(expect.any(String));
    expect((await get(url(riveraCar), tokens.admin)).statusCode).toBe(404);
  });

  it('shows a devices-role user only the trackers granted to them', async () => {
    const own = await get(url(vanId), tokens.driver);
    expect(own.statusCode).toBe(200);
    expect(decodePackedPath(own.rawPayload).time).toHaveLength(constructedTrack().length);
    const other = await get(url(truckId), tokens.driver);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Tracker not found.' });
  });
});
