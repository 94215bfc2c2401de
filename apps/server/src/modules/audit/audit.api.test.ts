import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog as auditLogTable } from '../../db/schema/index.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let ops: string;
let ops2Id: number;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
  ops2Id = await createUser(t.database, { email: 'ops2@lodestar.test', name: 'Otto Ops', isGpxAdmin: true });
  const { users, accounts } = t.demo;
  // a known trail: Olivia in Acme as the driver, Otto in Rivera as Maria, spread over three days
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
  await t.database.db.insert(auditLogTable).values([
    { actingAdminId: users.ops, userId: users.driver, action: 'imitation.start', createdAt: day(10) },
    {
      actingAdminId: users.ops,
      userId: users.driver,
      action: 'request',
      accountId: accounts.acme,
      method: 'PUT',
      path: `/api/accounts/${accounts.acme}/devices/1`,
      statusCode: 200,
      createdAt: day(10),
    },
    { actingAdminId: ops2Id, userId: users.maria, action: 'imitation.start', createdAt: day(11) },
    {
      actingAdminId: ops2Id,
      userId: users.maria,
      action: 'request',
      accountId: accounts.rivera,
      method: 'POST',
      path: `/api/accounts/${accounts.rivera}/devices/2/commands`,
      statusCode: 201,
      createdAt: day(11),
    },
    { actingAdminId: ops2Id, userId: users.maria, action: 'imitation.end', createdAt: day(12) },
  ]);
});
afterAll(() => t.close());

const list = (query = '', headers: Record<string, string> = bearer(ops)) =>
  t.app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers });

describe('GET /api/audit-log', () => {
  it('answers the trail newest first with both people named, in the paged envelope', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, from: 1, to: 5, total: 5, per_page: 25 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      created_at: '2026-01-12T12:00:00.000Z',
      action: 'imitation.end',
      acting_admin: { id: ops2Id, name: 'Otto Ops' },
      user: { id: t.demo.users.maria, name: 'Maria Rivera' },
      account_id: null,
      method: null,
      path: null,
      status_code: null,
      ip: null,
      request_id: null,
      details: null,
    });
    expect(body.data.map((e: { created_at: string }) => e.created_at.slice(0, 10))).toEqual([
      '2026-01-12',
      '2026-01-11',
      '2026-01-11',
      '2026-01-10',
      '2026-01-10',
    ]);
  });

  it('pages', async () => {
    const res = await list('?per_page=2&page=2');
    expect(res.json().meta).toEqual({ current_page: 2, last_page: 3, from: 3, to: 4, total: 5, per_page: 2 });
    expect(res.json().data).toHaveLength(2);
    const beyond = await list('?per_page=2&page=9');
    expect(beyond.json()).toMatchObject({ data: [], meta: { total: 5, from: null, to: null } });
  });

  it('filters by imitated user, acting admin, account, action and dates', async () => {
    const { users, accounts } = t.demo;
    const total = async (q: string) => (await list(q)).json().meta.total as number;
    expect(await total(`?user_id=${users.driver}`)).toBe(2);
    expect(await total(`?admin_id=${ops2Id}`)).toBe(3);
    expect(await total(`?admin_id=${ops2Id}&action=request`)).toBe(1);
    // one account's trail shows nothing of another account
    const acme = (await list(`?account_id=${accounts.acme}`)).json().data;
    expect(acme.map((e: { account_id: number }) => e.account_id)).toEqual([accounts.acme]);
    expect(await total('?date_from=2026-01-11&date_to=2026-01-11T23:59:59Z')).toBe(2);
    expect(await total('?date_from=2026-01-12')).toBe(1);
    expect(await total(`?user_id=${users.admin}`)).toBe(0);
  });

  it('answers 422 with field messages for bad filters', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?per_page=1000', 'per_page'],
      ['?user_id=abc', 'user_id'],
      ['?account_id=99999999999', 'account_id'],
      ['?action=delete', 'action'],
      ['?date_from=yesterday', 'date_from'],
      ['?date_from=2026-02-01&date_to=2026-01-01', 'date_from'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await list('', {})).statusCode).toBe(401);
  });

  it('is for internal admins signed in as themselves only', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const driver = await signIn(t.app, 'driver@acme.test');
    const imitation = (
      await t.app.inject({
        method: 'POST',
        url: '/api/imitate',
        headers: bearer(ops),
        payload: { user_id: t.demo.users.maria },
      })
    ).json().data.imitation_token as string;
    const apiToken = (
      await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
        headers: bearer(admin),
      })
    ).json().data.api_token as string;
    // an account admin (even filtering on their own account), a devices-role member, an imitation, an API token
    for (const [token, query] of [
      [admin, `?account_id=${t.demo.accounts.acme}`],
      [driver, ''],
      [imitation, ''],
      [apiToken, ''],
    ] as const) {
      const res = await list(query, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Only internal admins, signed in as themselves, can read the audit log.',
      );
    }
  });
});
