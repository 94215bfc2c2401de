import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let admin: string;
let driver: string;
let ops: string;
let timezones: Array<{ id: number; identifier: string }>;
beforeAll(async () => {
  t = await createTestApp();
  [admin, driver, ops] = await Promise.all([
    signIn(t.app, 'admin@acme.test'),
    signIn(t.app, 'driver@acme.test'),
    signIn(t.app, 'ops@lodestar.test'),
  ]);
  timezones = (await t.app.inject({ method: 'GET', url: '/api/timezones', headers: bearer(admin) })).json()
    .data;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const put = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload: payload as object });
const zone = (identifier: string) => timezones.find((z) => z.identifier === identifier)!.id;

describe('GET /api/me', () => {
  it('answers the user with accounts, flags, settings and roles', async () => {
    const res = await get('/api/me', admin);
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      id: t.demo.users.admin,
      name: 'Alex Admin',
      first_name: 'Alex',
      email: 'admin@acme.test',
      is_gpx_admin: false,
      timezone_id: zone('America/New_York'),
      imitated_by: null,
      account_roles: { [t.demo.accounts.acme]: 'admin', [t.demo.accounts.rivera]: 'all' },
    });
    expect(new Date(me.created_at).toISOString()).toBe(me.created_at);
    expect(me).not.toHaveProperty('password_hash');
    expect(me.accounts.map((a: { title: string }) => a.title)).toEqual(['Acme Logistics', 'Rivera Family']);
    const acme = me.accounts[0];
    expect(acme).toMatchObject({
      has_api_access: true,
      is_b2b_account: true,
      can_track_shipments: true,
      device_triggers_count: 0,
    });
    expect(acme.settings).toContainEqual({ code: 'show_cancelled_devices', value: '1' });
    expect(me.accounts[1]).toMatchObject({ has_api_access: false, settings: [] });
  });

  it("signs the chat identity with the server's secret", async () => {
    const me = (await get('/api/me', admin)).json().data;
    const expected = createHmac('sha256', t.config.APP_SECRET)
      .update(String(t.demo.users.admin))
      .digest('hex');
    expect(me.chat_identity_hash).toBe(expected);
  });

  it("counts a devices-role user's trackers", async () => {
    const me = (await get('/api/me', driver)).json().data;
    expect(me.devices_count).toBe(t.demo.devices.driver.length);
    expect(me.account_roles).toEqual({ [t.demo.accounts.acme]: 'devices' });
  });

  it('lets an internal admin without accounts in', async () => {
    const me = (await get('/api/me', ops)).json().data;
    expect(me).toMatchObject({ is_gpx_admin: true, accounts: [], account_roles: {} });
  });

  it('accepts the account query the web app sends; rejects an oversized one', async () => {
    expect((await get(`/api/me?account=${t.demo.accounts.acme}`, admin)).statusCode).toBe(200);
    const res = await get(`/api/me?account=${'9'.repeat(100)}`, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('account');
  });

  it('answers 401 without a session or with a made-up token', async () => {
    expect((await get('/api/me')).statusCode).toBe(401);
    expect((await get('/api/me', 'made-up-token')).statusCode).toBe(401);
  });
});

describe('GET /api/timezones', () => {
  it('lists time zones with id and identifier', async () => {
    const res = await get('/api/timezones', driver);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ id: expect.any(Number), identifier: 'America/Chicago' });
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/timezones')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Drew Q. Driver',
    email: 'driver@acme.test',
    phone: '(555) 123-4567',
    timezone_id: zone('America/Denver'),
    ...over,
  });

  // a new e-mail address waits for its confirmation link: email-change.api.test.ts
  it('updates the signed-in user and answers the new details', async () => {
    const res = await put(`/api/users/${t.demo.users.driver}`, driver, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: t.demo.users.driver,
      name: 'Drew Q. Driver',
      first_name: 'Drew',
      email: 'driver@acme.test',
      phone: '(555) 123-4567',
      timezone_id: zone('America/Denver'),
    });
    expect(res.json()).not.toHaveProperty('meta');
    expect((await get('/api/me', driver)).json().data.name).toBe('Drew Q. Driver');
  });

  it('keeps the phone when it is left out and clears it when null', async () => {
    const kept = await put(`/api/users/${t.demo.users.driver}`, driver, body({ phone: undefined }));
    expect(kept.json().data.phone).toBe('(555) 123-4567');
    const cleared = await put(`/api/users/${t.demo.users.driver}`, driver, body({ phone: null }));
    expect(cleared.json().data.phone).toBeNull();
  });

  it('refuses a time zone that does not exist', async () => {
    const res = await put(`/api/users/${t.demo.users.driver}`, driver, body({ timezone_id: 999_999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.timezone_id).toEqual(['The selected time zone is invalid.']);
  });

  it('answers 422 with field errors for wrong types and huge values', async () => {
    const wrong = await put(`/api/users/${t.demo.users.driver}`, driver, {
      name: 5,
      email: 'nope',
      timezone_id: 'x',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(
      expect.arrayContaining(['name', 'email', 'timezone_id']),
    );
    const huge = await put(
      `/api/users/${t.demo.users.driver}`,
      driver,
      body({ name: 'n'.repeat(10_000), timezone_id: 99_999_999_999 }),
    );
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().errors)).toEqual(expect.arrayContaining(['name', 'timezone_id']));
  });

  it('answers 400 for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${t.demo.users.driver}`,
      headers: { ...bearer(driver), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('refuses to edit someone else, even an account admin editing a member', async () => {
    const res = await put(`/api/users/${t.demo.users.driver}`, admin, body({ email: 'hijack@acme.test' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only edit your own details.');
    expect((await get('/api/me', driver)).json().data.email).not.toBe('hijack@acme.test');
  });

  it("refuses an internal admin signed in as themselves: the spec gives them no power over others' profiles", async () => {
    const res = await put(`/api/users/${t.demo.users.maria}`, ops, {
      name: 'Someone Else',
      email: 'ops-owned@lodestar.test',
      timezone_id: zone('America/Chicago'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only edit your own details.');
    const maria = await signIn(t.app, 'maria@rivera.test');
    expect((await get('/api/me', maria)).json().data).toMatchObject({
      name: 'Maria Rivera',
      email: 'maria@rivera.test',
    });
    // their own details they may edit
    const own = await put(`/api/users/${t.demo.users.ops}`, ops, {
      name: 'Olivia Ops',
      email: 'ops@lodestar.test',
      timezone_id: zone('America/Chicago'),
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers the same 403 for an id that does not exist, and 404 for one that is not an id', async () => {
    for (const id of ['2000000000', '123456']) {
      const other = await put(`/api/users/${id}`, ops, body({ email: 'x@acme.test' }));
      expect(other.statusCode).toBe(403);
    }
    for (const id of ['99999999999', 'abc', '0']) {
      const missing = await put(`/api/users/${id}`, ops, body({ email: 'x@acme.test' }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User not found.');
    }
  });

  it('answers 401 without a session, before looking at the body', async () => {
    expect((await put(`/api/users/${t.demo.users.driver}`, undefined, body())).statusCode).toBe(401);
    expect((await put(`/api/users/${t.demo.users.driver}`, undefined, { name: 1 })).statusCode).toBe(401);
  });

  it('is not available to an account API token', async () => {
    const apiToken = (
      await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
        headers: bearer(admin),
      })
    ).json().data.api_token as string;
    const res = await put(`/api/users/${t.demo.users.admin}`, apiToken, body({ email: 'admin@acme.test' }));
    expect(res.statusCode).toBe(403);
  });
});
