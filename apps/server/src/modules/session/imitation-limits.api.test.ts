import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMITATION_COOKIE, SESSION_COOKIE } from '@lodestar/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { bearer, browser, signIn } from './sign-in.test-helper.ts';

// Decision 0024: an imitation cannot take the user over, and what the admin does during it is on record.
let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
});
afterAll(() => t.close());

async function imitate(userId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/imitate',
    headers: bearer(ops),
    payload: { user_id: userId },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.imitation_token as string;
}

const auditLog = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers: bearer(ops) });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<Record<string, unknown>>; meta: { total: number } };
};

const profile = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Rivera',
  email: 'maria@rivera.test',
  timezone_id: 1,
  ...over,
});

describe('an imitation cannot take the user over', () => {
  it('cannot set the password: 403 with a message, and the password is unchanged', async () => {
    const imitation = await imitate(t.demo.users.maria);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: bearer(imitation),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'taken-over-1',
        password_confirmation: 'taken-over-1',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'While imitating a user you cannot change their password. Ask them to change it themselves.',
    });
    expect(await signIn(t.app, 'maria@rivera.test', DEMO_PASSWORD)).toEqual(expect.any(String));
  });

  it('cannot change the e-mail address, through the bearer token or the browser cookies', async () => {
    const imitation = await imitate(t.demo.users.maria);
    const headers = [bearer(imitation), browser({ [SESSION_COOKIE]: ops, [IMITATION_COOKIE]: imitation })];
    for (const h of headers) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${t.demo.users.maria}`,
        headers: h,
        payload: profile({ email: 'ops-owned@lodestar.test' }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'While imitating a user you cannot change their e-mail address. Ask them to change it themselves.',
      );
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(imitation) });
    expect(me.json().data.email).toBe('maria@rivera.test');
  });

  it("may still fix the user's name, phone and time zone when the e-mail stays (whatever its case)", async () => {
    const imitation = await imitate(t.demo.users.maria);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${t.demo.users.maria}`,
      headers: bearer(imitation),
      payload: profile({ email: 'Maria@Rivera.test', phone: '(555) 000-1111' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe('(555) 000-1111');
  });

  it("cannot issue the account's API token", async () => {
    const imitation = await imitate(t.demo.users.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
      headers: bearer(imitation),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "While imitating a user you cannot change their account's API token. Ask them to change it themselves.",
    );
    // the account admin themselves can
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
      headers: bearer(await signIn(t.app, 'admin@acme.test')),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('what an admin does while imitating is recorded', () => {
  it('records the start, every write with its outcome, and the end, with both ids', async () => {
    const driver = t.demo.users.driver;
    const imitation = await imitate(driver);
    // a read is not recorded; a refused write and a successful one are
    await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(imitation) });
    await t.app.inject({
      method: 'POST',
      url: '/api/password?source=test',
      headers: bearer(imitation),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'taken-over-1',
        password_confirmation: 'taken-over-1',
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${driver}`,
      headers: bearer(imitation),
      payload: { name: 'Drew Driver', email: 'driver@acme.test', timezone_id: 1 },
    });
    const account = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
      headers: bearer(imitation),
    });
    expect(account.statusCode).toBe(403);
    // an account the driver does not belong to: refused, and on record with its id
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.rivera}/reset-token`,
      headers: bearer(imitation),
    });
    expect(other.statusCode).toBe(403);
    const end = await t.app.inject({ method: 'DELETE', url: '/api/imitate', headers: bearer(imitation) });
    expect(end.statusCode).toBe(204);

    // each request's status is added once its answer has gone out: wait for the last of them
    const trail = async () => {
      const { data } = await auditLog(`user_id=${driver}`);
      return data.map((e) => [e.action, e.method, e.path, e.status_code]);
    };
    // newest first
    await expect.poll(trail, { timeout: 10_000 }).toEqual([
      ['imitation.end', null, null, null],
      ['request', 'POST', `/api/accounts/${t.demo.accounts.rivera}/reset-token`, 403],
      ['request', 'POST', `/api/accounts/${t.demo.accounts.acme}/reset-token`, 403],
      ['request', 'PUT', `/api/users/${driver}`, 200],
      ['request', 'POST', '/api/password', 403],
      ['imitation.start', null, null, null],
    ]);
    const { data } = await auditLog(`user_id=${driver}`);
    const both = {
      acting_admin: { id: t.demo.users.ops, name: 'Olivia Ops' },
      user: { id: driver, name: 'Drew Driver' },
    };
    for (const entry of data) expect(entry).toMatchObject(both);
    expect(data.map((e) => e.account_id)).toEqual([
      null,
      t.demo.accounts.rivera,
      t.demo.accounts.acme,
      null,
      null,
      null,
    ]);
  });

  it('records a write refused by validation, and lets no write through that it cannot record', async () => {
    const imitation = await imitate(t.demo.users.maria);
    const url = `/api/users/${t.demo.users.maria}`;
    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(imitation),
      payload: { name: 5 },
    });
    expect(invalid.statusCode).toBe(422);
    await expect
      .poll(async () => (await auditLog(`user_id=${t.demo.users.maria}&action=request`)).data[0]?.status_code)
      .toBe(422);
    // with the audit table out of reach the write is refused, not done unrecorded
    await t.database.query('alter table audit_log rename to audit_log_away');
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(imitation),
        payload: profile({ name: 'Unrecorded Change' }),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.database.query('alter table audit_log_away rename to audit_log');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(imitation) });
    expect(me.json().data.name).not.toBe('Unrecorded Change');
  });

  it("does not record the users' own requests", async () => {
    const before = (await auditLog(`user_id=${t.demo.users.dispatch}`)).meta.total;
    const dispatch = await signIn(t.app, 'dispatch@acme.test');
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${t.demo.users.dispatch}`,
      headers: bearer(dispatch),
      payload: { name: 'Dana Dispatch', email: 'dispatch@acme.test', timezone_id: 1 },
    });
    expect(own.statusCode).toBe(200);
    // an imitated write after it is on record at once; the user's own write before it is not
    const imitation = await imitate(t.demo.users.dispatch);
    await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(imitation) });
    await expect
      .poll(async () => (await auditLog(`user_id=${t.demo.users.dispatch}&action=request`)).data[0]?.path, {
        timeout: 10_000,
      })
      .toBe('/api/token');
    // signing out of the imitation is on record as a request and ends the imitation
    const after = await auditLog(`user_id=${t.demo.users.dispatch}`);
    expect(after.data.map((e) => e.action)).toEqual(['imitation.end', 'request', 'imitation.start']);
    expect(after.meta.total).toBe(before + 3);
  });
});
