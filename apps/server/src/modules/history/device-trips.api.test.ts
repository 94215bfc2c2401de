import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTripsResponse } from '@lodestar/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { getAs, type HistoryTokens, openHistoryTestApp, TRACK_DAY_QUERY } from './history.test-helper.ts';

let t: TestApp;
let tokens: HistoryTokens;
let vanId: number;
let truckId: number;
let riveraCar: number;

beforeAll(async () => {
  ({ t, tokens, vanId, truckId, riveraCar } = await openHistoryTestApp());
});
afterAll(() => t.close());

const url = (deviceId: number, query = TRACK_DAY_QUERY, accountId = t.demo.accounts.acme) =>
  `/api/accounts/${accountId}/devices/${deviceId}/trips?${query}`;
const get = getAs(() => t);
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
const MINUTE = 60;

/*
 * The constructed day (history.test-helper.ts): from 14:00 UTC 10 minutes north at 18 m/s to the depot, parked
 * 14:10-14:39, 6 minutes at 13 m/s to the customer (0.04° north, about 4.4 km), parked 14:45-15:09, 5 minutes away.
 */
describe('GET /api/accounts/{id}/devices/{deviceId}/trips', () => {
  it('splits the day into the trips between its stops, with times, distances and speeds a driver can check', async () => {
    const res = await get(url(vanId), tokens.admin);
    expect(res.statusCode).toBe(200);
    const { data, meta } = deviceTripsResponse.parse(res.json());
    expect(data.map((trip) => [trip.start.time, trip.end.time, trip.duration_seconds])).toEqual([
      ['2026-03-10T14:00:00.000Z', '2026-03-10T14:10:00.000Z', 10 * MINUTE],
      ['2026-03-10T14:39:00.000Z', '2026-03-10T14:45:00.000Z', 6 * MINUTE],
      ['2026-03-10T15:09:00.000Z', '2026-03-10T15:14:00.000Z', 5 * MINUTE],
    ]);
    const [toDepot, toCustomer] = data;
    // 0.1° of latitude is about 11.1 km; 0.04° about 4.4 km
    expect(toDepot!.distance_m / 1000).toBeCloseTo(11.1, 0);
    expect(toCustomer!.distance_m / 1000).toBeCloseTo(4.45, 1);
    expect(toDepot!.max_speed).toBe(18);
    expect(toCustomer!.max_speed).toBe(13);
    expect(toDepot!.avg_speed).toBeCloseTo(toDepot!.distance_m / (10 * MINUTE), 1);
    expect(toDepot!).toMatchObject({
      moving_seconds: 10 * MINUTE,
      idle_seconds: 0,
      gap_seconds: 0,
      idles: [],
    });
    expect(toDepot!.end.location[1]).toBeCloseTo(41.88, 3);
    // the tracker woke up at 14:00, hours into the range: its first trip started in the range
    expect(data.every((trip) => !trip.start.partial && !trip.end.partial)).toBe(true);
    // the offline gazetteer names the nearest town, as for stops
    expect(toDepot!.end.address).toEqual(expect.any(String));
    expect(meta.summary).toEqual({
      trips_count: 3,
      distance_m: data.reduce((sum, trip) => sum + trip.distance_m, 0),
      moving_seconds: 21 * MINUTE,
      idle_seconds: 0,
      parked_seconds: (29 + 24) * MINUTE,
      stops_count: 2,
      max_speed: 18,
    });
  });

  it('gives two trips around the depot stop, the second cut by the range’s end', async () => {
    const res = await get(
      url(vanId, 'date_from=2026-03-10T13:00:00Z&date_to=2026-03-10T14:43:00Z'),
      tokens.admin,
    );
    const { data, meta } = deviceTripsResponse.parse(res.json());
    expect(data.map((trip) => [trip.start.time, trip.end.time, trip.end.partial])).toEqual([
      ['2026-03-10T14:00:00.000Z', '2026-03-10T14:10:00.000Z', false],
      ['2026-03-10T14:39:00.000Z', '2026-03-10T14:43:00.000Z', true],
    ]);
    expect(meta.summary).toMatchObject({ trips_count: 2, stops_count: 1, parked_seconds: 29 * MINUTE });
  });

  it('answers an empty range with no trips and a zero summary', async () => {
    const res = await get(
      url(vanId, 'date_from=2026-03-01T00:00:00Z&date_to=2026-03-02T00:00:00Z'),
      tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      meta: {
        summary: {
          trips_count: 0,
          distance_m: 0,
          moving_seconds: 0,
          idle_seconds: 0,
          parked_seconds: 0,
          stops_count: 0,
          max_speed: null,
        },
      },
    });
  });

  it('gives a CSV download in the user’s zone, in miles and mph like the positions CSV', async () => {
    const res = await get(url(vanId, `${TRACK_DAY_QUERY}&format=csv`), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-trips-2026-03-10-2026-03-10\.csv"$/,
    );
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'Start (America/New_York),End (America/New_York),Start address,End address,Start latitude,Start longitude,' +
        'End latitude,End longitude,Distance (mi),Duration (minutes),Moving (minutes),Idle (minutes),' +
        'Max speed (mph),Average speed (mph)',
    );
    expect(lines).toHaveLength(4);
    // 11.1 km is 6.9 mi; 18 m/s is 40.3 mph
    expect(lines[1]).toMatch(
      /^2026-03-10 10:00:00,2026-03-10 10:10:00,"Near [^"]+","Near [^"]+",41\.78,-87\.63,41\.8\d+,-87\.63,6\.9\d?,10,10,0,40\.3,4\d\.\d$/,
    );
    const zulu = csvLines(
      (await get(url(vanId, `${TRACK_DAY_QUERY}&format=zulu`), tokens.admin, { accept: 'text/csv' })).body,
    );
    expect(zulu[0]).toMatch(/^Start \(UTC\),End \(UTC\),/);
    expect(zulu[2]).toMatch(/^2026-03-10T14:39:00\.000Z,2026-03-10T14:45:00\.000Z,/);
  });

  it('refuses bad input with a clear 422', async () => {
    const cases: [string, RegExp][] = [
      ['', /date_from/],
      ['date_from=yesterday', /date_from/],
      [
        'date_from=2026-03-11T00:00:00Z&date_to=2026-03-10T00:00:00Z',
        /start date must be before the end date/,
      ],
      [`${TRACK_DAY_QUERY}&format=pdf`, /format/],
      ['date_from=2026-01-01T00:00:00Z&date_to=2026-04-15T00:00:00Z&format=csv', /90 day periods/],
      ['date_from=2025-01-01T00:00:00Z&date_to=2026-03-10T00:00:00Z', /cannot exceed 366 days/],
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
    expect((await get(url(vanId, TRACK_DAY_QUERY, t.demo.accounts.rivera), tokens.admin)).statusCode).toBe(
      404,
    );
  });

  it('shows a devices-role user the trips of their own tracker only', async () => {
    expect((await get(url(vanId), tokens.driver)).json().data).toHaveLength(3);
    const other = await get(url(truckId), tokens.driver);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toEqual(expect.any(String));
  });
});
