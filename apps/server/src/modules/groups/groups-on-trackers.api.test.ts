import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceDetails, type Device, type Group } from '@lodestar/contracts';
import { devices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvRows } from '../downloads/download.test-helper.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

/*
 * Groups wherever trackers are answered (issue 16): group_ids and groups on every tracker (list, details, a user's
 * trackers), exclude_groups, the group_ids filter of the device list and device-ids, and the CSV's Groups column.
 */

let t: TestApp;
let acme: number;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;
let alpha: Group;
let beta: Group;
let trackers: number[];

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = tokens.admin,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as object }),
  });

async function makeGroup(name: string, deviceIds: number[]): Promise<Group> {
  const res = await call('POST', `/api/accounts/${acme}/groups`, { name, device_ids: deviceIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const list = async (query: string, token = tokens.admin) => {
  const res = await call('GET', `/api/accounts/${acme}/device-list?${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Device[];
};
const ids = (items: { id: number }[]) => items.map((d) => d.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const EVERY_STATUS = [
  'active',
  'pending',
  'pending-renewal',
  'pending-cancellation',
  'cancelled',
  'blocked',
  'archived',
];
const ALL_STATUSES =
  'subscription_status=active,pending,pending-renewal,pending-cancellation,cancelled,blocked,archived';

beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  // Pallet tags are in no demo group: these groups are the only ones of these trackers
  const pallets = (await list(`${ALL_STATUSES}&search=pallet`)).map((d) => d.id);
  trackers = [...pallets.slice(0, 3), t.demo.devices.driver[0]!];
  beta = await makeGroup('Beta pallets', trackers.slice(0, 2));
  alpha = await makeGroup('alpha pallets', trackers.slice(1));
}, 60_000);
afterAll(() => t.close());

describe('trackers carry their groups', () => {
  it('in the device list: group_ids and groups (id, name) in name order; none for a tracker in no group', async () => {
    const all = await list(ALL_STATUSES);
    for (const d of all) device.parse(d);
    const byId = new Map(all.map((d) => [d.id, d]));
    const [a, b, c] = trackers;
    expect(byId.get(a!)).toMatchObject({
      group_ids: [beta.id],
      groups: [{ id: beta.id, name: 'Beta pallets' }],
    });
    expect(byId.get(b!)).toMatchObject({
      group_ids: [alpha.id, beta.id],
      groups: [
        { id: alpha.id, name: 'alpha pallets' },
        { id: beta.id, name: 'Beta pallets' },
      ],
    });
    expect(byId.get(c!)!.group_ids).toEqual([alpha.id]);
    const loner = all.find((d) => d.name.startsWith('Pallet') && !trackers.includes(d.id))!;
    expect(loner).toMatchObject({ group_ids: [], groups: [] });
  });

  it('on a paged list too, and leaves groups out (keeping group_ids) with exclude_groups=1', async () => {
    const page = await list(`${ALL_STATUSES}&search=pallet&per_page=5&page=1`);
    expect(page.find((d) => d.id === trackers[1])!.group_ids).toEqual([alpha.id, beta.id]);
    const light = await list(`${ALL_STATUSES}&exclude_groups=1`);
    const tracker = light.find((d) => d.id === trackers[1])!;
    expect(tracker.group_ids).toEqual([alpha.id, beta.id]);
    expect('groups' in tracker).toBe(false);
  });

  it('in tracker details, both routes', async () => {
    for (const url of [`/api/accounts/${acme}/devices/${trackers[1]}`, `/api/devices/${trackers[1]}`]) {
      const res = await call('GET', url);
      const details = deviceDetails.parse(res.json().data);
      expect(details.group_ids).toEqual([alpha.id, beta.id]);
      expect(details.groups!.map((g) => g.name)).toEqual(['alpha pallets', 'Beta pallets']);
    }
  });

  it("in a user's trackers over all accounts", async () => {
    const res = await call('GET', `/api/users/${t.demo.users.admin}/devices`);
    const mine = (res.json().data as Device[]).find((d) => d.id === trackers[1])!;
    expect(mine.groups!.map((g) => g.id)).toEqual([alpha.id, beta.id]);
    const family = (res.json().data as Device[]).filter((d) => d.account_id === t.demo.accounts.rivera);
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((d) => d.group_ids.length === 0 && d.groups!.length === 0)).toBe(true);
  });

  it('follow renames, removals and deleted groups', async () => {
    const g = await makeGroup('Short lived', [trackers[0]!]);
    await call('PUT', `/api/accounts/${acme}/groups/${g.id}`, { name: 'Renamed short lived' });
    const details = async () =>
      (await call('GET', `/api/accounts/${acme}/devices/${trackers[0]}`)).json().data as Device;
    expect((await details()).groups).toContainEqual({ id: g.id, name: 'Renamed short lived' });
    await call('DELETE', `/api/accounts/${acme}/groups/${g.id}/devices`, { device_ids: [trackers[0]] });
    expect((await details()).group_ids).not.toContain(g.id);
    await call('POST', `/api/accounts/${acme}/groups/${g.id}/devices`, { device_ids: [trackers[0]] });
    expect((await details()).group_ids).toContain(g.id);
    await call('DELETE', `/api/accounts/${acme}/groups/${g.id}`);
    expect((await details()).group_ids).toEqual([beta.id]);
  });

  it('a deleted tracker leaves its groups', async () => {
    const doomed = (await list(`${ALL_STATUSES}&search=pallet`)).find((d) => !trackers.includes(d.id))!;
    const g = await makeGroup('Doomed group', [doomed.id, trackers[2]!]);
    await t.database.db.delete(devices).where(eq(devices.id, doomed.id));
    const after = (await call('GET', `/api/accounts/${acme}/groups/${g.id}`)).json().data as Group;
    expect(after).toMatchObject({ devices_count: 1, device_ids: [trackers[2]] });
  });
});

describe('GET /api/accounts/{id}/device-list?group_ids=', () => {
  it('lists the trackers in any of the groups, in the list order, with the other filters', async () => {
    expect(ids(await list(`${ALL_STATUSES}&group_ids=${beta.id}`))).toEqual(sorted(trackers.slice(0, 2)));
    expect(ids(await list(`${ALL_STATUSES}&group_ids=${alpha.id},${beta.id}`))).toEqual(sorted(trackers));
    expect(ids(await list(`${ALL_STATUSES}&group_ids=${alpha.id}&group_ids=${beta.id}`))).toEqual(
      sorted(trackers),
    );
    expect(ids(await list(`${ALL_STATUSES}&group_ids[]=${alpha.id}&search=driver`))).toEqual([trackers[3]]);
    const paged = await call(
      'GET',
      `/api/accounts/${acme}/device-list?${ALL_STATUSES}&group_ids=${alpha.id}&per_page=2`,
    );
    expect(paged.json().meta.total).toBe(3);
  });

  it('gives the devices role only its own trackers of the group', async () => {
    expect(ids(await list(`${ALL_STATUSES}&group_ids=${alpha.id}`, tokens.driver))).toEqual([trackers[3]]);
    expect(await list(`${ALL_STATUSES}&group_ids=${beta.id}`, tokens.driver)).toEqual([]);
  });

  it("refuses unknown and other accounts' group ids with 422 naming them, and malformed ones", async () => {
    const res = await call('GET', `/api/accounts/${acme}/device-list?group_ids=${alpha.id},999998,999999`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'These groups are not in this account: 999998, 999999',
      errors: { group_ids: ['These groups are not in this account: 999998, 999999'] },
    });
    const rivera = await call(
      'GET',
      `/api/accounts/${t.demo.accounts.rivera}/device-list?group_ids=${alpha.id}`,
      undefined,
      tokens.maria,
    );
    expect(rivera.statusCode).toBe(422);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const r = await call('GET', `/api/accounts/${acme}/device-list?group_ids=${bad}`);
      expect(r.statusCode, bad).toBe(422);
    }
  });
});

describe('POST /api/accounts/{id}/device-ids with group_ids', () => {
  const deviceIds = (body: unknown, token = tokens.admin) =>
    call('POST', `/api/accounts/${acme}/device-ids`, body, token);

  it('answers the ids of the trackers in the groups, whatever their status', async () => {
    const res = await deviceIds({ group_ids: [alpha.id, beta.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(sorted(res.json().data)).toEqual(sorted(trackers));
  });

  it('combines the groups with list filters when both are sent', async () => {
    const res = await deviceIds({ group_ids: [alpha.id], params: { search: 'driver' } });
    expect(res.json().data).toEqual([trackers[3]]);
    const inParams = await deviceIds({ params: { group_ids: [beta.id], subscription_status: EVERY_STATUS } });
    expect(sorted(inParams.json().data)).toEqual(sorted(trackers.slice(0, 2)));
  });

  it('gives the devices role only its own trackers of the groups', async () => {
    const res = await deviceIds({ group_ids: [alpha.id, beta.id] }, tokens.driver);
    expect(res.json().data).toEqual([trackers[3]]);
  });

  it('refuses group ids that are not the account’s with 422 naming them', async () => {
    const res = await deviceIds({ group_ids: [alpha.id, 999_999] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.group_ids).toEqual(['These groups are not in this account: 999999']);
  });
});

describe('the tracker list CSV', () => {
  it('has a Groups column with the names of each tracker’s groups, and honours group_ids', async () => {
    const res = await call('POST', `/api/accounts/${acme}/device-list`, {
      group_ids: [alpha.id, beta.id],
      subscription_status: EVERY_STATUS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvRows(res, /trackers-\d+-\d{4}-\d{2}-\d{2}\.csv/);
    expect(rows).toHaveLength(4);
    const names = await list(ALL_STATUSES);
    const nameOf = (id: number) => names.find((d) => d.id === id)!.name;
    const groupsOf = (id: number) => rows.find((r) => r.Name === nameOf(id))!.Groups;
    expect(groupsOf(trackers[0]!)).toBe('Beta pallets');
    expect(groupsOf(trackers[1]!)).toBe('alpha pallets, Beta pallets');
    expect(groupsOf(trackers[3]!)).toBe('alpha pallets, North region, Vans');
    const bad = await call('POST', `/api/accounts/${acme}/device-list`, { group_ids: [999_999] });
    expect(bad.statusCode).toBe(422);
  });

  it('leaves the column empty for a tracker in no group', async () => {
    const res = await call('POST', `/api/accounts/${acme}/device-list`, {
      search: 'Pallet Tag 14',
      subscription_status: EVERY_STATUS,
    });
    const [row] = csvRows(res, /trackers-\d+-\d{4}-\d{2}-\d{2}\.csv/);
    expect(row!.Groups).toBe('');
  });
});
