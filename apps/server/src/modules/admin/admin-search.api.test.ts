import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { devices } from '../../db/schema/index.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
});
afterAll(() => t.close());

const search = (query: string, headers: Record<string, string> = bearer(ops)) =>
  t.app.inject({ method: 'GET', url: `/api/admin/search?${query}`, headers });

describe('GET /api/admin/search', () => {
  it('finds a tracker by its serial, with the account it belongs to, exact match first', async () => {
    const res = await search('query=LS100001');
    expect(res.statusCode).toBe(200);
    const { trackers, accounts, users } = res.json().data;
    expect(trackers.data[0]).toMatchObject({
      serial: 'LS100001',
      account: { id: t.demo.accounts.acme, title: 'Acme Logistics' },
    });
    expect(trackers.meta).toMatchObject({ current_page: 1, total: expect.any(Number), per_page: 10 });
    expect(accounts.data).toEqual([]);
    expect(users.data).toEqual([]);
  });

  it('finds a user by e-mail, case-insensitive, with their accounts and roles', async () => {
    const res = await search('query=MARIA@rivera');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.users.data).toEqual([
      {
        id: t.demo.users.maria,
        name: 'Maria Rivera',
        email: 'maria@rivera.test',
        is_gpx_admin: false,
        accounts: [{ id: t.demo.accounts.rivera, title: expect.any(String), role: 'admin' }],
      },
    ]);
  });

  it('finds accounts by title with their tracker and user counts', async () => {
    const res = await search('query=acme&type=accounts');
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.users).toBeUndefined();
    expect(body.accounts.data).toEqual([
      {
        id: t.demo.accounts.acme,
        title: 'Acme Logistics',
        devices_count: t.demo.devices.acme.length,
        users_count: 3,
      },
    ]);
  });

  it('finds trackers by IMEI and ICCID', async () => {
    const [tracker] = await t.database.db
      .insert(devices)
      .values({
        accountId: t.demo.accounts.rivera,
        modelId: (await t.database.db.select({ m: devices.modelId }).from(devices).limit(1))[0]!.m,
        name: 'Search test',
        serial: 'SRCH-1',
        imei: '356938035643809',
        iccid: '8901260882226419873',
      })
      .returning({ id: devices.id });
    for (const q of ['356938035643809', '2226419873']) {
      const res = await search(`query=${q}&type=trackers`);
      expect(res.json().data.trackers.data.map((d: { id: number }) => d.id)).toContain(tracker!.id);
    }
  });

  it('pages one kind at a time and takes % and _ literally', async () => {
    const first = await search('query=LS1&type=trackers&per_page=5');
    const second = await search('query=LS1&type=trackers&per_page=5&page=2');
    const a = first.json().data.trackers;
    const b = second.json().data.trackers;
    expect(a.data).toHaveLength(5);
    expect(b.meta).toMatchObject({ current_page: 2, from: 6, to: 10, total: a.meta.total });
    expect(b.data.map((d: { id: number }) => d.id)).not.toContain(a.data[0].id);
    const wild = await search(`query=${encodeURIComponent('%_')}`);
    expect(wild.statusCode).toBe(200);
    expect(wild.json().data.trackers.meta.total).toBe(0);
  });

  it('refuses bad input in plain words (422)', async () => {
    for (const q of [
      '',
      'query=a',
      `query=${'x'.repeat(101)}`,
      'query=van&type=groups',
      'query=van&per_page=500',
    ]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 401 without a session', async () => {
    const res = await search('query=acme', {});
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to an account admin and to the devices role', async () => {
    for (const email of ['admin@acme.test', 'driver@acme.test']) {
      const res = await search('query=acme', bearer(await signIn(t.app, email)));
      expect(res.statusCode, email).toBe(403);
      expect(res.json().message).toMatch(/internal admins/);
    }
  });

  it('answers 403 to an internal admin while imitating a user', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/imitate',
      headers: bearer(ops),
      payload: { user_id: t.demo.users.maria },
    });
    const res = await search('query=acme', bearer(started.json().data.imitation_token));
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/me with an opened account', () => {
  const me = (account: number | string, headers = bearer(ops)) =>
    t.app.inject({ method: 'GET', url: `/api/me?account=${account}`, headers });

  it('gives an internal admin the account they opened, as its admin', async () => {
    const res = await me(t.demo.accounts.acme);
    const body = res.json().data;
    expect(body.accounts.map((a: { id: number }) => a.id)).toEqual([t.demo.accounts.acme]);
    expect(body.account_roles).toEqual({ [t.demo.accounts.acme]: 'admin' });
  });

  it('ignores an account that does not exist or is not a number', async () => {
    for (const account of [999999, 'x']) expect((await me(account)).json().data.accounts).toEqual([]);
  });

  it('gives nobody else an account by asking for it', async () => {
    const res = await me(t.demo.accounts.acme, bearer(await signIn(t.app, 'maria@rivera.test')));
    expect(res.json().data.accounts.map((a: { id: number }) => a.id)).toEqual([t.demo.accounts.rivera]);
  });
});
