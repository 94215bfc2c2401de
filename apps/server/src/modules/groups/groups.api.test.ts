import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_DEVICE_IDS_MAX, group, groupWithDevices, type Group } from '@lodestar/contracts';
import { accounts, groups } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let acme: number;
let otherB2b: number;
let otherGroup: number;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria' | 'ops' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  // a second business account with a group of its own, for the "another account's group" cases
  const [row] = await t.database.db
    .insert(accounts)
    .values({ title: 'Other Business', isB2bAccount: true })
    .returning({ id: accounts.id });
  otherB2b = row!.id;
  await createUser(t.database, { email: 'other@business.test', accountId: otherB2b, role: 'admin' });
  const [g] = await t.database.db
    .insert(groups)
    .values({ accountId: otherB2b, name: 'Their group' })
    .returning({ id: groups.id });
  otherGroup = g!.id;
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['ops', 'ops@lodestar.test'],
    ['other', 'other@business.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
}, 60_000);
afterAll(() => t.close());

const base = (accountId = acme) => `/api/accounts/${accountId}/groups`;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string | null = tokens.admin,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}

let serial = 0;
/** A fresh group of Acme made through the API (names differ per test so the tests stay independent). */
async function makeGroup(deviceIds: number[] = [], name = `Test group ${++serial}`): Promise<Group> {
  const res = await call('POST', base(), { name, device_ids: deviceIds });
  expect(res.statusCode, res.body).toBe(201);
  return group.parse(res.json().data);
}

