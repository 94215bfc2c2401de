import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePositionsResponse } from '@lodestar/contracts';
import { asc, eq } from 'drizzle-orm';
import { positions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { toPositionDto } from '../positions/position-dto.ts';
import { storeMinutePositions } from '../downloads/position-history.test-helper.ts';
import {
  constructedTrack,
  type HistoryTokens,
  openHistoryTestApp,
  TRACK_DAY_QUERY,
  TRACK_START,
  getAs,
} from './history.test-helper.ts';

let t: TestApp;
let tokens: HistoryTokens;
let vanId: number;
let truckId: number;
let riveraCar: number;
const TRACK_POINTS = constructedTrack().length;

beforeAll(async () => {
  ({ t, tokens, vanId, truckId, riveraCar } = await openHistoryTestApp());
  // more than two read batches of 5,000, to walk the keyset paging
  await storeMinutePositions(t.database, truckId, new Date('2026-02-01T00:00:00Z'), 12_000);
});
afterAll(() => t.close());

const url = (deviceId: number, query = TRACK_DAY_QUERY, accountId = t.demo.accounts.acme) =>
  `/api/accounts/${accountId}/devices/${deviceId}/positions?${query}`;
const get = getAs(() => t);

describe('GET /api/accounts/{id}/devices/{deviceId}/positions', () => {
  it('answers the positions of the range in time order, as Position records', async () => {
    const res = await get(url(vanId), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const { data } = devicePositionsResponse.parse(res.json());
    expect(data).toHaveLength(TRACK_POINTS);
    expect(data[0]).toMatchObject({ device_id: vanId, timestamp: TRACK_START.toISOString(), fix: 'gps' });
    expect(data[0]!.location).toEqual([-87.63, 41.78]);
    const times = data.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort());
  });

  it('shows each position as every other call shows a Position, plus what it carried', async () => {
    const stored = await t.database.db
      .select()
      .from(positions)
      .where(eq(positions.deviceId, vanId))
      .orderBy(asc(positions.fixTime));
    const res = await get(url(vanId), tokens.admin);
    expect(res.json().data).toEqual(
      stored.map((p) => ({ ...toPositionDto(p), attributes: p.attributes, network: p.network })),
    );
  });

  it('keeps to the range, both ends included', async () => {
    const res = await get(
      url(vanId, 'date_from=2026-03-10T14:10:00Z&date_to=2026-03-10T14:19:00Z'),
      tokens.admin,
    );
    const times = res.json().data.map((p: { timestamp: string }) => p.timestamp);
    expect(times).toHaveLength(10);
    expect(times[0]).toBe('2026-03-10T14:10:00.000Z');
    expect(times[9]).toBe('2026-03-10T14:19:00.000Z');
  });

  it('reads a long history in batches without losing or repeating a position', async () => {
    const res = await get(
      url(truckId, 'date_from=2026-01-31T00:00:00Z&date_to=2026-02-28T00:00:00Z'),
      tokens.admin,
    );
    const data = res.json().data as { id: number; timestamp: string }[];
    expect(data).toHaveLength(12_000);
    expect(new Set(data.map((p) => p.id)).size).toBe(12_000);
    expect(data[5_000]!.timestamp).toBe(
      new Date(Date.parse('2026-02-01T00:00:00Z') + 5_000 * 60_000).toISOString(),
    );
  });

  it('answers CSV for Accept: text/csv, times in the user’s zone and readings in the shown units', async () => {
    const res = await get(url(vanId), tokens.admin, { accept: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBeUndefined();
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Fix time (America/New_York),Latitude,Longitude,Address,Speed (mph),Course (°),Fix,Accuracy (m),' +
        'Battery (%),Temperature (°F),Humidity (%)',
    );
    expect(lines).toHaveLength(TRACK_POINTS + 1);
    // 14:00 UTC is 10:00 in New York on 10 March 2026 (daylight saving time began on 8 March)
    expect(lines[1]).toMatch(/^2026-03-10 10:00:00,41\.78,-87\.63,.*,40\.3,0,gps,8,80,68,40$/);
  });

  it('gives the CSV as an attachment with download=1, and honours offset', async () => {
    const res = await get(url(vanId, `${TRACK_DAY_QUERY}&format=csv&download=1&offset=-300`), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-positions-2026-03-10-2026-03-10\.csv"$/,
    );
    const [header, first] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Fix time \(UTC-05:00\),/);
    expect(first).toMatch(/^2026-03-10 09:00:00,/);
  });

  it('answers a GPX 1.1 track with one trkpt per position and its time', async () => {
    const res = await get(url(vanId, `${TRACK_DAY_QUERY}&format=gpx&download=1`), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/gpx+xml');
    expect(res.headers['content-disposition']).toMatch(/\.gpx"$/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const gpx = new XMLParser({ ignoreAttributes: false }).parse(res.body).gpx;
    expect(gpx['@_version']).toBe('1.1');
    expect(gpx.trk.name).toBe('Van 07 - Driver');
    const points = gpx.trk.trkseg.trkpt as { '@_lat': string; '@_lon': string; time: string; ele: number }[];
    expect(points).toHaveLength(TRACK_POINTS);
    expect(points[0]).toMatchObject({
      '@_lat': '41.78',
      '@_lon': '-87.63',
      time: TRACK_START.toISOString(),
      ele: 180,
    });
    expect(points.at(-1)!.time).toBe('2026-03-10T15:14:00.000Z');
  });

  it('escapes a tracker name in GPX', async () => {
    await t.database.query(`update devices set name = 'Van <7> & "Co"' where id = $1`, [truckId]);
    const res = await get(
      url(truckId, 'date_from=2026-02-01T00:00:00Z&date_to=2026-02-01T00:09:00Z&format=gpx'),
      tokens.admin,
    );
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(new XMLParser().parse(res.body).gpx.trk.name).toBe('Van <7> & "Co"');
    expect(res.body).toContain('<name>Van &lt;7&gt; &amp; &quot;Co&quot;</name>');
  });

  it('answers GeoJSON: a Point per position and the path as a LineString', async () => {
    const res = await get(url(vanId, `${TRACK_DAY_QUERY}&format=geojson`), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    const fc = res.json();
    expect(fc.type).toBe('FeatureCollection');
    const points = fc.features.filter((f: { geometry: { type: string } }) => f.geometry.type === 'Point');
    const line = fc.features.at(-1);
    expect(points).toHaveLength(TRACK_POINTS);
    expect(points[0].properties).toMatchObject({
      time: TRACK_START.toISOString(),
      fix: 'gps',
      speed_mph: 40.3,
    });
    expect(line.geometry.type).toBe('LineString');
    expect(line.geometry.coordinates).toHaveLength(TRACK_POINTS);
    expect(line.geometry.coordinates[0]).toEqual([-87.63, 41.78]);
    expect(line.properties).toMatchObject({ device_id: vanId, end_time: '2026-03-10T15:14:00.000Z' });
  });

  it('answers an empty list for a range without positions', async () => {
    const res = await get(
      url(vanId, 'date_from=2025-01-01T00:00:00Z&date_to=2025-01-02T00:00:00Z'),
      tokens.admin,
    );
    expect(res.json()).toEqual({ data: [] });
  });

  it('refuses bad ranges and formats with a clear 422', async () => {
    const cases: [string, RegExp][] = [
      ['date_to=2026-03-10T00:00:00Z', /date_from/],
      ['date_from=yesterday', /date_from/],
      [
        'date_from=2026-03-11T00:00:00Z&date_to=2026-03-10T00:00:00Z',
        /start date must be before the end date/,
      ],
      [`${TRACK_DAY_QUERY}&format=xml`, /format/],
      [`${TRACK_DAY_QUERY}&offset=abc`, /offset/],
      ['date_from=2025-01-01T00:00:00Z&date_to=2026-03-10T00:00:00Z', /366 days/],
    ];
    for (const [query, message] of cases) {
      const res = await get(url(vanId, query), tokens.admin);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json()), query).toMatch(message);
    }
  });

  it('limits downloads to 90 days, while the on-screen history may be longer', async () => {
    const range = 'date_from=2026-01-01T00:00:00Z&date_to=2026-04-15T00:00:00Z';
    for (const extra of ['&download=1', '&format=csv', '&format=gpx', '&format=geojson']) {
      const res = await get(url(vanId, range + extra), tokens.admin);
      expect(res.statusCode, extra).toBe(422);
      expect(res.json().message).toBe('History can only be downloaded for 90 day periods');
    }
    expect((await get(url(vanId, range + '&format=json'), tokens.admin)).statusCode).toBe(200);
    expect(
      (
        await get(
          url(vanId, 'date_from=2026-01-01T00:00:00Z&date_to=2026-03-31T00:00:00Z&download=1'),
          tokens.admin,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect((await get(url(vanId))).statusCode).toBe(401);
  });

  it('never shows another account’s tracker', async () => {
    expect((await get(url(vanId), tokens.maria)).statusCode).toBe(403);
    expect((await get(url(riveraCar), tokens.admin)).statusCode).toBe(404);
    expect((await get(url(999_999), tokens.admin)).statusCode).toBe(404);
  });

  it('shows a devices-role user only the trackers granted to them', async () => {
    const own = await get(url(vanId), tokens.driver);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toHaveLength(TRACK_POINTS);
    const other = await get(url(truckId), tokens.driver);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Tracker not found.' });
  });
});
