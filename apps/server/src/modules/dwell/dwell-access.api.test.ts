import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DWELL_TEXTS, dwellGeofencePage, GEOFENCE_TEXTS } from '@lodestar/contracts';
import { accountSettings, geofences } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import { dwellGeofence, dwellGet } from './dwell.test-helper.ts';

let t: TestApp;
let acme: number;
let rivera: number;
let admin: string;
let maria: string;
let riveraFence: number;
let fence: number;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  admin = await signIn(t.app, 'admin@acme.test');
  maria = await signIn(t.app, 'maria@rivera.test');
  fence = await dwellGeofence(t, acme, 'Paging Alpha');
  await dwellGeofence(t, acme, 'paging beta');
  await dwellGeofence(t, acme, 'Paging Gamma');
  await dwellGeofence(t, acme, 'Zulu Depot', { address: '1 Paging Street, Wichita, KS' });
  await dwellGeofence(t, acme, 'Unrelated Yard');
  const [home] = await t.database.db
    .select({ id: geofences.id })
    .from(geofences)
    .where(eq(geofences.accountId, rivera));
  riveraFence = home!.id;
}, 60_000);
afterAll(() => t.close());

const calls = (id: number | string) => [
  '/dwell/geofences',
  `/dwell/geofences/${id}`,
  `/dwell/geofences/${id}/devices`,
];

describe('GET /accounts/{id}/dwell/geofences', () => {
  it('searches name or address, any case, in name order, paged with the spec’s meta', async () => {
    const res = await dwellGet(t, acme, '/dwell/geofences?search=PAGING&per_page=2&page=2', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = dwellGeofencePage.parse(res.json());
    expect(body.data.map((g) => g.name)).toEqual(['Paging Gamma', 'Zulu Depot']);
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, from: 3, to: 4, total: 4, per_page: 2 });

    const first = dwellGeofencePage.parse(
      (await dwellGet(t, acme, '/dwell/geofences?search=paging', admin)).json(),
    );
    expect(first.data.map((g) => g.name)).toEqual([
      'Paging Alpha',
      'paging beta',
      'Paging Gamma',
      'Zulu Depot',
    ]);
    // 25 a page unless asked (the tables' first page size)
    expect(first.meta.per_page).toBe(25);
    const none = dwellGeofencePage.parse(
      (await dwellGet(t, acme, '/dwell/geofences?search=%25_x', admin)).json(),
    );
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  it('refuses bad input with 422 and the field’s message', async () => {
    for (const [query, field] of [
      ['period=45', 'period'],
      ['period=abc', 'period'],
      ['per_page=100000', 'per_page'],
      ['page=0', 'page'],
      ['search=' + 'x'.repeat(101), 'search'],
    ] as const) {
      const res = await dwellGet(t, acme, `/dwell/geofences?${query}`, admin);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], query).toEqual([expect.any(String)]);
    }
    const period = await dwellGet(t, acme, '/dwell/geofences?period=45', admin);
    expect(period.json().errors.period).toEqual(['must be 30, 60 or 90']);
    for (const query of ['period=45', 'field=speed']) {
      const res = await dwellGet(t, acme, `/dwell/geofences/${fence}?${query}`, admin);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 401 without a session on every call', async () => {
    for (const path of calls(fence)) expect((await dwellGet(t, acme, path, null)).statusCode, path).toBe(401);
  });

  it('answers 404 for another account’s geofence, an unknown one, or an id that cannot be one', async () => {
    for (const id of [riveraFence, 999_999_999, 'abc', '1.5']) {
      for (const path of calls(id).slice(1)) {
        const res = await dwellGet(t, acme, path, admin);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message).toBe(GEOFENCE_TEXTS.notFound);
      }
    }
  });

  it('needs the dashboards setting: Rivera has none (403 with the reason), Acme loses it', async () => {
    for (const path of calls(riveraFence)) {
      const res = await dwellGet(t, rivera, path, maria);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(DWELL_TEXTS.dashboardsOff);
    }
    // also before any validation: a bad period still hears that dashboards are off
    expect((await dwellGet(t, rivera, '/dwell/geofences?period=45', maria)).statusCode).toBe(403);

    await t.database.db
      .update(accountSettings)
      .set({ value: '0' })
      .where(and(eq(accountSettings.accountId, acme), eq(accountSettings.code, 'dashboards')));
    try {
      expect((await dwellGet(t, acme, '/dwell/geofences', admin)).statusCode).toBe(403);
    } finally {
      await t.database.db
        .update(accountSettings)
        .set({ value: '1' })
        .where(and(eq(accountSettings.accountId, acme), eq(accountSettings.code, 'dashboards')));
    }
    expect((await dwellGet(t, acme, '/dwell/geofences', admin)).statusCode).toBe(200);
  });

  it('answers 403 for an account the caller is not a member of', async () => {
    for (const path of calls(fence))
      expect((await dwellGet(t, acme, path, maria)).statusCode, path).toBe(403);
  });
});
