import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_LIST_STATUSES, device, type Device } from '@lodestar/contracts';
import { acmeFleet } from '../../db/seed/demo-fleet.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { storeTestPosition } from './current-position.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria', string>;
const fleet = acmeFleet();
const names = (devices: Device[]) => devices.map((d) => d.name);
const expectedNames = (keep: (tracker: (typeof fleet)[number]) => boolean) =>
  fleet
    .filter(keep)
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
});
afterAll(() => t.close());

const list = async (query: string, token = tokens.admin, accountId = t.demo.accounts.acme) =>
  t.app.inject({
    method: 'GET',
    url: `/api/accounts/${accountId}/device-list?${query}`,
    headers: bearer(token),
  });
const listed = async (query: string, token = tokens.admin) => {
  const res = await list(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Device[];
};

describe('GET /api/accounts/{id}/device-list', () => {
  it('lists the trackers of the default statuses in name order, with status and model', async () => {
    const devices = await listed('');
    const wanted = expectedNames((f) => DEFAULT_DEVICE_LIST_STATUSES.includes(f.status));
    expect(names(devices)).toEqual(wanted);
    for (const d of devices) device.parse(d);
    const van = devices.find((d) => d.name === 'Van 07 - Driver')!;
    expect(van).toMatchObject({
      account_id: t.demo.accounts.acme,
      serial: expect.stringMatching(/^LS1/),
      status: 'active',
      model: { title: 'Car Charger', device_type: 'vl501' },
      expected_report_minutes: 5,
      current_position: null,
    });
    // the demo's groups, in name order
    expect(van.groups!.map((g) => g.name)).toEqual(['North region', 'Vans']);
    expect(van.group_ids).toEqual(van.groups!.map((g) => g.id));
  });

  it('adds current positions when asked', async () => {
    const devices = await listed('with_current_position=1');
    const withPosition = devices.filter((d) => d.current_position);
    expect(withPosition.map((d) => d.id)).toEqual([t.demo.devices.driver[0]]);
    expect(withPosition[0]!.current_position!.location).toEqual([-87.63, 41.88]);
  });

  it('filters by subscription status given as a list, repeated or with brackets', async () => {
    const wanted = expectedNames((f) => f.status === 'cancelled' || f.status === 'blocked');
    expect(wanted.length).toBeGreaterThan(0);
    for (const query of [
      'subscription_status=cancelled,blocked',
      'subscription_status=cancelled&subscription_status=blocked',
      'subscription_status[]=cancelled&subscription_status[]=blocked',
    ]) {
      const devices = await listed(query);
      expect(names(devices)).toEqual(wanted);
      expect(new Set(devices.map((d) => d.status))).toEqual(new Set(['cancelled', 'blocked']));
    }
  });

  it('filters by BLE support of the model', async () => {
    const all =
      'subscription_status=active,pending,pending-renewal,pending-cancellation,cancelled,blocked,archived';
    const ble = await listed(`${all}&ble_support=1`);
    expect(names(ble)).toEqual(expectedNames((f) => f.model === 'bleTag'));
    const other = await listed(`${all}&ble_support=0`);
    expect(ble.length + other.length).toBe(fleet.length);
    expect(other.every((d) => !d.model.ble_support)).toBe(true);
  });

  it('searches name, serial and IMEI in any case, with wildcards taken literally', async () => {
    expect(names(await listed('search=van%2007'))).toEqual(['Van 07 - Driver']);
    expect(names(await listed(`search=${fleet[0]!.serial.toLowerCase()}`))).toEqual([fleet[0]!.name]);
    expect(names(await listed(`search=${fleet[0]!.imei.slice(-6)}`))).toEqual([fleet[0]!.name]);
    expect(await listed('search=%25')).toEqual([]);
  });

  it('limits the list (the picker asks for 25) and pages it with meta', async () => {
    expect(await listed('limit=25')).toHaveLength(25);
    const res = await list('per_page=10&page=2');
    const total = expectedNames((f) => DEFAULT_DEVICE_LIST_STATUSES.includes(f.status)).length;
    expect(res.json().meta).toEqual({
      current_page: 2,
      last_page: Math.ceil(total / 10),
      from: 11,
      to: 20,
      total,
      per_page: 10,
    });
    expect(res.json().data).toHaveLength(10);
  });

  it('shows the devices role only its three trackers, whatever it asks for', async () => {
    const devices = await listed(
      'subscription_status=active,cancelled,blocked,archived&with_current_position=1',
      tokens.driver,
    );
    expect(names(devices)).toEqual(['Reefer 07 - Driver', 'Trailer 07 - Driver', 'Van 07 - Driver']);
    expect(await listed('search=truck', tokens.driver)).toEqual([]);
  });

  it('shows the all role the whole account', async () => {
    expect((await listed('', tokens.dispatch)).length).toBe((await listed('')).length);
  });

  it("refuses another account's member with 403, and keeps each account's trackers apart", async () => {
    const res = await list('', tokens.maria);
    expect(res.statusCode).toBe(403);
    const own = await list('', tokens.maria, t.demo.accounts.rivera);
    expect(names(own.json().data)).toEqual(["Grandpa's Keys", "Leo's Backpack", "Maria's Car"]);
  });

  it('refuses bad parameters with a 422 naming the field', async () => {
    for (const [query, field] of [
      ['limit=-1', 'limit'],
      ['limit=0', 'limit'],
      ['limit=99999999999999999999', 'limit'],
      ['limit=abc', 'limit'],
      ['per_page=500', 'per_page'],
      ['page=0', 'page'],
      ['subscription_status=sold', 'subscription_status.0'],
      ['ble_support=2', 'ble_support'],
      ['with_current_position=yes', 'with_current_position'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field!], query).toBeDefined();
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${t.demo.accounts.acme}/device-list`,
    });
    expect(res.statusCode).toBe(401);
  });
});
