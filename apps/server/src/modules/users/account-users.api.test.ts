import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { localBatch } from '../../realtime/position-bus.test-helper.ts';
import { busPosition, openSocket, quietPeriod, socketUrl } from '../../realtime/socket.test-helper.ts';

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
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });
const acme = () => `/api/accounts/${t.demo.accounts.acme}`;
const emailsOf = (res: { json(): { data: { email: string }[] } }) => res.json().data.map((m) => m.email);

describe('GET /api/accounts/{accountId}/users', () => {
  it('lists members with roles for admin and all roles', async () => {
    for (const who of ['admin', 'dispatch'] as const) {
      const res = await call('GET', `${acme()}/users`, tokens[who]);
      expect(res.statusCode).toBe(200);
      const members = res.json().data;
      expect(members).toContainEqual({
        id: t.demo.users.driver,
        name: 'Drew Driver',
        email: 'driver@acme.test',
        role: 'devices',
        devices_count: t.demo.devices.driver.length,
      });
      expect(members).toContainEqual(expect.objectContaining({ id: t.demo.users.admin, role: 'admin' }));
      expect(res.json()).not.toHaveProperty('meta');
    }
  });

  it('pages and searches with the table parameters, with the paging meta', async () => {
    const first = await call('GET', `${acme()}/users?page=1&per_page=2`, tokens.admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(2);
    expect(first.json().meta).toMatchObject({ current_page: 1, from: 1, to: 2, per_page: 2 });
    const total = first.json().meta.total as number;
    expect(first.json().meta.last_page).toBe(Math.ceil(total / 2));
    const searched = await call('GET', `${acme()}/users?page=1&per_page=25&query=DREW`, tokens.admin);
    expect(emailsOf(searched)).toEqual(['driver@acme.test']);
    expect(searched.json().meta).toMatchObject({ total: 1, from: 1, to: 1, last_page: 1 });
    const byEmail = await call('GET', `${acme()}/users?page=1&query=dispatch@`, tokens.admin);
    expect(emailsOf(byEmail)).toEqual(['dispatch@acme.test']);
    const none = await call('GET', `${acme()}/users?page=1&query=nobody-here`, tokens.admin);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0, from: null, to: null } });
  });

  it('shows each account its own members only', async () => {
    const res = await call('GET', `/api/accounts/${t.demo.accounts.rivera}/users`, tokens.maria);
    expect(emailsOf(res).sort()).toEqual(['admin@acme.test', 'maria@rivera.test']);
  });

  it('refuses the devices role and other accounts', async () => {
    expect((await call('GET', `${acme()}/users`, tokens.driver)).statusCode).toBe(403);
    expect((await call('GET', `${acme()}/users`, tokens.maria)).statusCode).toBe(403);
  });

  it('answers 422 for bad paging values and 401 without a session', async () => {
    const bad = await call('GET', `${acme()}/users?page=0&per_page=9999`, tokens.admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['page', 'per_page']));
    expect((await call('GET', `${acme()}/users`)).statusCode).toBe(401);
  });
});

