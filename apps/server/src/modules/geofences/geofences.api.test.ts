import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  geofence,
  geofenceEventsPage,
  geofencePage,
  REPORT_EMAIL_MESSAGE,
  type Geofence,
} from '@lodestar/contracts';
import { accounts, geofences } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let acme: number;
let rivera: number;
let otherFence: number;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/lodestar-geofences-test-${process.pid}` });
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  const [row] = await t.database.db
    .insert(accounts)
    .values({ title: 'Other Business', isB2bAccount: true })
    .returning({ id: accounts.id });
  await createUser(t.database, { email: 'other@business.test', accountId: row!.id, role: 'admin' });
  const [g] = await t.database.db
    .insert(geofences)
    .values({ accountId: row!.id, name: 'Theirs', address: 'x', latitude: 1, longitude: 1, radius: 100 })
    .returning({ id: geofences.id });
  otherFence = g!.id;
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['other', 'other@business.test'],
  ] as const)
    tokens[key] = await signIn(t.app, email);
}, 60_000);
afterAll(() => t.close());

const base = (accountId = acme) => `/api/accounts/${accountId}/geofences`;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string | null = tokens.admin,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
const square = (lng: number, lat: number, d = 0.01) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [r6(lng + d), lat],
      [r6(lng + d), r6(lat + d)],
      [lng, r6(lat + d)],
      [lng, lat],
    ],
  ],
});

let n = 0;
const circleBody = (over: object = {}) => ({
  name: `Site ${++n}`,
  address: '100 Main St, Wichita, KS',
  shape: { type: 'circle', lat: 37.6, lng: -97.3 + n * 0.05, radius: 250 },
  ...over,
});

async function make(body: object = circleBody(), accountId = acme, token = tokens.admin): Promise<Geofence> {
  const res = await call('POST', base(accountId), body, token);
  expect(res.statusCode, res.body).toBe(201);
  return geofence.parse(res.json().data);
}

describe('geofence calls', () => {
  it('creates, reads, lists, searches, edits and deletes a geofence with every field', async () => {
    const created = await make(
      circleBody({
        name: 'North Depot',
        allowable_dwell_days: 3,
        max_assets: 40,
        min_assets: 2,
        full_name: 'Pat Yard',
        email: 'pat@example.com',
        phone: '(316) 555-0100',
        company_name: 'Acme Logistics',
        is_alertable: 1,
        notes: 'Gate code 1234',
      }),
    );
    expect(created).toMatchObject({
      account_id: acme,
      name: 'North Depot',
      is_irregular: 0,
      geo_json: null,
      radius: 250,
      allowable_dwell_days: 3,
      max_assets: 40,
      min_assets: 2,
      email: 'pat@example.com',
      phone: '(316) 555-0100',
      is_alertable: 1,
      devices_count: 0,
    });
    const one = await call('GET', `${base()}/${created.id}`);
    expect(one.json().data).toEqual(created);

    const polygon = await make({
      name: 'Yard',
      address: 'Yard Rd',
      is_irregular: 1,
      shape: { type: 'polygon', geo_json: square(-97.2, 37.7) },
    });
    expect(polygon).toMatchObject({ is_irregular: 1, radius: null, geo_json: square(-97.2, 37.7) });
    expect(polygon.lat).toBeCloseTo(37.705, 6);

    const list = await call('GET', `${base()}?query=north`);
    expect(list.statusCode).toBe(200);
    const page = geofencePage.parse(list.json());
    expect(page.data.map((g) => g.name)).toEqual(['North Depot']);
    const paged = geofencePage.parse((await call('GET', `${base()}?page=1&per_page=1`)).json());
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.per_page).toBe(1);
    expect(paged.meta.total).toBeGreaterThanOrEqual(2);

    const edited = await call('PUT', `${base()}/${created.id}`, { name: 'North Depot 2', max_assets: 50 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'North Depot 2',
      max_assets: 50,
      min_assets: 2,
      radius: 250,
    });

    // only polygons are irregular
    const flagged = await call('PUT', `${base()}/${created.id}`, { is_irregular: 1 });
    expect(flagged.json().data.is_irregular).toBe(0);

    const removed = await call('DELETE', `${base()}/${polygon.id}`);
    expect(removed.json()).toEqual({ data: { id: polygon.id } });
    expect((await call('GET', `${base()}/${polygon.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['no name', { name: '' }, 'Name is required'],
    ['no address', { address: ' ' }, 'address is required'],
    [
      'radius too small',
      { shape: { type: 'circle', lat: 1, lng: 1, radius: 5 } },
      'radius must be at least 25',
    ],
    ['radius too large', { shape: { type: 'circle', lat: 1, lng: 1, radius: 60_000 } }, 'at most 50000'],
    [
      'latitude out of range',
      { shape: { type: 'circle', lat: 91, lng: 1, radius: 100 } },
      'between -90 and 90',
    ],
    ['unknown shape', { shape: { type: 'rectangle' } }, 'shape must be a circle'],
    [
      'longitude out of range',
      { shape: { type: 'polygon', geo_json: square(180, 0) } },
      'between -180 and 180',
    ],
    [
      'self-intersecting polygon',
      {
        shape: {
          type: 'polygon',
          geo_json: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 1],
                [1, 0],
                [0, 1],
                [0, 0],
              ],
            ],
          },
        },
      },
      'crosses itself',
    ],
    [
      'unclosed polygon',
      {
        shape: {
          type: 'polygon',
          geo_json: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 1],
              ],
            ],
          },
        },
      },
      'not closed',
    ],
    [
      'two distinct points',
      {
        shape: {
          type: 'polygon',
          geo_json: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 0],
                [0, 0],
              ],
            ],
          },
        },
      },
      'at least 3 distinct',
    ],
    [
      'too many vertices',
      {
        shape: {
          type: 'polygon',
          geo_json: {
            type: 'Polygon',
            coordinates: [
              [
                ...Array.from({ length: 1001 }, (_, i) => [
                  Math.cos((2 * Math.PI * i) / 1001),
                  Math.sin((2 * Math.PI * i) / 1001),
                ]),
                [1, 0],
              ],
            ],
          },
        },
      },
      'at most 1000',
    ],
    ['count above 500', { max_assets: 501 }, 'cannot be greater than 500'],
    ['count below 0', { min_assets: -1 }, 'cannot be less than 0'],
    ['bad e-mail', { email: 'pat' }, 'not an email'],
    ['bad phone', { phone: '316-555-0100' }, 'not valid phone'],
    ['min above max', { min_assets: 10, max_assets: 5 }, 'min_assets cannot be greater than max_assets'],
  ])('refuses %s with a 422 saying why', async (_, over, message) => {
    const res = await call('POST', base(), circleBody(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.body).toContain(message);
  });

  it('refuses the business fields for an account that is not a business account, and takes the rest', async () => {
    const refused = await call(
      'POST',
      base(rivera),
      circleBody({ max_assets: 3, email: 'a@b.co' }),
      tokens.maria,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('These fields are for business accounts: max_assets, email');
    const home = await make(circleBody({ name: 'Home' }), rivera, tokens.maria);
    expect(home).toMatchObject({ name: 'Home', max_assets: null, is_alertable: 0 });
  });

  it('answers 401 without a session, 403 on writes for the devices role, 404 for another account’s geofence', async () => {
    const mine = await make();
    expect((await call('GET', base(), undefined, null)).statusCode).toBe(401);
    expect((await call('POST', base(), circleBody(), null)).statusCode).toBe(401);

    // devices role: reads, never writes
    expect((await call('GET', base(), undefined, tokens.driver)).statusCode).toBe(200);
    expect((await call('GET', `${base()}/${mine.id}`, undefined, tokens.driver)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', base(), circleBody()],
      ['PUT', `${base()}/${mine.id}`, { name: 'x' }],
      ['DELETE', `${base()}/${mine.id}`, undefined],
    ] as const) {
      const res = await call(method, url, body, tokens.driver);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Access denied');
    }
    // "all" edits like admin
    expect((await call('PUT', `${base()}/${mine.id}`, { notes: 'ok' }, tokens.dispatch)).statusCode).toBe(
      200,
    );

    // another account's geofence through this account: not found; another account itself: 403
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect(
        (await call(method, `${base()}/${otherFence}`, method === 'PUT' ? { name: 'x' } : undefined))
          .statusCode,
      ).toBe(404);
    expect((await call('GET', `${base()}/abc`)).statusCode).toBe(404);
    expect((await call('GET', base(), undefined, tokens.other)).statusCode).toBe(403);
  });
});

