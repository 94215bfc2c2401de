import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMITATION_COOKIE, SESSION_COOKIE } from '@lodestar/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { bearer, browser, createUser, setCookieHeader, signIn } from './sign-in.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/token', payload: payload as object, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

describe('POST /api/token', () => {
  it('signs in, answers a bearer token that works, and sets the session cookie', async () => {
    const res = await login({ email: 'admin@acme.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect((await me(bearer(token))).json().data.email).toBe('admin@acme.test');

    const cookie = setCookieHeader(res, SESSION_COOKIE)!;
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=31536000/);
    // served over plain http in the test config: a Secure cookie would never be sent back
    expect(cookie).not.toMatch(/; Secure/);
    expect((await me(browser({ [SESSION_COOKIE]: token }))).json().data.email).toBe('admin@acme.test');
  });

  it('matches the e-mail address regardless of case and surrounding spaces', async () => {
    const res = await login({ email: '  Dispatch@ACME.test ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 422 for a wrong password and for an unknown address', async () => {
    const wrong = await login({ email: 'admin@acme.test', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@acme.test', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('These credentials do not match our records.');
    }
    expect(unknown.json()).toEqual(wrong.json());
    expect(setCookieHeader(wrong, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a user who belongs to no account', async () => {
    await createUser(t.database, { email: 'orphan@acme.test' });
    const res = await login({ email: 'orphan@acme.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your user has no account.');
    expect(setCookieHeader(res, SESSION_COOKIE)).toBeUndefined();
  });

  it('lets an internal admin without accounts sign in', async () => {
    const res = await login({ email: 'ops@lodestar.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with a message for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@acme.test",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers 422 with per-field errors for missing and wrongly typed fields', async () => {
    const res = await login({ email: 42 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));

    const notEmail = await login({ email: 'not-an-address', password: 'x' });
    expect(notEmail.json().errors.email).toEqual(['The email must be a valid email address.']);
  });

  it('rejects huge values with 422 instead of hashing them', async () => {
    const res = await login({ email: `${'a'.repeat(5000)}@acme.test`, password: 'p'.repeat(5000) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('email');
    expect(res.json().errors).toHaveProperty('password');
  });
});

describe('DELETE /api/token', () => {
  it('revokes the bearer token: it gets 401 afterwards', async () => {
    const token = await signIn(t.app, 'dispatch@acme.test');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    const after = await me(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Unauthenticated.');
  });

  it('signs a browser out: revokes the cookie session and clears the cookies', async () => {
    const token = await signIn(t.app, 'dispatch@acme.test');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/token',
      headers: browser({ [SESSION_COOKIE]: token }),
    });
    expect(res.statusCode).toBe(204);
    expect(setCookieHeader(res, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookieHeader(res, IMITATION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await me(browser({ [SESSION_COOKIE]: token }))).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF defence for cookie sign-ins', () => {
  it('refuses a cookie-authenticated write without the client header, and keeps the session', async () => {
    const token = await signIn(t.app, 'dispatch@acme.test');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/token',
      headers: browser({ [SESSION_COOKIE]: token }, false),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Missing the client header required for cookie-authenticated writes.');
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('accepts the same write with the client header', async () => {
    const token = await signIn(t.app, 'dispatch@acme.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/temporary-token',
      headers: browser({ [SESSION_COOKIE]: token }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not ask bearer clients for the header', async () => {
    const token = await signIn(t.app, 'dispatch@acme.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/temporary-token', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });

  it('lets cookie reads through without the header', async () => {
    const token = await signIn(t.app, 'dispatch@acme.test');
    expect((await me(browser({ [SESSION_COOKIE]: token }, false))).statusCode).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('describes the session and user calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/token',
      '/api/temporary-token',
      '/api/imitate',
      '/api/me',
      '/api/users/{id}',
      '/api/password',
      '/api/timezones',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths).toContain('/api/accounts/{accountId}/reset-token');
  });
});