const fetchGroup = async (id: number, token = tokens.admin) => {
  const res = await call('GET', `${base()}/${id}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return group.parse(res.json().data);
};

const acmeIds = () => t.demo.devices.acme;
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /api/accounts/{id}/groups', () => {
  it('creates a group with its trackers and answers it', async () => {
    const ids = acmeIds().slice(0, 3);
    const created = await makeGroup(ids, 'North depot');
    expect(created).toMatchObject({
      account_id: acme,
      name: 'North depot',
      devices_count: 3,
      device_ids: sorted(ids),
    });
    expect(Date.parse(created.created_at)).not.toBeNaN();
    expect(await fetchGroup(created.id)).toEqual(created);
  });

  it('creates an empty group without device_ids, and trims the name', async () => {
    const res = await call('POST', base(), { name: '  Blank one  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Blank one', devices_count: 0, device_ids: [] });
  });

  it('lists each tracker once when the same id is sent twice', async () => {
    const [a] = acmeIds();
    const created = await makeGroup([a!, a!]);
    expect(created.device_ids).toEqual([a]);
  });

  it('refuses a name another group of the account has, in any case', async () => {
    await makeGroup([], 'Night shift');
    const res = await call('POST', base(), { name: 'NIGHT SHIFT' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'A group with this name already exists',
      errors: { name: ['A group with this name already exists'] },
    });
  });

  it('allows a name another account uses', async () => {
    expect((await call('POST', base(), { name: 'Their group' })).statusCode).toBe(201);
  });

  it('refuses bad input with 422 (empty name, wrong types, too many ids) and malformed JSON with 400', async () => {
    const before = (await call('GET', base())).json().data.length;
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 12 },
      { name: 'Ok', device_ids: 'all' },
      { name: 'Ok', device_ids: ['1'] },
      { name: 'Ok', device_ids: [1.5] },
      { name: 'Ok', device_ids: [-1] },
      { name: 'Ok', device_ids: [2 ** 40] },
      { name: 'Ok', device_ids: Array.from({ length: GROUP_DEVICE_IDS_MAX + 1 }, (_, i) => i + 1) },
    ]) {
      const res = await call('POST', base(), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const empty = await call('POST', base(), { name: '' });
    expect(empty.json().errors.name).toEqual(['Give the group a name.']);
    const malformed = await t.app.inject({
      method: 'POST',
      url: base(),
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call('GET', base())).json().data.length).toBe(before);
  });

  it("refuses another account's or unknown tracker ids with 422 naming them, and creates nothing", async () => {
    const rivera = t.demo.devices.rivera.slice(0, 2);
    const res = await call('POST', base(), { name: 'Mixed', device_ids: [acmeIds()[0], ...rivera, 999_999] });
    expect(res.statusCode).toBe(422);
    const message = `These trackers are not in this account: ${[...sorted(rivera), 999_999].join(', ')}`;
    expect(res.json()).toEqual({ message, errors: { device_ids: [message] } });
    const list = (await call('GET', `${base()}?query=Mixed`)).json().data;
    expect(list).toEqual([]);
  });

  it('names the first twenty of a long list of foreign ids and counts the rest', async () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => 1_000_000 + i);
    const res = await call('POST', base(), { name: 'Huge', device_ids: ids });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `These trackers are not in this account: ${ids.slice(0, 20).join(', ')} and 4980 more`,
    );
  });
});

describe('GET /api/accounts/{id}/groups', () => {
  it('lists the groups in name order with device ids and counts, searches names, pages with meta', async () => {
    const ids = acmeIds().slice(5, 8);
    const b = await makeGroup(ids, 'zz List B');
    const a = await makeGroup([], 'ZZ list a');
    const all = (await call('GET', base())).json();
    expect(all.meta).toBeUndefined();
    const names = all.data.map((g: Group) => g.name);
    expect(names).toEqual(
      [...names].sort((x: string, y: string) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
    for (const g of all.data) group.parse(g);

    const searched = (await call('GET', `${base()}?query=zz%20list`)).json().data as Group[];
    expect(searched.map((g) => g.id)).toEqual([a.id, b.id]);
    expect(searched[1]).toMatchObject({ devices_count: 3, device_ids: sorted(ids) });

    const plain = (await call('GET', `${base()}?query=zz%20list&exclude_devices=1`)).json().data as Group[];
    expect(plain[1]).toMatchObject({ devices_count: 3, device_ids: [] });

    const page = (await call('GET', `${base()}?query=zz%20list&page=2&per_page=1`)).json();
    expect(page.data.map((g: Group) => g.id)).toEqual([b.id]);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, total: 2, per_page: 1, from: 2, to: 2 });
  });

  it('refuses bad query values with 422', async () => {
    for (const q of [
      'page=0',
      'per_page=500',
      'page=abc',
      'exclude_devices=maybe',
      `query=${'x'.repeat(101)}`,
    ]) {
      expect((await call('GET', `${base()}?${q}`)).statusCode, q).toBe(422);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', base(), undefined, null)).statusCode).toBe(401);
    expect((await call('POST', base(), { name: 'x' }, null)).statusCode).toBe(401);
  });

  it('answers 403 on an account that is not a business account, also to its admin', async () => {
    for (const token of [tokens.maria, tokens.admin]) {
      const res = await call('GET', base(t.demo.accounts.rivera), undefined, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Groups are for business accounts');
    }
    const create = await call('POST', base(t.demo.accounts.rivera), { name: 'Family' }, tokens.maria);
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Groups are for business accounts');
  });

  it('answers 403 for an account the caller is not in, and lets internal admins in', async () => {
    expect((await call('GET', base(), undefined, tokens.other)).statusCode).toBe(403);
    const ops = await call('GET', base(), undefined, tokens.ops);
    expect(ops.statusCode).toBe(200);
    expect(ops.json().data.length).toBeGreaterThan(0);
  });
});

describe('the devices role', () => {
  it('sees only its own trackers in each group, and counts only those', async () => {
    const driver = t.demo.devices.driver;
    const others = acmeIds()
      .filter((id) => !driver.includes(id))
      .slice(0, 4);
    const mixed = await makeGroup([driver[0]!, ...others], 'Driver and others');
    const seen = await fetchGroup(mixed.id, tokens.driver);
    expect(seen).toMatchObject({ devices_count: 1, device_ids: [driver[0]] });

    const listed = (await call('GET', `${base()}?query=Driver%20and`, undefined, tokens.driver)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ id: mixed.id, devices_count: 1, device_ids: [driver[0]] }),
    ]);

    const withDevices = await call('GET', `${base()}/${mixed.id}?include=devices`, undefined, tokens.driver);
    expect(withDevices.json().data.devices.map((d: { id: number }) => d.id)).toEqual([driver[0]]);
  });

  it("gets 403 'Access denied' on every write, and nothing changes", async () => {
    const target = await makeGroup(acmeIds().slice(0, 2));
    const writes: [Parameters<typeof call>[0], string, unknown][] = [
      ['POST', base(), { name: 'Mine' }],
      ['PUT', `${base()}/${target.id}`, { name: 'Renamed' }],
      ['DELETE', `${base()}/${target.id}`, undefined],
      ['POST', `${base()}/${target.id}/devices`, { device_ids: [t.demo.devices.driver[0]] }],
      ['POST', `${base()}/${target.id}/devices-swap`, { device_ids: [] }],
      ['DELETE', `${base()}/${target.id}/devices`, { device_ids: [] }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(method, url, body, tokens.driver);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Access denied');
    }
    expect(await fetchGroup(target.id)).toEqual(target);
  });

  it('lets the all role (manager) manage groups', async () => {
    const res = await call('POST', base(), { name: 'Dispatch made' }, tokens.dispatch);
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/accounts/{id}/groups/{id}', () => {
  it('includes the trackers themselves with include=devices (and devices.subscription)', async () => {
    const ids = acmeIds().slice(10, 13);
    const g = await makeGroup(ids);
    for (const include of ['devices', 'devices,devices.subscription']) {
      const res = await call('GET', `${base()}/${g.id}?include=${include}`);
      expect(res.statusCode).toBe(200);
      const data = groupWithDevices.parse(res.json().data);
      expect(sorted(data.devices!.map((d) => d.id))).toEqual(sorted(ids));
      for (const d of data.devices!) {
        expect(d.group_ids).toContain(g.id);
        expect(d.groups).toContainEqual({ id: g.id, name: g.name });
        expect(d.status).toEqual(expect.any(String));
      }
    }
    expect((await call('GET', `${base()}/${g.id}`)).json().data.devices).toBeUndefined();
  });

  it("answers 404 for another account's group, an unknown one, and a malformed id", async () => {
    for (const url of [
      `${base()}/${otherGroup}`,
      `${base()}/999999`,
      `${base()}/abc`,
      `${base()}/99999999999`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Group not found.');
    }
    const mine = await makeGroup();
    expect((await call('GET', `${base(otherB2b)}/${mine.id}`, undefined, tokens.other)).statusCode).toBe(404);
  });

  it("refuses every write to another account's group with 404 and leaves it as it was", async () => {
    const url = `${base()}/${otherGroup}`;
    for (const [method, path, body] of [
      ['PUT', url, { name: 'Stolen' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/devices`, { device_ids: [acmeIds()[0]] }],
      ['POST', `${url}/devices-swap`, { device_ids: [] }],
      ['DELETE', `${url}/devices`, { device_ids: [] }],
    ] as const) {
      expect((await call(method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    const theirs = await call('GET', `${base(otherB2b)}/${otherGroup}`, undefined, tokens.other);
    expect(theirs.json().data.name).toBe('Their group');
  });
});

