import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENTS_PER_PAGE,
  TIMEZONE_HEADER,
  trackerEventsPage,
  TRACKER_EVENT_LABELS,
} from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvRows } from '../downloads/download.test-helper.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { insertEvents, type NewTrackerEvent } from './events.repository.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;
let van: number; // the driver's
let truck: number;
let riveraCar: number;
const DAY = 86_400_000;
// noon UTC a few days back, so day boundaries in the tests are clear
const base = Date.UTC(2026, 0, 20, 12);

const event = (
  accountId: number,
  deviceId: number,
  at: number,
  over: Partial<NewTrackerEvent> = {},
): NewTrackerEvent => ({
  accountId,
  deviceId,
  eventType: 'low_battery',
  description: `Low battery: ${10 + (at % 7)}%`,
  positionId: null,
  attributes: null,
  createdAt: new Date(at),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  [van] = t.demo.devices.driver as [number];
  truck = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  [riveraCar] = t.demo.devices.rivera as [number];
  const { acme, rivera } = t.demo.accounts;
  // the van: one event a day for 7 days (newest on day 6); the truck two; Rivera's car one
  await insertEvents(t.database.db, [
    ...Array.from({ length: 7 }, (_, day) =>
      event(acme, van, base + day * DAY, day === 6 ? { eventType: 'sos', description: 'SOS alarm' } : {}),
    ),
    event(acme, truck, base + 2.5 * DAY, { eventType: 'temperature_high', description: '=cmd() too warm' }),
    event(acme, truck, base + 3.5 * DAY),
    event(rivera, riveraCar, base + DAY),
  ]);
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const deviceEvents = (id: number | string, query = '') => `/api/devices/${id}/events${query}`;
const accountEvents = (id: number, query = '') => `/api/accounts/${id}/events${query}`;

describe('GET /api/devices/{id}/events', () => {
  it('answers the newest 5 events with the paging meta (spec: 5 a page)', async () => {
    const res = await get(deviceEvents(van), tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = trackerEventsPage.parse(res.json());
    expect(body.data).toHaveLength(EVENTS_PER_PAGE);
    expect(body.data[0]).toMatchObject({
      device_id: van,
      device_name: 'Van 07 - Driver',
      event_type: 'sos',
      description: 'SOS alarm',
      created_at: new Date(base + 6 * DAY).toISOString(),
    });
    expect(body.data.map((e) => e.created_at)).toEqual(
      [6, 5, 4, 3, 2].map((d) => new Date(base + d * DAY).toISOString()),
    );
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, from: 1, to: 5, total: 7, per_page: 5 });
    const page2 = (await get(deviceEvents(van, '?page=2'), tokens.admin)).json();
    expect(page2.data.map((e: { created_at: string }) => e.created_at)).toEqual(
      [1, 0].map((d) => new Date(base + d * DAY).toISOString()),
    );
    expect(page2.meta).toMatchObject({ current_page: 2, from: 6, to: 7 });
  });

  it('limits to date_from/date_to (inclusive) and honours per_page', async () => {
    const from = new Date(base + 1 * DAY).toISOString();
    const to = new Date(base + 3 * DAY).toISOString();
    const res = await get(deviceEvents(van, `?date_from=${from}&date_to=${to}&per_page=2`), tokens.admin);
    expect(res.json().meta).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    const days = await get(deviceEvents(van, '?date_from=2026-01-22&date_to=2026-01-23'), tokens.admin);
    expect(days.json().data.map((e: { created_at: string }) => e.created_at)).toEqual([
      new Date(base + 2 * DAY).toISOString(),
    ]);
    // a time without an offset is UTC: the event at exactly 12:00 UTC is the bound, included
    const noon = await get(
      deviceEvents(van, '?date_from=2026-01-22%2012:00:00&date_to=2026-01-22T12:00'),
      tokens.admin,
    );
    expect(noon.json().meta.total).toBe(1);
  });

  it('answers an empty page for a tracker without events', async () => {
    const quiet = t.demo.devices.acme.find((id) => id !== van && id !== truck)!;
    const res = await get(deviceEvents(quiet), tokens.admin);
    expect(res.json()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 5 },
    });
  });

  it('refuses bad paging and dates with a clear 422', async () => {
    for (const [query, field] of [
      ['?per_page=0', 'per_page'],
      ['?per_page=101', 'per_page'],
      ['?page=abc', 'page'],
      ['?date_from=yesterday', 'date_from'],
      ['?date_to=2026-13-45', 'date_to'],
      ['?format=xml', 'format'],
    ] as const) {
      const res = await get(deviceEvents(van, query), tokens.admin);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toHaveProperty([field]);
    }
    const reversed = await get(deviceEvents(van, '?date_from=2026-01-25&date_to=2026-01-21'), tokens.admin);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe('The start date must be before the end date');
  });

  it('lets the devices role see its own trackers only; others and strangers get 404', async () => {
    expect((await get(deviceEvents(van), tokens.driver)).json().meta.total).toBe(7);
    expect((await get(deviceEvents(truck), tokens.driver)).statusCode).toBe(404);
    expect((await get(deviceEvents(van), tokens.maria)).statusCode).toBe(404);
    expect((await get(deviceEvents(riveraCar), tokens.admin)).statusCode).toBe(200);
    expect((await get(deviceEvents('x1'), tokens.admin)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await get(deviceEvents(van))).statusCode).toBe(401);
  });

  it("downloads every matching event as CSV in the caller's time zone (format=csv or Accept: text/csv)", async () => {
    const res = await get(deviceEvents(van, '?format=csv'), tokens.admin, {
      [TIMEZONE_HEADER]: 'America/Chicago',
    });
    const rows = csvRows(res, /events-tracker-\d+-\d{4}-\d{2}-\d{2}\.csv/);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({
      'Time (America/Chicago)': '2026-01-26 06:00:00',
      Tracker: 'Van 07 - Driver',
      Serial: expect.stringMatching(/^LS1/),
      Event: TRACKER_EVENT_LABELS.sos,
      Description: 'SOS alarm',
    });
    const accepted = await get(deviceEvents(truck), tokens.admin, { accept: 'text/csv' });
    const truckRows = csvRows(accepted, /events-tracker-\d+-\d{4}-\d{2}-\d{2}\.csv/);
    // the admin's own zone without a header; a formula-looking description is neutralised
    expect(Object.keys(truckRows[0]!)[0]).toBe('Time (America/New_York)');
    expect(truckRows[1]).toMatchObject({ Event: 'Temperature above SLA', Description: "'=cmd() too warm" });
  });
});

