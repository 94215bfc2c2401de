import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceDetails, networkStatus, TRACKER_SETTINGS_TEXTS } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { storeTestPosition } from './current-position.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria', string>;
let van: number; // the driver's
let truck: number;
let riveraCar: number;
let helper: number; // a second devices-role member of Acme

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'dispatch', 'driver'] as const)
    tokens[key] = await signIn(t.app, `${key}@acme.test`);
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  [van] = t.demo.devices.driver as [number];
  truck = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  [riveraCar] = t.demo.devices.rivera as [number];
  helper = await createUser(t.database, {
    email: 'helper@acme.test',
    name: 'Hana Helper',
    accountId: t.demo.accounts.acme,
    role: 'devices',
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

describe('PUT /api/devices/{id}', () => {
  it('renames the tracker and sets its note, answering the updated details', async () => {
    const res = await call('PUT', `/api/devices/${truck}`, tokens.admin, {
      name: '  Truck 01 - North  ',
      note: 'Spare key in the depot office',
    });
    expect(res.statusCode).toBe(200);
    expect(deviceDetails.parse(res.json().data)).toMatchObject({
      id: truck,
      name: 'Truck 01 - North',
      note: 'Spare key in the depot office',
    });
    const details = await call('GET', `/api/accounts/${t.demo.accounts.acme}/devices/${truck}`, tokens.admin);
    expect(details.json().data).toMatchObject({
      name: 'Truck 01 - North',
      note: 'Spare key in the depot office',
    });
  });

  it('changes only what is sent; an empty note clears it', async () => {
    const res = await call('PUT', `/api/devices/${truck}`, tokens.dispatch, { note: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Truck 01 - North', note: null });
  });

  it('refuses an empty name, a too long note and an empty body', async () => {
    const empty = await call('PUT', `/api/devices/${truck}`, tokens.admin, { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: TRACKER_SETTINGS_TEXTS.nameRequired,
      errors: { name: [TRACKER_SETTINGS_TEXTS.nameRequired] },
    });
    const long = await call('PUT', `/api/devices/${truck}`, tokens.admin, { note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty(['note']);
    expect((await call('PUT', `/api/devices/${truck}`, tokens.admin, {})).statusCode).toBe(422);
    expect((await call('PUT', `/api/devices/${truck}`, tokens.admin, { name: 5 })).statusCode).toBe(422);
  });

  it('is for admin and all: the devices role gets 403 on its own tracker, 404 on others', async () => {
    const own = await call('PUT', `/api/devices/${van}`, tokens.driver, { name: 'Mine' });
    expect(own.statusCode).toBe(403);
    expect((await call('PUT', `/api/devices/${truck}`, tokens.driver, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/devices/${van}`, tokens.driver)).json().data.name).toBe(
      'Van 07 - Driver',
    );
  });

  it("answers 404 for another account's tracker and 401 without a session", async () => {
    expect((await call('PUT', `/api/devices/${riveraCar}`, tokens.dispatch, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/devices/${truck}`, tokens.maria, { name: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/devices/${truck}`, undefined, { name: 'X' })).statusCode).toBe(401);
  });
});

describe('PUT /api/devices/{id}/users', () => {
  const users = (id: number) => `/api/devices/${id}/users`;

  it('gives exactly the named devices-role members the tracker, which they then see', async () => {
    const res = await call('PUT', users(truck), tokens.admin, {
      users: [t.demo.users.driver, helper, helper],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: t.demo.users.driver, name: 'Drew Driver' },
      { id: helper, name: 'Hana Helper' },
    ]);
    expect((await call('GET', `/api/devices/${truck}`, tokens.driver)).statusCode).toBe(200);

    const fewer = await call('PUT', users(truck), tokens.dispatch, { users: [helper] });
    expect(fewer.json().data).toEqual([{ id: helper, name: 'Hana Helper' }]);
    expect((await call('GET', `/api/devices/${truck}`, tokens.driver)).statusCode).toBe(404);
    const details = await call('GET', `/api/devices/${truck}`, tokens.admin);
    expect(details.json().data.users).toEqual([{ id: helper, name: 'Hana Helper' }]);
  });

  it('accepts admins and all members, who see every tracker anyway, without listing them', async () => {
    const res = await call('PUT', users(truck), tokens.admin, {
      users: [t.demo.users.dispatch, t.demo.users.admin],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it("refuses people who are not members of the tracker's account, and malformed lists", async () => {
    const stranger = await call('PUT', users(truck), tokens.admin, { users: [helper, t.demo.users.maria] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({
      'users.1': [`User ${t.demo.users.maria} ${TRACKER_SETTINGS_TEXTS.notAccountMember}`],
    });
    for (const payload of [{}, { users: 'all' }, { users: [0] }, { users: ['7'] }]) {
      expect(
        (await call('PUT', users(truck), tokens.admin, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
    // the refused call changed nothing
    expect((await call('GET', `/api/devices/${truck}`, tokens.admin)).json().data.users).toEqual([]);
  });

  it('is for admin and all; the devices role, strangers and anonymous callers are refused', async () => {
    expect((await call('PUT', users(van), tokens.driver, { users: [] })).statusCode).toBe(403);
    expect((await call('PUT', users(truck), tokens.driver, { users: [] })).statusCode).toBe(404);
    expect((await call('PUT', users(van), tokens.maria, { users: [] })).statusCode).toBe(404);
    expect((await call('PUT', users(van), undefined, { users: [] })).statusCode).toBe(401);
    expect((await call('GET', `/api/devices/${van}`, tokens.driver)).statusCode).toBe(200);
  });
});

describe('GET /api/devices/{id}/network-status', () => {
  const status = (id: number) => `/api/devices/${id}/network-status`;

  it("says Connected while the last report is within the model's interval, Not Connected after", async () => {
    // Car Charger model: a report expected every 5 minutes
    const at = new Date(Date.now() - 2 * 60_000);
    await storeTestPosition(t.database, van, { lat: 41.9, lng: -87.6, at });
    const res = await call('GET', status(van), tokens.driver);
    expect(res.statusCode).toBe(200);
    expect(networkStatus.parse(res.json().data)).toEqual({
      device_id: van,
      connected: true,
      status: 'Connected',
      last_report_time: at.toISOString(),
      expected_report_minutes: 5,
      next_report_due: new Date(at.getTime() + 5 * 60_000).toISOString(),
      fix: 'gps',
    });

    const late = new Date(Date.now() - 6 * 60_000);
    await storeTestPosition(t.database, truck, { lat: 41.9, lng: -87.6, at: late });
    expect((await call('GET', status(truck), tokens.admin)).json().data).toMatchObject({
      connected: false,
      status: TRACKER_SETTINGS_TEXTS.notConnected,
      last_report_time: late.toISOString(),
    });
  });

  it('says Not Connected for a tracker that never reported', async () => {
    const res = await call('GET', status(riveraCar), tokens.maria);
    expect(res.json().data).toMatchObject({
      connected: false,
      status: 'Not Connected',
      last_report_time: null,
      next_report_due: null,
      fix: null,
    });
  });

  it('is refused for trackers the caller may not see and without a session', async () => {
    expect((await call('GET', status(truck), tokens.driver)).statusCode).toBe(404);
    expect((await call('GET', status(van), tokens.maria)).statusCode).toBe(404);
    expect((await call('GET', status(van))).statusCode).toBe(401);
  });
});
