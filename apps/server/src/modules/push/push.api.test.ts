import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_TEXTS, pushPublicKeyAnswer } from '@lodestar/contracts';
import { appSecrets } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { enqueuePush } from './enqueue-push.ts';
import { browserKeys, localPushService } from './push-service.test-helper.ts';
import { findPushSubscriptions } from './push-subscriptions.repository.ts';
import { loadOrCreateVapidKeys } from './vapid-keys.repository.ts';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof localPushService>>;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;

beforeAll(async () => {
  // the local push service listens on loopback, which the SSRF guard refuses unless the operator allows it
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  pushService = await localPushService();
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
}, 30_000);
afterAll(async () => {
  await t.close();
  await pushService.close();
});
beforeEach(() => {
  pushService.state.status = 201;
  pushService.state.received.length = 0;
});

const subscribe = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const unsubscribe = (token: string | undefined, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push-subscriptions',
    headers: token ? bearer(token) : {},
    payload: { endpoint },
  });
const publicKey = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/push/public-key',
    headers: bearer(tokens.admin),
  });
  expect(res.statusCode).toBe(200);
  return pushPublicKeyAnswer.parse(res.json()).data.public_key;
};
const outboxRow = async (id: number) =>
  (
    await rowsOf<{ status: string; attempts: number; last_error: string | null }>(
      t.database.db,
      sql`select status, attempts, last_error from outbox where id = ${id}`,
    )
  )[0]!;
/** A subscription of `token`'s user at the local push service, answering its id and the browser's keys. */
async function subscribed(token: string, id: string) {
  const browser = browserKeys();
  const endpoint = pushService.endpoint(id);
  const res = await subscribe(token, { endpoint, expirationTime: null, keys: browser.keys });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = (
    await findPushSubscriptions(t.database.db, [t.demo.users.admin, t.demo.users.driver])
  ).filter((s) => s.endpoint === endpoint);
  return { ...browser, endpoint, subscriptionId: row!.id };
}

describe('the VAPID keys', () => {
  it('are made on the first start, kept in the database, and answered as a P-256 public key', async () => {
    const key = await publicKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(await publicKey()).toBe(key);
    const [stored] = await t.database.db.select().from(appSecrets);
    expect(JSON.parse(stored!.value).publicKey).toBe(key);
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);
  }, 30_000);

  it('stay the ones first stored when another instance starts at the same time', async () => {
    const stored = await loadOrCreateVapidKeys(t.database.db, () => ({
      publicKey: 'other',
      privateKey: 'other',
    }));
    expect(stored.publicKey).toBe(await publicKey());
  }, 30_000);

  it('are the same for two instances making them at the same moment on an empty database', async () => {
    const [kept] = await t.database.db.select().from(appSecrets);
    await t.database.db.delete(appSecrets);
    try {
      const made = (name: string) => () => ({ publicKey: `${name}-public`, privateKey: `${name}-private` });
      const [first, second] = await Promise.all([
        loadOrCreateVapidKeys(t.database.db, made('one')),
        loadOrCreateVapidKeys(t.database.db, made('two')),
      ]);
      expect(second).toEqual(first);
      expect(['one-public', 'two-public']).toContain(first.publicKey);
    } finally {
      await t.database.db.delete(appSecrets);
      await t.database.db.insert(appSecrets).values(kept!);
    }
  }, 30_000);
});