describe('GET /api/accounts/{id}/events', () => {
  it("answers the account's events, newest first, paged", async () => {
    const res = await get(accountEvents(t.demo.accounts.acme, '?per_page=3'), tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = trackerEventsPage.parse(res.json());
    expect(body.meta).toMatchObject({ total: 9, last_page: 3, per_page: 3 });
    expect(body.data.map((e) => e.device_id)).toEqual([van, van, van]);
    const page2 = (await get(accountEvents(t.demo.accounts.acme, '?per_page=3&page=2'), tokens.admin)).json();
    expect(page2.data.map((e: { device_id: number }) => e.device_id)).toEqual([truck, van, truck]);
    const all = (await get(accountEvents(t.demo.accounts.acme, '?per_page=100'), tokens.admin)).json();
    expect(all.data.every((e: { device_id: number }) => e.device_id !== riveraCar)).toBe(true);
  });

  it('defaults to 5 a page and filters by date', async () => {
    const res = await get(accountEvents(t.demo.accounts.acme), tokens.admin);
    expect(res.json().data).toHaveLength(5);
    const ranged = await get(
      accountEvents(
        t.demo.accounts.acme,
        `?date_from=${new Date(base + 2 * DAY).toISOString()}&date_to=${new Date(base + 3.5 * DAY).toISOString()}`,
      ),
      tokens.admin,
    );
    expect(ranged.json().meta.total).toBe(4);
  });

  it("shows a devices-role member only its trackers' events", async () => {
    const res = await get(accountEvents(t.demo.accounts.acme, '?per_page=100'), tokens.driver);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(7);
    expect(new Set(res.json().data.map((e: { device_id: number }) => e.device_id))).toEqual(new Set([van]));
  });

  it('answers an empty list to a devices-role member given no trackers', async () => {
    await createUser(t.database, { email: 'new@acme.test', accountId: t.demo.accounts.acme, role: 'devices' });
    const res = await get(accountEvents(t.demo.accounts.acme), await signIn(t.app, 'new@acme.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('downloads the account events as CSV', async () => {
    const res = await get(accountEvents(t.demo.accounts.acme, '?format=csv'), tokens.admin, {
      [TIMEZONE_HEADER]: 'UTC',
    });
    const rows = csvRows(res, /events-\d+-\d{4}-\d{2}-\d{2}\.csv/);
    expect(rows).toHaveLength(9);
    expect(rows[0]!['Time (UTC)']).toBe('2026-01-26 12:00:00');
  });

  it('refuses bad input, strangers and anonymous callers', async () => {
    expect((await get(accountEvents(t.demo.accounts.acme, '?per_page=500'), tokens.admin)).statusCode).toBe(
      422,
    );
    expect((await get(accountEvents(t.demo.accounts.acme), tokens.maria)).statusCode).toBe(403);
    expect((await get(accountEvents(t.demo.accounts.acme))).statusCode).toBe(401);
  });
});