describe('GET /geofence/nearest', () => {
  it('prefers the geofence the point is inside, else the nearest edge within 5 km, else 404', async () => {
    const outer = await make({
      name: 'Big yard',
      address: 'Yard',
      shape: { type: 'polygon', geo_json: square(-96.0, 38.0, 0.05) },
    });
    const inner = await make(
      circleBody({ name: 'Dock', shape: { type: 'circle', lat: 38.02, lng: -95.98, radius: 100 } }),
    );
    const at = (lat: number, lng: number, token = tokens.admin) =>
      call('GET', `/api/accounts/${acme}/geofence/nearest?lat=${lat}&lng=${lng}`, undefined, token);

    const inDock = await at(38.02, -95.98);
    expect(inDock.statusCode).toBe(200);
    expect(inDock.json().data).toMatchObject({ id: inner.id, distance_m: 0 });
    expect((await at(38.04, -95.96)).json().data).toMatchObject({ id: outer.id, distance_m: 0 });
    // about 1.1 km south of the yard's edge
    const near = await at(37.99, -95.97);
    expect(near.json().data.id).toBe(outer.id);
    expect(near.json().data.distance_m).toBeGreaterThan(1_000);
    expect(near.json().data.distance_m).toBeLessThan(1_300);
    expect((await at(36.0, -95.97)).statusCode).toBe(404);
    expect((await at(99, 0)).statusCode).toBe(422);
    expect((await at(38.02, -95.98, tokens.driver)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/accounts/${acme}/geofence/nearest?lat=1&lng=1`, undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('GET /geofence-events', () => {
  it('lists entries and exits with paging and e-mails the CSV with download=1', async () => {
    const list = await call('GET', `/api/accounts/${acme}/geofence-events?date_from=2020-01-01&per_page=10`);
    expect(list.statusCode).toBe(200);
    geofenceEventsPage.parse(list.json());
    expect(
      (await call('GET', `/api/accounts/${acme}/geofence-events?date_from=2021-01-01&date_to=2020-01-01`))
        .statusCode,
    ).toBe(422);
    expect((await call('GET', `/api/accounts/${acme}/geofence-events`, undefined, null)).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', `/api/accounts/${acme}/geofence-events`, undefined, tokens.other)).statusCode,
    ).toBe(403);

    const download = await call('GET', `/api/accounts/${acme}/geofence-events?download=1&offset=-300`);
    expect(download.statusCode).toBe(200);
    expect(download.json()).toEqual({ data: { message: REPORT_EMAIL_MESSAGE } });
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    await expect
      .poll(async () => (await readdir(outbox).catch(() => [])).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const [mailFile] = await readdir(outbox);
    const mail = await readFile(path.join(outbox, mailFile!), 'utf8');
    expect(mail).toContain('Your geofence events CSV is ready');
    // the link opens the download page; the file itself is for the signed-in user who asked for it
    const fileId = /\/downloads\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    const file = await call('GET', `/api/downloads/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Time (UTC-05:00),Event,Geofence,Tracker,Description');
    // the file is named for what it holds
    expect(file.headers['content-disposition']).toMatch(/filename="?geofence-events-\d{4}-\d{2}-\d{2}\.csv/);
  });
});
