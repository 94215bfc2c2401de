import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeTestPosition } from '../devices/current-position.test-helper.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { csvHeader, csvRows } from './download.test-helper.ts';
import { storeMinutePositions } from './position-history.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;
let van: number;
let stranger: number;
const start = new Date('2026-01-10T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  van = t.demo.devices.driver[0]!;
  stranger = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  // more rows than one read batch (2,000), so the file is stitched from several batches
  await storeMinutePositions(t.database, van, start, 2_500);
  await storeMinutePositions(t.database, stranger, start, 10);
  await storeTestPosition(t.database, van, { lat: 41.88, lng: -87.63, at: new Date('2026-01-15T18:30:00Z') });
  await storeTestPosition(t.database, stranger, {
    lat: 40.7,
    lng: -74,
    at: new Date('2026-01-15T18:00:00Z'),
  });
});
afterAll(() => t.close());

const report = (body: object, token: string | null = tokens.admin, url = '/api/report-builder/') =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: body });
const positions = (filters: object, fields?: string[]) => ({
  type: 'positions',
  response_type: 'csv',
  ...(fields && { fields }),
  filters: { account_id: t.demo.accounts.acme, ...filters },
});
const filename = /positions-\d+-\d{4}-\d{2}-\d{2}\.csv/;
const range = { fix_time_from: '2026-01-10T00:00:00Z', fix_time_to: '2026-01-12T00:00:00Z' };

describe('POST /api/report-builder/ (positions, csv)', () => {
  it('writes current positions with the chosen fields at the given offset', async () => {
    const fields = ['device_name', 'fix_time', 'latitude', 'longitude', 'speed', 'fix'];
    const res = await report(positions({ only_current_positions: true, offset: -300 }, fields));
    expect(csvHeader(res.body)).toEqual([
      'Tracker',
      'Fix time (UTC-05:00)',
      'Latitude',
      'Longitude',
      'Speed (mph)',
      'Fix',
    ]);
    const rows = csvRows(res, filename);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.Tracker === 'Van 07 - Driver')).toEqual({
      Tracker: 'Van 07 - Driver',
      'Fix time (UTC-05:00)': '2026-01-15 13:30:00',
      Latitude: '41.88',
      Longitude: '-87.63',
      'Speed (mph)': '28',
      Fix: 'gps',
    });
  });

  it('streams the history of a time range in time order, converted to the units people read', async () => {
    const fields = ['serial', 'fix_time', 'latitude', 'speed', 'temperature', 'battery', 'address'];
    const res = await report(
      positions({ ...range, device_ids: [van] }, fields),
      tokens.admin,
      '/api/report-builder',
    );
    const rows = csvRows(res, filename);
    expect(rows).toHaveLength(2_500);
    expect(rows[0]).toMatchObject({
      'Fix time (America/New_York)': '2026-01-09 19:00:00',
      Latitude: '41',
      'Speed (mph)': '22.4',
      'Temperature (°F)': '39.2',
      'Battery (%)': '50',
      Address: 'Near Gary, IN, US',
    });
    expect(rows[2_499]!['Fix time (America/New_York)']).toBe('2026-01-11 12:39:00');
    const times = rows.map((r) => r['Fix time (America/New_York)']!);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(2_500);
  });

  it('narrows by fix time and by tracker conditions, in the default columns', async () => {
    const narrow = { fix_time_from: '2026-01-10T00:00:00Z', fix_time_to: '2026-01-10T00:04:00Z' };
    const rows = csvRows(await report(positions({ ...narrow, device_id: { in: [stranger] } })), filename);
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0]!)).toEqual([
      'Tracker',
      'Serial',
      'Fix time (America/New_York)',
      'Latitude',
      'Longitude',
      'Address',
      'Speed (mph)',
      'Battery (%)',
      'Fix',
    ]);
    const both = csvRows(await report(positions({ ...narrow })), filename);
    expect(both).toHaveLength(10);
  });

  it('gives the devices role only its own trackers, whatever it names', async () => {
    const own = csvRows(await report(positions(range), tokens.driver), filename);
    expect(own).toHaveLength(2_500);
    expect(new Set(own.map((r) => r.Tracker))).toEqual(new Set(['Van 07 - Driver']));
    const other = csvRows(
      await report(positions({ ...range, device_ids: [stranger] }), tokens.driver),
      filename,
    );
    expect(other).toEqual([]);
    const current = csvRows(await report(positions({ only_current_positions: 1 }), tokens.driver), filename);
    expect(current.map((r) => r.Tracker)).toEqual(['Van 07 - Driver']);
  });

  it('refuses bad requests with 422 and a message', async () => {
    const cases: [object, string][] = [
      [{ ...positions(range), type: 'stops' }, 'Unsupported report type'],
      [{ ...positions(range), response_type: 'pdf' }, 'response_type must be csv or send_email'],
      [positions(range, ['device_name', 'colour']), ''],
      [positions(range, []), 'fields: choose at least one field'],
      [{ type: 'positions', response_type: 'csv', filters: {} }, ''],
      [positions({}), 'fix_time_from and fix_time_to are required unless only_current_positions is set'],
      [
        positions({ fix_time_from: '2026-01-12T00:00:00Z', fix_time_to: '2026-01-10T00:00:00Z' }),
        'The start date must be before the end date',
      ],
      [
        positions({ fix_time_from: '2025-01-01T00:00:00Z', fix_time_to: '2026-01-10T00:00:00Z' }),
        'The date range cannot exceed 90 days',
      ],
      [positions({ ...range, fix_time_to: 'yesterday' }), ''],
      [
        positions({ only_current_positions: true, offset: 7 }),
        'filters.offset must be a multiple of 15 minutes',
      ],
      [positions({ ...range, device_id: 'van' }), ''],
    ];
    for (const [body, message] of cases) {
      const res = await report(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (message) expect(res.json().message, JSON.stringify(body)).toBe(message);
      else expect(res.json().message).toBeTruthy();
    }
  });

  it('answers 401 without a session and 403 for an account of someone else', async () => {
    expect((await report(positions(range), null)).statusCode).toBe(401);
    const other = await report(positions(range), tokens.maria);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Access denied');
    const own = await report(
      { ...positions(range), filters: { ...range, account_id: t.demo.accounts.rivera } },
      tokens.maria,
    );
    expect(csvRows(own, filename)).toEqual([]);
  });
});
