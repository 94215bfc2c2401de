import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currentPositionsResponse } from '@lodestar/contracts';
import { currentPositions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { storeTestPosition } from './current-position.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria' | 'ops', string>;
let acme: number[];
let driver: number[];
let rivera: number[];

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, driver, rivera } = t.demo.devices);
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['ops', 'ops@lodestar.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
  // every Acme tracker reports, whatever its subscription status, and so do Rivera's
  for (const [i, id] of [...acme, ...rivera].entries()) {
    await storeTestPosition(t.database, id, { lat: 41 + i / 100, lng: -87.6, address: `${i} Main St` });
  }
});
afterAll(() => t.close());

const url = (accountId: number, query = 'raw=1') => `/api/accounts/${accountId}/current-positions?${query}`;
const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });

describe('GET /api/accounts/{id}/current-positions', () => {
  it("answers every tracker's newest position keyed by device id, in the contract's shape", async () => {
    const res = await get(url(t.demo.accounts.acme), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = currentPositionsResponse.parse(res.json()).data;
    expect(
      Object.keys(data)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...acme].sort((a, b) => a - b));
    const first = data[String(acme[0])]!;
    expect(first).toMatchObject({
      device_id: acme[0],
      location: [-87.6, 41],
      address: '0 Main St',
      fix: 'gps',
    });
  });

  it('narrows to device_ids given as a comma list, repeated or with brackets', async () => {
    const wanted = [acme[1]!, acme[2]!];
    for (const query of [
      `device_ids=${wanted.join(',')}`,
      `device_ids=${wanted[0]}&device_ids=${wanted[1]}`,
      `device_ids[]=${wanted[0]}&device_ids[]=${wanted[1]}`,
    ]) {
      const res = await get(url(t.demo.accounts.acme, query), tokens.admin);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data).map(Number).sort()).toEqual([...wanted].sort());
    }
  });

  it('shows a newer position on the next call, and drops a tracker whose position is gone', async () => {
    const id = acme[5]!;
    const positionId = await storeTestPosition(t.database, id, { lat: 12.5, lng: 7.25, at: new Date() });
    let data = (await get(url(t.demo.accounts.acme), tokens.admin)).json().data;
    expect(data[id]).toMatchObject({ id: positionId, location: [7.25, 12.5] });

    await t.database.db.delete(currentPositions).where(eq(currentPositions.deviceId, id));
    data = (await get(url(t.demo.accounts.acme), tokens.admin)).json().data;
    expect(data[id]).toBeUndefined();
    expect(Object.keys(data)).toHaveLength(acme.length - 1);
  });

  it('shows an address filled in after the position was stored (an in-place update)', async () => {
    const id = acme[6]!;
    const positionId = await storeTestPosition(t.database, id, { lat: 40, lng: -88 });
    expect((await get(url(t.demo.accounts.acme), tokens.admin)).json().data[id]).toMatchObject({
      address: null,
    });
    // what the geocoder back-fill does: same position, address added
    await t.database.db
      .update(currentPositions)
      .set({ address: '9 Late St' })
      .where(eq(currentPositions.deviceId, id));
    const data = (await get(url(t.demo.accounts.acme), tokens.admin)).json().data;
    expect(data[id]).toMatchObject({ id: positionId, address: '9 Late St' });
  });

  it('keeps addresses in any script intact, here and in the tracker list beside it', async () => {
    const id = acme[7]!;
    const address = 'Zürich, Straße 5 · 東京都 🚚';
    await storeTestPosition(t.database, id, { lat: 47.37, lng: 8.54, address });
    const res = await get(url(t.demo.accounts.acme), tokens.admin);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(res.json().data[id]).toMatchObject({ address });
    const list = await get(`/api/accounts/${t.demo.accounts.acme}/device-list?with_current_position=1`, tokens.admin);
    expect(list.json().data.find((d: { id: number }) => d.id === id).current_position).toMatchObject({ address });
  });

  it('gives the devices role its own trackers only, even when it names others', async () => {
    const all = (await get(url(t.demo.accounts.acme), tokens.driver)).json().data;
    expect(Object.keys(all).map(Number).sort()).toEqual([...driver].sort());
    const asked = await get(url(t.demo.accounts.acme, `device_ids=${acme[0]},${driver[0]}`), tokens.driver);
    expect(Object.keys(asked.json().data).map(Number)).toEqual([driver[0]]);
  });

  it("never shows another account's trackers, even by id", async () => {
    const res = await get(url(t.demo.accounts.acme, `device_ids=${rivera.join(',')}`), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({});
  });

  it("refuses another account's member with 403, and lets an internal admin look", async () => {
    const refused = await get(url(t.demo.accounts.acme), tokens.maria);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Access denied' });
    const ops = await get(url(t.demo.accounts.rivera), tokens.ops);
    expect(Object.keys(ops.json().data).map(Number).sort()).toEqual([...rivera].sort());
  });

  it('refuses malformed device_ids and flags with a 422 naming the field', async () => {
    for (const query of [
      'device_ids=abc',
      'device_ids=0',
      'device_ids=1,-2',
      'device_ids=99999999999',
      'raw=yes',
    ]) {
      const res = await get(url(t.demo.accounts.acme, query), tokens.admin);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^(device_ids|raw)/);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await get(url(t.demo.accounts.acme));
    expect(res.statusCode).toBe(401);
  });
});
