import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceDetails } from '@lodestar/contracts';
import { deviceUsers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { storeTestPosition } from './current-position.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria' | 'ops' | 'api', string>;
let vanId: number;
let truckId: number;
let riveraCar: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['ops', 'ops@lodestar.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
    headers: bearer(tokens.admin),
  });
  tokens.api = reset.json().data.api_token;
  [vanId] = t.demo.devices.driver as [number];
  truckId = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  [riveraCar] = t.demo.devices.rivera as [number];
  await storeTestPosition(t.database, vanId, { lat: 41.88, lng: -87.63, address: '1 Loop Rd' });
  // a grant left behind by someone who is now 'all' gives nothing and is not listed
  const formerDriver = await createUser(t.database, {
    email: 'former@acme.test',
    accountId: t.demo.accounts.acme,
  });
  await t.database.db.insert(deviceUsers).values({ deviceId: vanId, userId: formerDriver });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const inAccount = (deviceId: number | string, accountId = t.demo.accounts.acme) =>
  `/api/accounts/${accountId}/devices/${deviceId}`;

describe('GET /api/accounts/{id}/devices/{deviceId}', () => {
  it('answers the tracker with current position, note, subscription and the users given access', async () => {
    const res = await get(inAccount(vanId), tokens.admin);
    expect(res.statusCode).toBe(200);
    const data = deviceDetails.parse(res.json().data);
    expect(data).toMatchObject({
      id: vanId,
      name: 'Van 07 - Driver',
      note: null,
      status: 'active',
      subscription: { status: 'active', start_at: expect.any(String), renewal_date: expect.any(String) },
      users: [{ id: t.demo.users.driver, name: 'Drew Driver' }],
    });
    expect(data.current_position).toMatchObject({ device_id: vanId, address: '1 Loop Rd' });
  });

  it('opens trackers of any status (details are not filtered like lists)', async () => {
    const statuses = new Set<string>();
    for (const id of t.demo.devices.acme) {
      const res = await get(inAccount(id), tokens.admin);
      expect(res.statusCode).toBe(200);
      statuses.add(res.json().data.status);
    }
    expect(statuses).toEqual(
      new Set([
        'active',
        'pending',
        'pending-renewal',
        'pending-cancellation',
        'cancelled',
        'blocked',
        'archived',
      ]),
    );
  });

  it("lets the devices role open its own trackers, without the account's access list", async () => {
    const own = await get(inAccount(vanId), tokens.driver);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.users).toEqual([]);
    const other = await get(inAccount(truckId), tokens.driver);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Tracker not found.' });
  });

  it("answers 404 for another account's tracker through this account, 403 for a stranger's account", async () => {
    expect((await get(inAccount(riveraCar), tokens.admin)).statusCode).toBe(404);
    expect((await get(inAccount(vanId), tokens.maria)).statusCode).toBe(403);
  });

  it('answers 404 for ids that are not tracker ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483647']) {
      const res = await get(inAccount(id), tokens.admin);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Tracker not found.');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get(inAccount(vanId))).statusCode).toBe(401);
  });
});

describe('GET /api/devices/{id}', () => {
  it('finds the tracker in whichever account the caller may see it', async () => {
    const acme = await get(`/api/devices/${vanId}`, tokens.admin);
    expect(acme.json().data).toMatchObject({ id: vanId, account_id: t.demo.accounts.acme });
    // the admin is also a member ('all') of Rivera
    const rivera = await get(`/api/devices/${riveraCar}`, tokens.admin);
    expect(rivera.json().data).toMatchObject({
      id: riveraCar,
      account_id: t.demo.accounts.rivera,
      users: [],
    });
    expect((await get(`/api/devices/${riveraCar}`, tokens.maria)).statusCode).toBe(200);
    expect((await get(`/api/devices/${vanId}`, tokens.ops)).statusCode).toBe(200);
  });

  it('answers 404, never 403, for trackers the caller may not see, so their existence is not confirmed', async () => {
    for (const [id, token] of [
      [vanId, tokens.maria],
      [truckId, tokens.driver],
      [riveraCar, tokens.driver],
      [riveraCar, tokens.api],
      [2_000_000_000, tokens.admin],
    ] as const) {
      const res = await get(`/api/devices/${id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tracker not found.' });
    }
    expect((await get(`/api/devices/${vanId}`, tokens.driver)).statusCode).toBe(200);
    expect((await get(`/api/devices/${vanId}`, tokens.api)).statusCode).toBe(200);
  });

  it('answers 404 for a malformed id and 401 without a session', async () => {
    expect((await get('/api/devices/abc', tokens.admin)).statusCode).toBe(404);
    expect((await get('/api/devices/99999999999', tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/devices/${vanId}`)).statusCode).toBe(401);
  });
});
