import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMITATION_COOKIE, SESSION_COOKIE } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, browser, createUser, setCookieHeader, signIn } from './sign-in.test-helper.ts';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
});
afterAll(() => t.close());

const imitate = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/imitate', headers, payload: payload as object });
const quit = (headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: '/api/imitate', headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

async function startImitatingMaria(): Promise<string> {
  const res = await imitate(bearer(ops), { user_id: t.demo.users.maria });
  expect(res.statusCode).toBe(200);
  return res.json().data.imitation_token as string;
}

describe('POST /api/imitate', () => {
  it('gives an internal admin an imitation token and cookie for the user', async () => {
    const res = await imitate(bearer(ops), { user_id: t.demo.users.maria });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.imitation_token as string;
    const cookie = setCookieHeader(res, IMITATION_COOKIE)!;
    expect(cookie).toContain(`${IMITATION_COOKIE}=${token}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Max-Age=43200/);
  });

  it('with both cookies the imitation wins: the admin sees and acts as the user', async () => {
    const imitation = await startImitatingMaria();
    const cookies = browser({ [SESSION_COOKIE]: ops, [IMITATION_COOKIE]: imitation });
    const res = await me(cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: t.demo.users.maria,
      email: 'maria@rivera.test',
      imitated_by: { id: t.demo.users.ops, name: 'Olivia Ops' },
    });
    // the user's account rules apply, not the admin's reach
    const acme = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${t.demo.accounts.acme}`,
      headers: cookies,
    });
    expect(acme.statusCode).toBe(403);
    const rivera = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${t.demo.accounts.rivera}`,
      headers: cookies,
    });
    expect(rivera.statusCode).toBe(200);
  });

  it('refuses users who are not internal admins', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const res = await imitate(bearer(admin), { user_id: t.demo.users.driver });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied');
  });

  it('refuses to imitate another internal admin, or oneself', async () => {
    const other = await createUser(t.database, { email: 'ops2@lodestar.test', isGpxAdmin: true });
    for (const userId of [other, t.demo.users.ops]) {
      const res = await imitate(bearer(ops), { user_id: userId });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Internal admins cannot be imitated.');
    }
  });

  it('refuses to start a second imitation from inside one', async () => {
    const imitation = await startImitatingMaria();
    const res = await imitate(browser({ [SESSION_COOKIE]: ops, [IMITATION_COOKIE]: imitation }), {
      user_id: t.demo.users.driver,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await imitate(bearer(ops), { user_id: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found.');
  });

  it('validates the body: wrong type and out-of-range ids 422, malformed JSON 400', async () => {
    for (const user_id of ['12', 99_999_999_999, -1, 1.5]) {
      const res = await imitate(bearer(ops), { user_id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('user_id');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/imitate',
      headers: { ...bearer(ops), 'content-type': 'application/json' },
      payload: '{"user_id":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers 401 without a session, even with a bad body', async () => {
    expect((await imitate({}, { user_id: t.demo.users.maria })).statusCode).toBe(401);
    expect((await imitate({}, { user_id: 'x' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/imitate', () => {
  it('ends the imitation: the admin is themselves again with the same cookies', async () => {
    const imitation = await startImitatingMaria();
    const cookies = browser({ [SESSION_COOKIE]: ops, [IMITATION_COOKIE]: imitation });
    const res = await quit(cookies);
    expect(res.statusCode).toBe(204);
    expect(setCookieHeader(res, IMITATION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);

    // even if the browser kept sending the old imitation cookie, it no longer counts
    const after = await me(cookies);
    expect(after.json().data).toMatchObject({ id: t.demo.users.ops, imitated_by: null });
    expect((await me(bearer(imitation))).statusCode).toBe(401);
  });

  it('ends a bearer imitation without touching the admin session', async () => {
    const imitation = await startImitatingMaria();
    expect((await quit(bearer(imitation))).statusCode).toBe(204);
    expect((await me(bearer(imitation))).statusCode).toBe(401);
    expect((await me(bearer(ops))).json().data.id).toBe(t.demo.users.ops);
  });

  it('answers 409 when not imitating', async () => {
    const res = await quit(bearer(ops));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are not imitating a user.');
  });

  it('answers 401 without a session', async () => {
    expect((await quit({})).statusCode).toBe(401);
  });

  it('needs the client header with cookies', async () => {
    const imitation = await startImitatingMaria();
    const res = await quit(browser({ [SESSION_COOKIE]: ops, [IMITATION_COOKIE]: imitation }, false));
    expect(res.statusCode).toBe(403);
    expect((await me(bearer(imitation))).statusCode).toBe(200);
  });
});

describe('imitation with logout and hand-over', () => {
  it('logging out while imitating revokes both the imitation and the admin session', async () => {
    const own = await signIn(t.app, 'ops@lodestar.test');
    const imitation = (await imitate(bearer(own), { user_id: t.demo.users.maria })).json().data
      .imitation_token as string;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/token',
      headers: browser({ [SESSION_COOKIE]: own, [IMITATION_COOKIE]: imitation }),
    });
    expect(res.statusCode).toBe(204);
    expect((await me(bearer(imitation))).statusCode).toBe(401);
    expect((await me(bearer(own))).statusCode).toBe(401);
  });

  it('a temporary token taken during an imitation hands over the imitation, not the user', async () => {
    const imitation = await startImitatingMaria();
    const temporary = (
      await t.app.inject({ method: 'POST', url: '/api/temporary-token', headers: bearer(imitation) })
    ).json().data.token as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/temporary-token',
      payload: { token: temporary },
    });
    expect(res.statusCode).toBe(200);
    const handed = res.json().data.imitation_token as string;
    expect(res.json().data).not.toHaveProperty('token');
    expect(setCookieHeader(res, IMITATION_COOKIE)).toContain(`${IMITATION_COOKIE}=${handed}`);
    expect(setCookieHeader(res, SESSION_COOKIE)).toBeUndefined();
    const who = (await me(bearer(handed))).json().data;
    expect(who).toMatchObject({ id: t.demo.users.maria, imitated_by: { id: t.demo.users.ops } });
  });
});
