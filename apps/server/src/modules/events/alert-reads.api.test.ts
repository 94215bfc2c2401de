import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsSeen, unreadAlertsCount, UNREAD_ALERTS_MAX } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { insertEvents, type NewTrackerEvent } from './events.repository.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;
let acme: number;
let van: number; // the driver's
let truck: number;
let riveraCar: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  acme = t.demo.accounts.acme;
  [van] = t.demo.devices.driver as [number];
  truck = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  [riveraCar] = t.demo.devices.rivera as [number];
}, 30_000);
afterAll(() => t.close());

/** Events a minute old (or `at`), as the detector writes them. */
const raise = (deviceId: number, n: number, accountId = acme, at = new Date(Date.now() - 60_000)) =>
  insertEvents(
    t.database.db,
    Array.from({ length: n }, (): NewTrackerEvent => ({
      accountId,
      deviceId,
      eventType: 'tamper_alert',
      description: 'Tamper alert',
      positionId: null,
      attributes: null,
      createdAt: at,
    })),
  );

const unread = async (token: string, accountId = acme) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/accounts/${accountId}/alerts/unread-count`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return unreadAlertsCount.parse(res.json()).data.count;
};
const seen = (token: string | undefined, accountId: number | string = acme) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${accountId}/alerts/seen`,
    headers: token ? bearer(token) : {},
  });

describe('the Alerts badge: GET /alerts/unread-count and PUT /alerts/seen', () => {
  it('counts the events after the user last looked, and opening Recent Alerts clears it', async () => {
    const looked = await seen(tokens.admin);
    expect(looked.statusCode).toBe(200);
    const { seen_at } = alertsSeen.parse(looked.json()).data;
    expect(Math.abs(Date.parse(seen_at) - Date.now())).toBeLessThan(60_000);
    expect(await unread(tokens.admin)).toBe(0);

    await raise(truck, 2);
    await raise(van, 1);
    expect(await unread(tokens.admin)).toBe(3);
    expect((await seen(tokens.admin)).statusCode).toBe(200);
    expect(await unread(tokens.admin)).toBe(0);
  }, 30_000);

  it('counts a late report (an old fix time) that arrives after the user looked', async () => {
    await seen(tokens.admin);
    await raise(truck, 1, acme, new Date(Date.now() - 3 * 86_400_000));
    expect(await unread(tokens.admin)).toBe(1);
  }, 30_000);

  it('stops counting at 100 (the badge shows 99+)', async () => {
    await seen(tokens.admin);
    await raise(truck, UNREAD_ALERTS_MAX + 20);
    expect(await unread(tokens.admin)).toBe(UNREAD_ALERTS_MAX);
  }, 30_000);

  it("keeps each user's own mark: the devices role counts only its trackers' events", async () => {
    await seen(tokens.driver);
    await seen(tokens.admin);
    await raise(truck, 3);
    await raise(van, 2);
    expect(await unread(tokens.driver)).toBe(2);
    expect(await unread(tokens.admin)).toBe(5);
    expect((await seen(tokens.driver)).statusCode).toBe(200);
    expect(await unread(tokens.driver)).toBe(0);
    expect(await unread(tokens.admin)).toBe(5);
  }, 30_000);

  it("does not count another account's events; a user who never looked counts the last day's", async () => {
    await seen(tokens.admin);
    const rivera = t.demo.accounts.rivera;
    // Maria never opened Recent Alerts: a minute-old event counts, one from two days ago does not
    const before = await unread(tokens.maria, rivera);
    await raise(riveraCar, 4, rivera);
    await raise(riveraCar, 1, rivera, new Date(Date.now() - 2 * 86_400_000));
    expect(await unread(tokens.admin)).toBe(0);
    expect(await unread(tokens.maria, rivera)).toBe(before + 4);
    await seen(tokens.maria, rivera);
    expect(await unread(tokens.maria, rivera)).toBe(0);
  }, 30_000);

  it("refuses another account's alerts (403) and an account id that cannot be one (404)", async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const url = (id: number | string) =>
        `/api/accounts/${id}/alerts/${method === 'GET' ? 'unread-count' : 'seen'}`;
      const other = await t.app.inject({
        method,
        url: url(acme),
        headers: bearer(tokens.maria),
      });
      expect(other.statusCode, method).toBe(403);
      expect(other.json().message, method).toBeTruthy();
      const bad = await t.app.inject({ method, url: url('abc'), headers: bearer(tokens.admin) });
      expect(bad.statusCode, method).toBe(404);
      expect(bad.json().message, method).toBe('Account not found.');
    }
  }, 30_000);

  it('answers 401 without a session', async () => {
    const get = await t.app.inject({ method: 'GET', url: `/api/accounts/${acme}/alerts/unread-count` });
    expect(get.statusCode).toBe(401);
    expect((await seen(undefined)).statusCode).toBe(401);
  }, 30_000);
});