describe('PUT /api/accounts/{id}/groups/{id}', () => {
  it('renames, keeping the trackers, and marks the group updated', async () => {
    const g = await makeGroup(acmeIds().slice(0, 2));
    const res = await call('PUT', `${base()}/${g.id}`, { name: 'Renamed group' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed group', device_ids: g.device_ids });
    expect(Date.parse(res.json().data.updated_at)).toBeGreaterThanOrEqual(Date.parse(g.updated_at));
  });

  it('replaces the trackers when device_ids is given, and may keep its own name in another case', async () => {
    const g = await makeGroup(acmeIds().slice(0, 2), 'Case test');
    const res = await call('PUT', `${base()}/${g.id}`, { name: 'CASE TEST', device_ids: [acmeIds()[5]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'CASE TEST',
      device_ids: [acmeIds()[5]],
      devices_count: 1,
    });
  });

  it("refuses another group's name and foreign trackers with 422, changing nothing", async () => {
    await makeGroup([], 'Taken name');
    const g = await makeGroup(acmeIds().slice(0, 2));
    expect((await call('PUT', `${base()}/${g.id}`, { name: 'taken NAME' })).statusCode).toBe(422);
    const foreign = await call('PUT', `${base()}/${g.id}`, {
      name: 'Fine name',
      device_ids: [t.demo.devices.rivera[0]],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(
      `These trackers are not in this account: ${t.demo.devices.rivera[0]}`,
    );
    expect(await fetchGroup(g.id)).toEqual(g);
    expect((await call('PUT', `${base()}/${g.id}`, { name: '' })).statusCode).toBe(422);
    expect((await call('PUT', `${base()}/${g.id}`, { device_ids: 5 })).statusCode).toBe(422);
  });
});

describe('group trackers: append, swap, remove', () => {
  const ids = () => acmeIds().slice(20, 26);
  const devicesUrl = (id: number, swap = false) => `${base()}/${id}/devices${swap ? '-swap' : ''}`;

  it('appends, ignoring trackers already in the group', async () => {
    const [a, b, c] = ids();
    const g = await makeGroup([a!, b!]);
    const res = await call('POST', devicesUrl(g.id), { device_ids: [b, c] });
    expect(res.statusCode, res.body).toBe(200);
    expect(group.parse(res.json().data)).toMatchObject({
      devices_count: 3,
      device_ids: sorted([a!, b!, c!]),
    });
  });

  it('swaps: the group holds exactly the new trackers; swapping with [] empties it', async () => {
    const [a, b, c, d] = ids();
    const g = await makeGroup([a!, b!]);
    const swapped = await call('POST', devicesUrl(g.id, true), { device_ids: [c, d, b] });
    expect(swapped.json().data.device_ids).toEqual(sorted([b!, c!, d!]));
    const emptied = await call('POST', devicesUrl(g.id, true), { device_ids: [] });
    expect(emptied.json().data).toMatchObject({ devices_count: 0, device_ids: [] });
  });

  it('removes the trackers named, and every tracker for []', async () => {
    const [a, b, c] = ids();
    const g = await makeGroup([a!, b!, c!]);
    const removed = await call('DELETE', devicesUrl(g.id), { device_ids: [a] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.device_ids).toEqual(sorted([b!, c!]));
    const all = await call('DELETE', devicesUrl(g.id), { device_ids: [] });
    expect(all.json().data).toMatchObject({ devices_count: 0, device_ids: [] });
  });

  it('refuses foreign tracker ids with 422 on each call, changing nothing', async () => {
    const [a, b] = ids();
    const g = await makeGroup([a!]);
    const foreign = [b!, t.demo.devices.rivera[1]!];
    for (const [method, url] of [
      ['POST', devicesUrl(g.id)],
      ['POST', devicesUrl(g.id, true)],
      ['DELETE', devicesUrl(g.id)],
    ] as const) {
      const res = await call(method, url, { device_ids: foreign });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.device_ids).toEqual([
        `These trackers are not in this account: ${t.demo.devices.rivera[1]}`,
      ]);
    }
    expect(await fetchGroup(g.id)).toEqual(g);
  });

  it('refuses bad bodies with 422 and malformed JSON with 400', async () => {
    const g = await makeGroup();
    for (const body of [
      {},
      { device_ids: null },
      { device_ids: 'x' },
      { device_ids: [0] },
      { device_ids: [{}] },
    ]) {
      expect((await call('POST', devicesUrl(g.id), body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: devicesUrl(g.id, true),
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: '[',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('takes a whole fleet in one call', async () => {
    const g = await makeGroup();
    const res = await call('POST', devicesUrl(g.id), { device_ids: acmeIds() });
    expect(res.json().data.devices_count).toBe(acmeIds().length);
  });
});

describe('DELETE /api/accounts/{id}/groups/{id}', () => {
  it('deletes the group and keeps its trackers', async () => {
    const ids = acmeIds().slice(30, 32);
    const g = await makeGroup(ids);
    const res = await call('DELETE', `${base()}/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: g.id } });
    expect((await call('GET', `${base()}/${g.id}`)).statusCode).toBe(404);
    for (const id of ids) {
      const tracker = await call('GET', `/api/accounts/${acme}/devices/${id}`);
      expect(tracker.statusCode).toBe(200);
      expect(tracker.json().data.group_ids).not.toContain(g.id);
    }
    expect((await call('DELETE', `${base()}/${g.id}`)).statusCode).toBe(404);
  });
});

describe('imitation', () => {
  const imitate = async (userId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imitate',
      headers: bearer(tokens.ops),
      payload: { user_id: userId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.imitation_token as string;
  };

  it("acts with the imitated user's role: the driver's view and refusals, the admin's writes on record", async () => {
    const asDriver = await imitate(t.demo.users.driver);
    const mixed = await makeGroup([t.demo.devices.driver[1]!, acmeIds()[0]!]);
    expect((await fetchGroup(mixed.id, asDriver)).device_ids).toEqual([t.demo.devices.driver[1]]);
    expect((await call('POST', base(), { name: 'As driver' }, asDriver)).statusCode).toBe(403);

    const asAdmin = await imitate(t.demo.users.admin);
    const made = await call('POST', base(), { name: 'Made while imitating' }, asAdmin);
    expect(made.statusCode).toBe(201);
    // the outcome is recorded once the answer has gone out
    await expect
      .poll(
        async () =>
          (await call('GET', `/api/audit-log?account_id=${acme}`, undefined, tokens.ops)).json().data,
      )
      .toContainEqual(
        expect.objectContaining({ method: 'POST', path: `/api/accounts/${acme}/groups`, status_code: 201 }),
      );
  });
});
