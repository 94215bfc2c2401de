import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_LIST_STATUSES, device, PAGE_SIZES, type Device } from '@lodestar/contracts';
import { acmeFleet } from '../../db/seed/demo-fleet.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { storeTestPosition } from './current-position.test-helper.ts';

/* GET /api/accounts/{id}/devices (spec 1 §7 'params | list'): the account's trackers as a paged table list. */

let t: TestApp;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria', string>;
const fleet = acmeFleet();
const names = (devices: Device[]) => devices.map((d) => d.name);
const defaultNames = fleet
  .filter((f) => DEFAULT_DEVICE_LIST_STATUSES.includes(f.status))
  .map((f) => f.name)
  .sort();

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
  await storeTestPosition(t.database, t.demo.devices.driver[0]!, { lat: 41.88, lng: -87.63 });
}, 120_000);
afterAll(() => t.close());

const get = (query: string, token: string | null = tokens.admin, accountId = t.demo.accounts.acme) =>
  t.app.inject({
    method: 'GET',
    url: `/api/accounts/${accountId}/devices?${query}`,
    headers: token ? bearer(token) : {},
  });
const page = async (query: string, token = tokens.admin) => {
  const res = await get(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Device[]; meta: Record<string, number> };
};

describe('GET /api/accounts/{id}/devices', () => {
  it('answers the first page of the trackers of the default statuses, in name order, with meta', async () => {
    expect(defaultNames.length).toBeGreaterThan(PAGE_SIZES.tables[0]);
    const { data, meta } = await page('');
    expect(names(data)).toEqual(defaultNames.slice(0, PAGE_SIZES.tables[0]));
    for (const d of data) device.parse(d);
    expect(meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(defaultNames.length / PAGE_SIZES.tables[0]),
      from: 1,
      to: PAGE_SIZES.tables[0],
      total: defaultNames.length,
      per_page: PAGE_SIZES.tables[0],
    });
  });

  it('pages, searches and filters as the device list does, with current positions when asked', async () => {
    const second = await page('page=2&per_page=10');
    expect(names(second.data)).toEqual(defaultNames.slice(10, 20));
    expect(second.meta).toMatchObject({ current_page: 2, from: 11, to: 20, per_page: 10 });
    expect(names((await page('search=van%2007')).data)).toEqual(['Van 07 - Driver']);
    const cancelled = await page('subscription_status=cancelled,blocked&per_page=200');
    expect(new Set(cancelled.data.map((d) => d.status))).toEqual(new Set(['cancelled', 'blocked']));
    const withPositions = (await page('with_current_position=1&per_page=200')).data.filter(
      (d) => d.current_position,
    );
    expect(withPositions.map((d) => d.id)).toEqual([t.demo.devices.driver[0]]);
  });

  it('shows the devices role only its three trackers, whatever it asks for', async () => {
    const { data, meta } = await page(
      'subscription_status=active,cancelled,blocked,archived&with_current_position=1&per_page=200',
      tokens.driver,
    );
    expect(names(data)).toEqual(['Reefer 07 - Driver', 'Trailer 07 - Driver', 'Van 07 - Driver']);
    expect(meta.total).toBe(3);
    expect((await page('search=truck', tokens.driver)).data).toEqual([]);
  });

  it('shows the all role the whole account', async () => {
    expect((await page('', tokens.dispatch)).meta.total).toBe(defaultNames.length);
  });

  it("refuses another account's member with 403 and lists only that member's own account", async () => {
    const res = await get('', tokens.maria);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const own = await get('', tokens.maria, t.demo.accounts.rivera);
    expect(names(own.json().data)).toEqual(["Grandpa's Keys", "Leo's Backpack", "Maria's Car"]);
  });

  it('refuses bad parameters with a 422 naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=500', 'per_page'],
      ['per_page=-1', 'per_page'],
      ['subscription_status=sold', 'subscription_status.0'],
      ['ble_support=2', 'ble_support'],
      ['group_ids=x', 'group_ids.0'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ]) {
      const res = await get(query!);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await get('', null);
    expect(res.statusCode).toBe(401);
  });

  it('is documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths['/api/accounts/{accountId}/devices']?.get;
    expect(operation?.summary).toMatch(/Trackers of the account/);
    expect(operation?.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'search', 'subscription_status']),
    );
  });
});
