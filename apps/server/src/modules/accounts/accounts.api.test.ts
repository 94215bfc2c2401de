import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, browser, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
const tokens: Record<'admin' | 'dispatch' | 'driver' | 'maria' | 'ops', string> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['ops', 'ops@lodestar.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const resetToken = (accountId: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${accountId}/reset-token`, headers });

describe('GET /api/accounts/{accountId}', () => {
  it('answers the account with flags and settings to every member, devices role included', async () => {
    for (const who of ['admin', 'dispatch', 'driver'] as const) {
      const res = await get(`/api/accounts/${t.demo.accounts.acme}`, tokens[who]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: t.demo.accounts.acme,
        title: 'Acme Logistics',
        has_api_access: true,
        has_rules_engine: true,
      });
      expect(res.json().data.settings).toContainEqual({ code: 'dashboards', value: '1' });
    }
  });

  it("refuses another account's member with 403 and no data", async () => {
    const res = await get(`/api/accounts/${t.demo.accounts.acme}`, tokens.maria);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Access denied' });
  });

  it('lets an internal admin open any account; a missing one is 404', async () => {
    expect((await get(`/api/accounts/${t.demo.accounts.rivera}`, tokens.ops)).json().data.title).toBe(
      'Rivera Family',
    );
    const missing = await get('/api/accounts/2000000000', tokens.ops);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Account not found.');
  });

  it('answers 404 for ids that are not positive integers or are out of range', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999', '9'.repeat(90)]) {
      const res = await get(`/api/accounts/${id}`, tokens.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Account not found.');
    }
    // past Fastify's path parameter limit the router itself refuses, still with a message
    const huge = await get(`/api/accounts/${'9'.repeat(400)}`, tokens.admin);
    expect(huge.statusCode).toBe(414);
    expect(huge.json().message).toEqual(expect.any(String));
  });

  it('answers 401 without a session, before looking at the id', async () => {
    expect((await get(`/api/accounts/${t.demo.accounts.acme}`)).statusCode).toBe(401);
    expect((await get('/api/accounts/abc')).statusCode).toBe(401);
  });
});

describe('POST /api/accounts/{accountId}/reset-token', () => {
  it('gives the admin an API token that reaches only its account', async () => {
    const res = await resetToken(t.demo.accounts.acme, bearer(tokens.admin));
    expect(res.statusCode).toBe(200);
    const apiToken = res.json().data.api_token as string;
    expect(apiToken.length).toBeGreaterThanOrEqual(40);

    expect((await get(`/api/accounts/${t.demo.accounts.acme}/users`, apiToken)).statusCode).toBe(200);
    // the admin also belongs to Rivera, but the token is Acme's
    expect((await get(`/api/accounts/${t.demo.accounts.rivera}`, apiToken)).statusCode).toBe(403);
    const me = (await get('/api/me', apiToken)).json().data;
    expect(me.accounts.map((a: { id: number }) => a.id)).toEqual([t.demo.accounts.acme]);
  });

  it('revokes the previous token when a new one is issued', async () => {
    const first = (await resetToken(t.demo.accounts.acme, bearer(tokens.admin))).json().data
      .api_token as string;
    const second = (await resetToken(t.demo.accounts.acme, bearer(tokens.admin))).json().data
      .api_token as string;
    expect((await get(`/api/accounts/${t.demo.accounts.acme}`, first)).statusCode).toBe(401);
    expect((await get(`/api/accounts/${t.demo.accounts.acme}`, second)).statusCode).toBe(200);
  });

  it('is for account admins only', async () => {
    for (const who of ['dispatch', 'driver'] as const) {
      const res = await resetToken(t.demo.accounts.acme, bearer(tokens[who]));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only account administrators can reset the API token.');
    }
    expect((await resetToken(t.demo.accounts.acme, bearer(tokens.maria))).statusCode).toBe(403);
  });

  it('needs API access on the account', async () => {
    const res = await resetToken(t.demo.accounts.rivera, bearer(tokens.maria));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('API access is not enabled for this account.');
  });

  it('cannot be called with an API token (a leaked token cannot rotate itself)', async () => {
    const apiToken = (await resetToken(t.demo.accounts.acme, bearer(tokens.admin))).json().data
      .api_token as string;
    const res = await resetToken(t.demo.accounts.acme, bearer(apiToken));
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/accounts/${t.demo.accounts.acme}`, apiToken)).statusCode).toBe(200);
  });

  it('needs the client header from a cookie sign-in', async () => {
    const without = await resetToken(
      t.demo.accounts.acme,
      browser({ [SESSION_COOKIE]: tokens.admin }, false),
    );
    expect(without.statusCode).toBe(403);
    const withHeader = await resetToken(t.demo.accounts.acme, browser({ [SESSION_COOKIE]: tokens.admin }));
    expect(withHeader.statusCode).toBe(200);
  });

  it('answers 401 without a session and 404 for a bad id', async () => {
    expect((await resetToken(t.demo.accounts.acme, {})).statusCode).toBe(401);
    expect((await resetToken('abc', bearer(tokens.admin))).statusCode).toBe(404);
  });
});