describe('PUT /api/accounts/{accountId}/users', () => {
  it("changes a member's role and trackers; another role clears the trackers", async () => {
    const email = 'edit-me@acme.test';
    const id = await createUser(t.database, { email, accountId: t.demo.accounts.acme, role: 'all' });
    const two = t.demo.devices.acme.slice(2, 4);
    const toDevices = await call('PUT', `${acme()}/users`, tokens.admin, {
      account_id: t.demo.accounts.acme,
      email,
      role: 'devices',
      devices: two.map((d) => ({ id: d, permissions: 'all' })),
    });
    expect(toDevices.statusCode).toBe(200);
    expect(toDevices.json().message).toBe('The user permissions were successfully updated');
    const member = await signIn(t.app, email);
    const seen = await call('GET', `${acme()}/device-list`, member);
    expect(
      seen
        .json()
        .data.map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([...two].sort());
    const listed = (await call('GET', `${acme()}/users`, tokens.admin)).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ id, role: 'devices', devices_count: 2 }));

    const announced: number[][] = [];
    const stop = t.app.services.realtime.onEnded((ended) => announced.push([...(ended.userIds ?? [])]));
    const toAll = await call('PUT', `${acme()}/users`, tokens.admin, { email, role: 'all', devices: [] });
    stop();
    expect(toAll.statusCode).toBe(200);
    expect(announced).toContainEqual([id]);
    const after = (await call('GET', `${acme()}/users`, tokens.admin)).json().data;
    expect(after).toContainEqual(expect.objectContaining({ id, role: 'all', devices_count: 0 }));
    const all = await call('GET', `${acme()}/device-list`, member);
    expect(all.json().data.length).toBeGreaterThan(2);
  }, 30_000);

  it('never demotes the last admin; with a second admin it may', async () => {
    const last = await call('PUT', `${acme()}/users`, tokens.admin, {
      email: 'admin@acme.test',
      role: 'all',
    });
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('An account must keep at least one administrator.');
    await createUser(t.database, {
      email: 'second-admin@acme.test',
      accountId: t.demo.accounts.acme,
      role: 'admin',
    });
    const demoted = await call('PUT', `${acme()}/users`, tokens.admin, {
      email: 'second-admin@acme.test',
      role: 'all',
    });
    expect(demoted.statusCode).toBe(200);
  }, 30_000);

  it("refuses another account's trackers without saying whose they are", async () => {
    const res = await call('PUT', `${acme()}/users`, tokens.admin, {
      email: 'driver@acme.test',
      role: 'devices',
      devices: [{ id: t.demo.devices.rivera[0], permissions: 'all' }, { id: 2_000_000_000 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.devices[0]).toMatch(/^These trackers are not in this account/);
    expect(res.body).not.toContain('Rivera');
    const me = (await call('GET', `${acme()}/users?query=driver`, tokens.admin)).json().data[0];
    expect(me.devices_count).toBe(t.demo.devices.driver.length);
  });

  it('answers 404 for someone who is not a member, 422 for bad input', async () => {
    const stranger = await call('PUT', `${acme()}/users`, tokens.admin, {
      email: 'maria@rivera.test',
      role: 'all',
    });
    expect(stranger.statusCode).toBe(404);
    const bad = await call('PUT', `${acme()}/users`, tokens.admin, {
      email: 'nope',
      role: 'owner',
      devices: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['email', 'role', 'devices']));
    const otherAccount = await call('PUT', `${acme()}/users`, tokens.admin, {
      account_id: t.demo.accounts.rivera,
      email: 'driver@acme.test',
      role: 'all',
    });
    expect(otherAccount.statusCode).toBe(422);
  });

  it('is for admins: all and devices roles, other accounts and no session are refused', async () => {
    const body = { email: 'driver@acme.test', role: 'all' };
    const all = await call('PUT', `${acme()}/users`, tokens.dispatch, body);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('Only account administrators can change user permissions.');
    expect((await call('PUT', `${acme()}/users`, tokens.driver, body)).statusCode).toBe(403);
    expect((await call('PUT', `${acme()}/users`, tokens.maria, body)).statusCode).toBe(403);
    expect((await call('PUT', `${acme()}/users`, undefined, body)).statusCode).toBe(401);
  });
});

describe('DELETE /api/accounts/{accountId}/users/{userId}', () => {
  it("ends the member's access at once, with their tracker rights and API tokens", async () => {
    const email = 'leaving@acme.test';
    const id = await createUser(t.database, { email, accountId: t.demo.accounts.acme, role: 'admin' });
    const member = await signIn(t.app, email);
    const apiToken = (
      await t.app.inject({ method: 'POST', url: `${acme()}/reset-token`, headers: bearer(member) })
    ).json().data.api_token as string;
    expect((await call('GET', `${acme()}/device-list`, apiToken)).statusCode).toBe(200);

    const announced: number[][] = [];
    const stop = t.app.services.realtime.onEnded((ended) => announced.push([...(ended.userIds ?? [])]));
    const res = await call('DELETE', `${acme()}/users/${id}`, tokens.admin);
    stop();
    expect(res.statusCode).toBe(204);
    // their open sockets are checked again at once, on every instance
    expect(announced).toContainEqual([id]);
    expect((await call('GET', `${acme()}/device-list`, member)).statusCode).toBe(403);
    expect((await call('GET', `${acme()}/device-list`, apiToken)).statusCode).toBe(401);
    expect(emailsOf(await call('GET', `${acme()}/users`, tokens.admin))).not.toContain(email);
    // still a person who can sign in, now without this account
    expect((await call('GET', '/api/me', member)).json().data.account_roles).toEqual({});
  }, 30_000);

  it("stops a removed member's live positions at once, without waiting for the socket's periodic check", async () => {
    const email = 'live-leaver@acme.test';
    const id = await createUser(t.database, { email, accountId: t.demo.accounts.acme, role: 'all' });
    const socket = await openSocket(await socketUrl(t.app), bearer(await signIn(t.app, email)));
    let positionId = 1;
    const publish = () =>
      t.app.services.positionBus.publishLocal([
        localBatch(t.demo.accounts.acme, [busPosition(t.demo.devices.acme[3]!, positionId++)]),
      ]);
    publish();
    expect((await socket.next('positions')).positions).toHaveLength(1);
    expect((await call('DELETE', `${acme()}/users/${id}`, tokens.admin)).statusCode).toBe(204);
    await quietPeriod();
    const before = socket.messages.filter((m) => m.type === 'positions').length;
    publish();
    await quietPeriod();
    expect(socket.messages.filter((m) => m.type === 'positions')).toHaveLength(before);
    socket.ws.close();
  }, 30_000);

  it("drops a devices-role member's tracker rights in this account", async () => {
    const id = await createUser(t.database, {
      email: 'granted@acme.test',
      accountId: t.demo.accounts.acme,
      role: 'all',
    });
    await call('PUT', `${acme()}/users`, tokens.admin, {
      email: 'granted@acme.test',
      role: 'devices',
      devices: [{ id: t.demo.devices.acme[5] }],
    });
    expect((await call('DELETE', `${acme()}/users/${id}`, tokens.admin)).statusCode).toBe(204);
    const details = await call('GET', `/api/users/${id}`, tokens.ops);
    expect(details.json().data).toMatchObject({ devices_count: 0, accounts: [] });
  }, 30_000);

  it('never removes the last admin, themself included; with another admin an admin may leave', async () => {
    const self = await call('DELETE', `${acme()}/users/${t.demo.users.maria}`, tokens.admin);
    expect(self.statusCode).toBe(404);
    const rivera = `/api/accounts/${t.demo.accounts.rivera}`;
    const last = await call('DELETE', `${rivera}/users/${t.demo.users.maria}`, tokens.maria);
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('An account must keep at least one administrator.');
    const id = await createUser(t.database, {
      email: 'co-admin@rivera.test',
      accountId: t.demo.accounts.rivera,
      role: 'admin',
    });
    const coAdmin = await signIn(t.app, 'co-admin@rivera.test');
    expect((await call('DELETE', `${rivera}/users/${id}`, coAdmin)).statusCode).toBe(204);
    expect((await call('GET', `${rivera}/users`, coAdmin)).statusCode).toBe(403);
  }, 30_000);

  it('is for admins; 404 for a bad id; 401 without a session', async () => {
    const target = `${acme()}/users/${t.demo.users.driver}`;
    const all = await call('DELETE', target, tokens.dispatch);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('Only account administrators can remove users.');
    expect((await call('DELETE', target, tokens.driver)).statusCode).toBe(403);
    expect((await call('DELETE', target, tokens.maria)).statusCode).toBe(403);
    expect((await call('DELETE', `${acme()}/users/abc`, tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', target)).statusCode).toBe(401);
    expect(emailsOf(await call('GET', `${acme()}/users`, tokens.admin))).toContain('driver@acme.test');
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the user with the accounts the caller shares with them', async () => {
    const res = await call('GET', `/api/users/${t.demo.users.admin}`, tokens.maria);
    expect(res.statusCode).toBe(200);
    // Maria sees Alex only through Rivera, not his Acme membership
    expect(res.json().data).toMatchObject({
      id: t.demo.users.admin,
      email: 'admin@acme.test',
      accounts: [{ id: t.demo.accounts.rivera, title: 'Rivera Family' }],
      account_roles: { [t.demo.accounts.rivera]: 'all' },
    });
    expect(res.json().data).not.toHaveProperty('password_hash');
    const driver = (await call('GET', `/api/users/${t.demo.users.driver}`, tokens.dispatch)).json().data;
    expect(driver.devices_count).toBe(t.demo.devices.driver.length);
  });

  it('lets people and internal admins see themselves and anyone', async () => {
    const own = await call('GET', `/api/users/${t.demo.users.driver}`, tokens.driver);
    expect(own.json().data.account_roles).toEqual({ [t.demo.accounts.acme]: 'devices' });
    const ops = await call('GET', `/api/users/${t.demo.users.maria}`, tokens.ops);
    expect(ops.json().data.accounts).toEqual([{ id: t.demo.accounts.rivera, title: 'Rivera Family' }]);
  });

  it("answers an account API token about its account's members only, and not once its admin is demoted", async () => {
    const email = 'token-admin@acme.test';
    await createUser(t.database, { email, accountId: t.demo.accounts.acme, role: 'admin' });
    const owner = await signIn(t.app, email);
    const reset = await t.app.inject({
      method: 'POST',
      url: `${acme()}/reset-token`,
      headers: bearer(owner),
    });
    const apiToken = reset.json().data.api_token as string;
    const res = await call('GET', `/api/users/${t.demo.users.admin}`, apiToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accounts).toEqual([{ id: t.demo.accounts.acme, title: 'Acme Logistics' }]);
    expect((await call('GET', `/api/users/${t.demo.users.maria}`, apiToken)).statusCode).toBe(404);
    await call('PUT', `${acme()}/users`, tokens.admin, { email, role: 'all' });
    expect((await call('GET', `/api/users/${t.demo.users.admin}`, apiToken)).statusCode).toBe(403);
  }, 30_000);

  it('finds nobody outside shared accounts, for the devices role, or for a bad id; 401 without a session', async () => {
    expect((await call('GET', `/api/users/${t.demo.users.maria}`, tokens.dispatch)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${t.demo.users.admin}`, tokens.driver)).statusCode).toBe(404);
    for (const id of ['2000000000', 'abc', '0']) {
      const res = await call('GET', `/api/users/${id}`, tokens.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found.');
    }
    expect((await call('GET', `/api/users/${t.demo.users.admin}`)).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}/devices?account_id=', () => {
  const url = (userId: number, accountId: number) => `/api/users/${userId}/devices?account_id=${accountId}`;

  it("answers a devices-role member's trackers in the account to its admin and all members", async () => {
    for (const who of ['admin', 'dispatch', 'driver', 'ops'] as const) {
      const res = await call('GET', url(t.demo.users.driver, t.demo.accounts.acme), tokens[who]);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .data.map((d: { id: number }) => d.id)
          .sort(),
      ).toEqual([...t.demo.devices.driver].sort());
    }
  });

  it('lists every tracker given, whatever its subscription, so the Edit User dialog never drops one', async () => {
    const email = 'any-status@acme.test';
    const id = await createUser(t.database, { email, accountId: t.demo.accounts.acme, role: 'all' });
    const list = (
      await call('GET', `${acme()}/device-list?subscription_status=cancelled,blocked,archived`, tokens.admin)
    ).json().data as { id: number }[];
    expect(list.length).toBeGreaterThan(0);
    const given = [list[0]!.id, t.demo.devices.acme[1]!];
    await call('PUT', `${acme()}/users`, tokens.admin, {
      email,
      role: 'devices',
      devices: given.map((d) => ({ id: d })),
    });
    const res = await call('GET', url(id, t.demo.accounts.acme), tokens.admin);
    expect(
      res
        .json()
        .data.map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([...given].sort());
  }, 30_000);

  it('only that account: an admin/all member elsewhere gets only the trackers of the account asked about', async () => {
    const res = await call('GET', url(t.demo.users.admin, t.demo.accounts.rivera), tokens.maria);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((d: { id: number }) => d.id);
    expect(ids.sort()).toEqual([...t.demo.devices.rivera].sort());
  });

  it('refuses the devices role about others, other accounts, non-members; 422 for a bad id; 401', async () => {
    expect(
      (await call('GET', url(t.demo.users.dispatch, t.demo.accounts.acme), tokens.driver)).statusCode,
    ).toBe(403);
    expect((await call('GET', url(t.demo.users.driver, t.demo.accounts.acme), tokens.maria)).statusCode).toBe(
      403,
    );
    expect((await call('GET', url(t.demo.users.maria, t.demo.accounts.acme), tokens.admin)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/users/${t.demo.users.driver}/devices?account_id=x`, tokens.admin)).statusCode,
    ).toBe(422);
    expect((await call('GET', url(t.demo.users.driver, t.demo.accounts.acme))).statusCode).toBe(401);
  });
});
