import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_LIST_STATUSES } from '@lodestar/contracts';
import { acmeFleet } from '../../db/seed/demo-fleet.ts';
import { devices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeTestPosition } from '../devices/current-position.test-helper.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { csvHeader, csvRows } from './download.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;
const fleet = acmeFleet();
const defaultNames = fleet
  .filter((f) => DEFAULT_DEVICE_LIST_STATUSES.includes(f.status))
  .map((f) => f.name)
  .sort();

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  await storeTestPosition(t.database, t.demo.devices.driver[0]!, {
    lat: 41.88,
    lng: -87.63,
    at: new Date('2026-01-15T18:30:00Z'),
    battery: 64,
    address: 'Near Chicago, IL, US',
  });
});
afterAll(() => t.close());

const download = (opts: {
  query?: string;
  body?: unknown;
  token?: string | null;
  accountId?: number;
  zone?: string;
}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${opts.accountId ?? t.demo.accounts.acme}/device-list${opts.query ? `?${opts.query}` : ''}`,
    headers: {
      ...(opts.token !== null && bearer(opts.token ?? tokens.admin)),
      ...(opts.zone && { 'x-timezone': opts.zone }),
    },
    ...(opts.body !== undefined && { payload: opts.body as object }),
  });
const filename = /trackers-\d+-\d{4}-\d{2}-\d{2}\.csv/;

describe('POST /api/accounts/{id}/device-list (CSV)', () => {
  it('downloads the visible trackers with their last report in the browser time zone', async () => {
    const res = await download({ zone: 'America/Chicago' });
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(csvHeader(res.body)).toEqual([
      'Name',
      'Serial',
      'IMEI',
      'Model',
      'Status',
      'Last report (America/Chicago)',
      'Address',
      'Latitude',
      'Longitude',
      'Battery (%)',
      'Speed (mph)',
      'Fix',
      'Groups',
    ]);
    const rows = csvRows(res, filename);
    expect(rows.map((r) => r.Name)).toEqual(defaultNames);
    const van = rows.find((r) => r.Name === 'Van 07 - Driver')!;
    expect(van).toMatchObject({
      Model: 'Car Charger',
      Status: 'active',
      'Last report (America/Chicago)': '2026-01-15 12:30:00',
      Address: 'Near Chicago, IL, US',
      Latitude: '41.88',
      Longitude: '-87.63',
      'Battery (%)': '64',
      // the helper stores 12.5 m/s
      'Speed (mph)': '28',
      Fix: 'gps',
    });
    expect(van.Serial).toMatch(/^LS1/);
    const silent = rows.find((r) => r.Name !== 'Van 07 - Driver')!;
    expect(silent['Last report (America/Chicago)']).toBe('');
  });

  it("uses the user's own time zone without a header, and the GET list's filters from query or body", async () => {
    const own = await download({ query: 'search=van%2007' });
    expect(csvRows(own, filename)[0]!['Last report (America/New_York)']).toBe('2026-01-15 13:30:00');
    const cancelled = (keep: (f: (typeof fleet)[number]) => boolean = () => true) =>
      fleet
        .filter((f) => f.status === 'cancelled' && keep(f))
        .map((f) => f.name)
        .sort();
    expect(cancelled().length).toBeGreaterThan(0);
    for (const [opts, wanted] of [
      [{ query: 'subscription_status=cancelled' }, cancelled()],
      [{ body: { subscription_status: ['cancelled'] } }, cancelled()],
      [
        { body: { params: { subscription_status: 'cancelled', ble_support: false } } },
        cancelled((f) => f.model !== 'bleTag'),
      ],
    ] as const) {
      const rows = csvRows(await download(opts), filename);
      expect(
        rows.map((r) => r.Name),
        JSON.stringify(opts),
      ).toEqual(wanted);
    }
    expect(csvRows(await download({ body: { limit: 5 } }), filename)).toHaveLength(5);
  });

  it('neutralises spreadsheet formulas in tracker names', async () => {
    const id = t.demo.devices.driver[1]!;
    await t.database.db
      .update(devices)
      .set({ name: '=HYPERLINK("http://evil.test","x")' })
      .where(eq(devices.id, id));
    await t.database.db
      .update(devices)
      .set({ name: '@SUM(A1)' })
      .where(eq(devices.id, t.demo.devices.driver[2]!));
    const body = { subscription_status: 'active,cancelled,blocked,archived' };
    const rows = csvRows(await download({ token: tokens.driver, body }), filename);
    expect(rows.map((r) => r.Name).sort()).toEqual(
      ['\'=HYPERLINK("http://evil.test","x")', "'@SUM(A1)", 'Van 07 - Driver'].sort(),
    );
    // numbers are not text cells: a negative longitude stays as it is
    expect(rows.find((r) => r.Name === 'Van 07 - Driver')!.Longitude).toBe('-87.63');
  });

  it('gives the devices role only its three trackers', async () => {
    const res = await download({
      token: tokens.driver,
      body: { subscription_status: 'active,cancelled,blocked,archived' },
    });
    expect(csvRows(res, filename)).toHaveLength(3);
  });

  it('refuses bad filters with 422, no session with 401 and another account with 403', async () => {
    const bad = await download({ body: { limit: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.limit).toBeDefined();
    expect((await download({ query: 'ble_support=2' })).statusCode).toBe(422);
    expect((await download({ token: null })).statusCode).toBe(401);
    const other = await download({ token: tokens.maria });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Access denied');
  });
});

describe('POST /api/accounts/{id}/device-ids', () => {
  const ids = (body: unknown, token: string | null = tokens.admin, accountId = t.demo.accounts.acme) =>
    t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/device-ids`,
      headers: token ? bearer(token) : {},
      payload: body as object,
    });

  it('answers the ids of the trackers matching the list filters', async () => {
    const all = await ids({});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(defaultNames.length);
    const van = await ids({ params: { search: 'Van 07' } });
    expect(van.json().data).toHaveLength(1);
    expect(t.demo.devices.driver).toContain(van.json().data[0]);
    expect((await ids({ group_ids: [], params: { limit: 2 } })).json().data).toHaveLength(2);
  });

  it('gives the devices role only its trackers', async () => {
    const res = await ids(
      { params: { subscription_status: ['active', 'cancelled', 'blocked', 'archived'] } },
      tokens.driver,
    );
    expect([...res.json().data].sort()).toEqual([...t.demo.devices.driver].sort());
  });

  it('refuses unknown groups and bad filters with 422', async () => {
    const group = await ids({ group_ids: [999_999] });
    expect(group.statusCode).toBe(422);
    expect(group.json().message).toBe('These groups are not in this account: 999999');
    const bad = await ids({ params: { per_page: 500 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['params.per_page']).toBeDefined();
    expect((await ids({ group_ids: 'all' })).statusCode).toBe(422);
  });

  it('answers 401 without a session and 403 for another account', async () => {
    expect((await ids({}, null)).statusCode).toBe(401);
    expect((await ids({}, tokens.maria)).statusCode).toBe(403);
  });
});