describe('POST and DELETE /push-subscriptions', () => {
  it("keeps a browser's subscription for the signed-in user, and ends it", async () => {
    const { endpoint } = await subscribed(tokens.driver, 'driver-phone');
    expect(
      (await findPushSubscriptions(t.database.db, [t.demo.users.driver])).map((s) => s.endpoint),
    ).toContain(endpoint);
    expect((await unsubscribe(tokens.driver, endpoint)).statusCode).toBe(204);
    expect(await findPushSubscriptions(t.database.db, [t.demo.users.driver])).toEqual([]);
    const again = await unsubscribe(tokens.driver, endpoint);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PUSH_TEXTS.notFound);
  }, 30_000);

  it("keeps each user's own subscription: posting an endpoint another user holds neither moves nor ends it", async () => {
    const adminBrowser = await subscribed(tokens.admin, 'shared-laptop');
    const { endpoint } = adminBrowser;
    const heldBy = async (userId: number) =>
      (await findPushSubscriptions(t.database.db, [userId])).filter((s) => s.endpoint === endpoint);
    expect((await unsubscribe(tokens.maria, endpoint)).statusCode).toBe(404);
    expect(await heldBy(t.demo.users.admin)).toHaveLength(1);

    const mariaKeys = browserKeys().keys;
    expect((await subscribe(tokens.maria, { endpoint, keys: mariaKeys })).statusCode).toBe(201);
    // the admin's subscription is still theirs, with their browser's keys; maria holds her own
    expect(await heldBy(t.demo.users.admin)).toMatchObject([{ p256dh: adminBrowser.keys.p256dh }]);
    expect(await heldBy(t.demo.users.maria)).toMatchObject([{ p256dh: mariaKeys.p256dh }]);

    // each ends only their own
    expect((await unsubscribe(tokens.maria, endpoint)).statusCode).toBe(204);
    expect(await heldBy(t.demo.users.maria)).toEqual([]);
    expect(await heldBy(t.demo.users.admin)).toHaveLength(1);
    expect((await unsubscribe(tokens.admin, endpoint)).statusCode).toBe(204);
    expect(await heldBy(t.demo.users.admin)).toEqual([]);
  }, 30_000);

  it('refuses a missing or bad key, a plain-http endpoint and a private address with 422', async () => {
    const { keys } = browserKeys();
    const cases: [unknown, string][] = [
      [{ endpoint: 'https://push.example.com/a' }, 'keys'],
      [
        { endpoint: 'https://push.example.com/a', keys: { p256dh: 'not base64!', auth: keys.auth } },
        'base64url',
      ],
      [{ endpoint: 'not a url', keys }, 'endpoint'],
      [{ endpoint: 'ftp://push.example.com/a', keys }, 'endpoint'],
      [{ endpoint: 'http://push.example.com/a', keys }, PUSH_TEXTS.endpointNotHttps],
      [{ endpoint: 'https://10.1.2.3/a', keys }, 'private address'],
      [{ endpoint: 'https://169.254.169.254/a', keys }, 'refused'],
      // spellings read into the same canonical host as webhooks before the check
      [{ endpoint: 'https://localhost./a', keys }, 'is a loopback address'],
      [{ endpoint: 'http://localhost./a', keys }, 'is a loopback address'],
      [{ endpoint: 'https://[::10.0.0.1]/a', keys }, 'is a private address'],
      [{ endpoint: 'https://[::169.254.169.254]/a', keys }, 'the cloud metadata address'],
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(tokens.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await unsubscribe(tokens.admin, 'nope')).statusCode).toBe(422);
  }, 30_000);

  it('answers 401 without a session and 403 for an account API token', async () => {
    const { keys } = browserKeys();
    const payload = { endpoint: 'https://push.example.com/anon', keys };
    expect((await subscribe(undefined, payload)).statusCode).toBe(401);
    expect((await unsubscribe(undefined, payload.endpoint)).statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
      headers: bearer(tokens.admin),
    });
    const apiToken = reset.json().data.api_token as string;
    expect((await subscribe(apiToken, payload)).statusCode).toBe(403);
  }, 30_000);

  it("refuses an internal admin imitating a user: their browser must not keep receiving the user's alerts", async () => {
    const ops = await signIn(t.app, 'ops@lodestar.test');
    const imitation = await t.app.inject({
      method: 'POST',
      url: '/api/imitate',
      headers: bearer(ops),
      payload: { user_id: t.demo.users.driver },
    });
    expect(imitation.statusCode).toBe(200);
    const token = imitation.json().data.imitation_token as string;
    const { keys } = browserKeys();
    const refused = await subscribe(token, { endpoint: 'https://push.example.com/imitated', keys });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('While imitating a user');
    expect(
      (await findPushSubscriptions(t.database.db, [t.demo.users.driver])).map((s) => s.endpoint),
    ).not.toContain('https://push.example.com/imitated');
  }, 30_000);
});

describe("the outbox's push channel", () => {
  it('delivers an encrypted (aes128gcm) message signed with the VAPID key, which the browser can read', async () => {
    const browser = await subscribed(tokens.admin, 'admin-desktop');
    const message = {
      title: 'Van 1 entered Depot',
      body: 'at 9:30 AM',
      url: '/trackers/1',
      tag: 'geofence-1',
    };
    const id = await enqueuePush(t.database.db, { subscriptionId: browser.subscriptionId, ...message });
    await t.app.services.outbox.drain();

    expect(pushService.state.received).toHaveLength(1);
    const [got] = pushService.state.received;
    expect(got!.path).toBe('/push/admin-desktop');
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(got!.headers.ttl).toBe(String(24 * 3600));
    expect(got!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(got!.headers.authorization).toContain(`k=${await publicKey()}`);
    expect(browser.decrypt(got!.body)).toEqual(message);
    expect(await outboxRow(id!)).toMatchObject({ status: 'sent' });
  }, 30_000);

  it('removes a subscription the push service says is gone (410) and gives the message up', async () => {
    const browser = await subscribed(tokens.driver, 'gone-phone');
    pushService.state.status = 410;
    const id = await enqueuePush(t.database.db, {
      subscriptionId: browser.subscriptionId,
      title: 'x',
      body: 'y',
      url: '/',
    });
    await t.app.services.outbox.drain();
    expect(pushService.state.received).toHaveLength(1);
    const row = await outboxRow(id!);
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('410');
    expect(
      (await findPushSubscriptions(t.database.db, [t.demo.users.driver])).map((s) => s.endpoint),
    ).not.toContain(browser.endpoint);
  }, 30_000);

  it('retries when the push service fails, and gives up a message whose browser unsubscribed meanwhile', async () => {
    const browser = await subscribed(tokens.driver, 'flaky-phone');
    pushService.state.status = 503;
    const id = await enqueuePush(t.database.db, {
      subscriptionId: browser.subscriptionId,
      title: 'x',
      body: 'y',
      url: '/',
    });
    await t.app.services.outbox.drain();
    expect(await outboxRow(id!)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outboxRow(id!)).last_error).toContain('503');

    expect((await unsubscribe(tokens.driver, browser.endpoint)).statusCode).toBe(204);
    await t.database.db.execute(sql`update outbox set next_attempt_at = now() where id = ${id}`);
    await t.app.services.outbox.drain();
    const row = await outboxRow(id!);
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('unsubscribed');
  }, 30_000);

  it('refuses to send to a private address the operator has not allowed', async () => {
    const { keys } = browserKeys();
    const id = await enqueuePush(t.database.db, {
      subscription: { endpoint: 'https://192.168.1.20/push/x', keys },
      title: 'x',
      body: 'y',
      url: '/',
    });
    await t.app.services.outbox.drain();
    const row = await outboxRow(id!);
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('private address');
  }, 30_000);
});
