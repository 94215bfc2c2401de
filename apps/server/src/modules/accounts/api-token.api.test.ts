import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../session/tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let acme: number;
let rivera: number;
beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
async function resetAs(email: string, accountId = acme): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/reset-token`,
    headers: bearer(await signIn(t.app, email)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.api_token as string;
}
/** A second admin of Acme for one test, so demoting or removing them leaves the account its own admin. */
async function extraAdmin(email: string): Promise<number> {
  return createUser(t.database, { email, accountId: acme, role: 'admin' });
}
const setRole = (userId: number, role: 'admin' | 'all' | 'devices') =>
  t.database.db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.accountId, acme), eq(memberships.userId, userId)));

describe('account API token', () => {
  it("works as a Bearer token for its own account's API, and for no other account", async () => {
    const token = await resetAs('admin@acme.test');
    const devices = await get(`/accounts/${acme}/device-list`, token);
    expect(devices.statusCode).toBe(200);
    expect(devices.json().data.length).toBeGreaterThan(0);
    // its admin also belongs to Rivera; the token does not
    expect((await get(`/accounts/${rivera}/device-list`, token)).statusCode).toBe(403);
    expect((await get(`/accounts/${rivera}`, token)).statusCode).toBe(403);
  });

  it('is stored only as a hash', async () => {
    const token = await resetAs('admin@acme.test');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.kind, 'api'));
    const live = rows.filter((r) => r.revokedAt === null);
    expect(live).toHaveLength(1);
    expect(live[0]!.tokenHash).toBe(hashToken(token));
    expect(rows.some((r) => JSON.stringify(r).includes(token))).toBe(false);
  });

  it('stops working the moment a reset issues the next one', async () => {
    const old = await resetAs('admin@acme.test');
    expect((await get(`/accounts/${acme}/device-list`, old)).statusCode).toBe(200);
    const next = await resetAs('admin@acme.test');
    expect((await get(`/accounts/${acme}/device-list`, old)).statusCode).toBe(401);
    expect((await get(`/accounts/${acme}/device-list`, next)).statusCode).toBe(200);
  });

  it('grants no admin rights once the admin who reset it is demoted, and none once they leave', async () => {
    const demoted = await extraAdmin('second-admin@acme.test');
    const token = await resetAs('second-admin@acme.test');
    expect((await get(`/accounts/${acme}/users`, token)).statusCode).toBe(200);
    await setRole(demoted, 'all');
    const refused = await get(`/accounts/${acme}/users`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/no longer an administrator/);
    expect((await get(`/accounts/${acme}/device-list`, token)).statusCode).toBe(403);
    // back to admin: the same token acts again (it was never revoked, only not backed)
    await setRole(demoted, 'admin');
    expect((await get(`/accounts/${acme}/device-list`, token)).statusCode).toBe(200);

    await t.database.db
      .delete(memberships)
      .where(and(eq(memberships.accountId, acme), eq(memberships.userId, demoted)));
    expect((await get(`/accounts/${acme}/device-list`, token)).statusCode).toBe(403);
  });

  it("never acts as an internal admin, even one's own token", async () => {
    // an internal admin who is an admin member of Acme resets the token: it reaches Acme only, as Acme's admin
    const ops = await createUser(t.database, {
      email: 'ops-member@lodestar.test',
      isGpxAdmin: true,
      accountId: acme,
      role: 'admin',
    });
    const token = await resetAs('ops-member@lodestar.test');
    expect((await get(`/accounts/${acme}/device-list`, token)).statusCode).toBe(200);
    expect((await get(`/accounts/${rivera}`, token)).statusCode).toBe(403);
    expect((await get('/admin/search?query=acme', token)).statusCode).toBe(403);
    // out of the account, the internal admin's own rights do not carry over to the token
    await t.database.db
      .delete(memberships)
      .where(and(eq(memberships.accountId, acme), eq(memberships.userId, ops)));
    expect((await get(`/accounts/${acme}/device-list`, token)).statusCode).toBe(403);
  });

  it('cannot be reset by an internal admin who is not a member (that token could not act)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${acme}/reset-token`,
      headers: bearer(await signIn(t.app, 'ops@lodestar.test')),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only account administrators can reset the API token.');
  });

  it('stops working when the account loses API access, and is refused a reset there', async () => {
    const token = await resetAs('admin@acme.test');
    await t.database.db.update(accounts).set({ hasApiAccess: false }).where(eq(accounts.id, acme));
    try {
      const res = await get(`/accounts/${acme}/device-list`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('API access is not enabled for this account.');
    } finally {
      await t.database.db.update(accounts).set({ hasApiAccess: true }).where(eq(accounts.id, acme));
    }
    expect((await get(`/accounts/${acme}/device-list`, token)).statusCode).toBe(200);
    // Rivera has no API access: Maria, its admin, cannot issue one
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${rivera}/reset-token`,
      headers: bearer(await signIn(t.app, 'maria@rivera.test')),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('cannot be reset by the all or devices roles', async () => {
    for (const email of ['dispatch@acme.test', 'driver@acme.test']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${acme}/reset-token`,
        headers: bearer(await signIn(t.app, email)),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('OpenAPI document', () => {
  it('says how to get an account API token and send it as a Bearer token', async () => {
    const doc = (await get('/docs/json')).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('/api/accounts/{accountId}/reset-token');
    expect(doc.info.description).toContain('Authorization: Bearer <token>');
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/accounts/{accountId}/addresses']).toBeDefined();
  });
});
