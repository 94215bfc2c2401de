import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { device } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { storeTestPosition } from './current-position.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria' | 'ops' | 'api', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['ops', 'ops@lodestar.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
    headers: bearer(tokens.admin),
  });
  tokens.api = reset.json().data.api_token;
});
afterAll(() => t.close());

const devicesOf = (userId: number | string, token?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/${userId}/devices${query}`,
    headers: token ? bearer(token) : {},
  });
const accountIds = (res: { json(): { data: { account_id: number }[] } }) =>
  [...new Set(res.json().data.map((d) => d.account_id))].sort();

describe('GET /api/users/{id}/devices', () => {
  it("lists every tracker of the user's accounts (default statuses), across accounts", async () => {
    const res = await devicesOf(t.demo.users.admin, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(accountIds(res)).toEqual([t.demo.accounts.acme, t.demo.accounts.rivera].sort());
    const statuses = new Set<string>(res.json().data.map((d: { status: string }) => d.status));
    expect(
      [...statuses].every((s) =>
        ['active', 'pending', 'pending-renewal', 'pending-cancellation'].includes(s),
      ),
    ).toBe(true);
    const all = await devicesOf(
      t.demo.users.admin,
      tokens.admin,
      '?subscription_status=cancelled,blocked,archived',
    );
    expect(res.json().data.length + all.json().data.length).toBe(
      t.demo.devices.acme.length + t.demo.devices.rivera.length,
    );
  });

  it('gives the devices role its granted trackers only, with positions when asked', async () => {
    const [own] = t.demo.devices.driver as [number];
    await storeTestPosition(t.database, own, { lat: 41.5, lng: -88.25 });
    const res = await devicesOf(t.demo.users.driver, tokens.driver, '?with_current_position=1');
    const devices = z.array(device).parse(res.json().data);
    expect(devices.map((d) => d.id).sort()).toEqual([...t.demo.devices.driver].sort());
    expect(devices.find((d) => d.id === own)!.current_position).toMatchObject({ location: [-88.25, 41.5] });
    const plain = await devicesOf(t.demo.users.driver, tokens.driver);
    expect(plain.json().data.every((d: { current_position: unknown }) => d.current_position === null)).toBe(
      true,
    );
  });

  it("lets an internal admin look at anyone's trackers, and refuses everyone else another user's", async () => {
    const ops = await devicesOf(t.demo.users.driver, tokens.ops);
    expect(ops.json().data).toHaveLength(t.demo.devices.driver.length);
    for (const token of [tokens.admin, tokens.maria, tokens.driver]) {
      const res = await devicesOf(t.demo.users.ops, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only list your own trackers.' });
    }
    expect((await devicesOf(2_000_000_000, tokens.ops)).statusCode).toBe(404);
  });

  it("keeps an account API token to its own account's trackers", async () => {
    const res = await devicesOf(t.demo.users.admin, tokens.api);
    expect(accountIds(res)).toEqual([t.demo.accounts.acme]);
  });

  it('refuses bad input: malformed id 404, bad status 422; and 401 without a session', async () => {
    expect((await devicesOf('abc', tokens.admin)).statusCode).toBe(404);
    const bad = await devicesOf(t.demo.users.admin, tokens.admin, '?subscription_status=nope');
    expect(bad.statusCode).toBe(422);
    expect((await devicesOf(t.demo.users.admin)).statusCode).toBe(401);
  });
});
