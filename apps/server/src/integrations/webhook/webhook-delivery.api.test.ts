import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';
import { enqueueWebhook } from '../../jobs/outbox/enqueue-webhook.ts';
import { parseAllowedTargets } from './allowed-targets.ts';
import { createWebhookSender } from './webhook-sender.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';
import { startWebhookReceiver } from './webhook-receiver.test-helper.ts';

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  due_in_seconds: number;
}

describe('webhooks through the outbox', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const secret = 'whsec_test_3f9a';

  beforeAll(async () => {
    t = await createTestApp({
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-webhooks-')),
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    });
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await rm(t.config.DATA_DIR, { recursive: true, force: true });
  });
  beforeEach(async () => {
    receiver.state.received.length = 0;
    receiver.state.answer = () => ({ status: 200 });
    await t.database.db.execute(sql`delete from outbox`);
  });

  const row = async (key: string) =>
    (
      await rowsOf<OutboxRow>(
        t.database.db,
        sql`select id, status, attempts, last_error,
          extract(epoch from next_attempt_at - now())::float as due_in_seconds
          from outbox where dedupe_key = ${key}`,
      )
    )[0]!;
  const retryNow = (key: string) =>
    t.database.db.execute(sql`update outbox set next_attempt_at = now() where dedupe_key = ${key}`);
  const send = (key: string, body: unknown = { rule: 'Depot arrivals', tracker: 'Van 7' }) =>
    enqueueWebhook(t.database.db, { url: receiver.url, event: 'rule.fired', body, secret, dedupeKey: key });

  it('delivers a webhook once, signed with the secret, and a repeated dedupe key sends nothing more', async () => {
    const id = await send('hook:1');
    expect(await send('hook:1')).toBeNull();
    await t.app.services.outbox.drain();
    await t.app.services.outbox.drain();

    expect(receiver.state.received).toHaveLength(1);
    const [hook] = receiver.state.received;
    const h = hook!.headers;
    expect(JSON.parse(hook!.raw)).toEqual({ rule: 'Depot arrivals', tracker: 'Van 7' });
    expect(h['content-type']).toBe('application/json');
    expect(h['user-agent']).toBe('Lodestar-Webhook/1');
    expect(h['x-lodestar-event']).toBe('rule.fired');
    expect(h['x-lodestar-delivery']).toBe(String(id));
    expect(Math.abs(Number(h['x-lodestar-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const signature = String(h['x-lodestar-signature']);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, String(h['x-lodestar-timestamp']), hook!.raw, signature)).toBe(true);
    expect(verifyWebhookSignature('another-secret', String(h['x-lodestar-timestamp']), hook!.raw, signature)).toBe(false);
    expect(await row('hook:1')).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  }, 30_000);

  it('retries a receiver that fails twice with 500 and delivers once when it recovers', async () => {
    receiver.state.answer = (n) => ({ status: n < 2 ? 500 : 200 });
    await send('hook:flaky');
    await t.app.services.outbox.drain();
    let r = await row('hook:flaky');
    expect(r).toMatchObject({ status: 'pending', attempts: 1, last_error: 'the receiver answered 500: not now' });
    // backoff from 30 s on, not at once
    expect(r.due_in_seconds).toBeGreaterThan(20);
    await t.app.services.outbox.drain();
    expect(receiver.state.received).toHaveLength(1);

    await retryNow('hook:flaky');
    await t.app.services.outbox.drain();
    expect(await row('hook:flaky')).toMatchObject({ status: 'pending', attempts: 2 });
    await retryNow('hook:flaky');
    await t.app.services.outbox.drain();
    await t.app.services.outbox.drain();

    r = await row('hook:flaky');
    expect(r).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(receiver.state.received.map((x) => x.status)).toEqual([500, 500, 200]);
    expect(receiver.accepted()).toHaveLength(1);
    // the same delivery id on every attempt, so a receiver can drop a repeat
    expect(new Set(receiver.state.received.map((x) => x.headers['x-lodestar-delivery']))).toEqual(new Set([String(r.id)]));
  }, 30_000);

  it('gives up at once when the receiver answers 410 Gone', async () => {
    receiver.state.answer = () => ({ status: 410 });
    await send('hook:gone');
    await t.app.services.outbox.drain();
    await retryNow('hook:gone');
    await t.app.services.outbox.drain();
    expect(await row('hook:gone')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'the receiver answered 410: not now',
    });
    expect(receiver.state.received).toHaveLength(1);
  }, 30_000);

  it('retries a receiver that does not answer in time', async () => {
    const outbox = t.app.services.outbox;
    outbox.registerChannel('webhook', createWebhookSender({ allowed: parseAllowedTargets('127.0.0.1'), timeoutMs: 300 }));
    try {
      receiver.state.answer = (n) => (n === 0 ? { status: 200, delayMs: 2000 } : { status: 200 });
      await send('hook:slow');
      await outbox.drain();
      expect(await row('hook:slow')).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer within 0.3 s' });
      await retryNow('hook:slow');
      await outbox.drain();
      expect(await row('hook:slow')).toMatchObject({ status: 'sent', attempts: 2 });
      expect(receiver.accepted()).toHaveLength(1);
      expect(receiver.state.received.map((x) => x.status)).toEqual([0, 200]);
    } finally {
      outbox.registerChannel('webhook', createWebhookSender({ allowed: parseAllowedTargets('127.0.0.1') }));
    }
  }, 30_000);

  it('retries 408 and 429, and gives up on a redirect rather than following it', async () => {
    const answers = [408, 429, 200];
    receiver.state.answer = (n) => ({ status: answers[n] ?? 200 });
    await send('hook:busy');
    await t.app.services.outbox.drain();
    expect(await row('hook:busy')).toMatchObject({ status: 'pending', last_error: 'the receiver answered 408: not now' });
    await retryNow('hook:busy');
    await t.app.services.outbox.drain();
    expect(await row('hook:busy')).toMatchObject({ status: 'pending', last_error: 'the receiver answered 429: not now' });
    await retryNow('hook:busy');
    await t.app.services.outbox.drain();
    expect(await row('hook:busy')).toMatchObject({ status: 'sent', attempts: 3 });

    receiver.state.received.length = 0;
    receiver.state.answer = () => ({ status: 302 });
    await send('hook:moved');
    await t.app.services.outbox.drain();
    expect(await row('hook:moved')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'the receiver answered 302: not now (redirects are not followed)',
    });
    expect(receiver.state.received).toHaveLength(1);
  }, 30_000);

  it('connects to the address it checked, whatever the name would resolve to later', async () => {
    const outbox = t.app.services.outbox;
    let lookups = 0;
    // 'hooks.test' exists for no real resolver: only the checked answer can take the request to the receiver
    const resolve = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    outbox.registerChannel('webhook', createWebhookSender({ allowed: parseAllowedTargets('hooks.test'), resolve }));
    try {
      await enqueueWebhook(t.database.db, {
        url: `http://hooks.test:${receiver.port}/in`,
        body: { ok: true },
        secret,
        dedupeKey: 'hook:pinned',
      });
      await outbox.drain();
      expect(await row('hook:pinned')).toMatchObject({ status: 'sent' });
      expect(lookups).toBe(1);
      expect(receiver.state.received[0]!.headers.host).toBe(`hooks.test:${receiver.port}`);
    } finally {
      outbox.registerChannel('webhook', createWebhookSender({ allowed: parseAllowedTargets('127.0.0.1') }));
    }
  }, 30_000);

  it('refuses private, loopback-named and metadata targets the allow list does not name, without a request', async () => {
    const port = receiver.port;
    const targets = {
      'hook:localhost': [`http://localhost:${port}/`, 'refused: localhost is a loopback address'],
      'hook:ten': ['http://10.1.2.3/', 'refused: 10.1.2.3 is a private address'],
      'hook:meta': ['http://169.254.169.254/latest/meta-data', 'refused: 169.254.169.254 is the cloud metadata address'],
      'hook:userinfo': [`http://hooks.example.com@127.0.0.1:${port}/`, 'a webhook URL may not carry a user name or password'],
    };
    for (const [key, [url]] of Object.entries(targets))
      await enqueueWebhook(t.database.db, { url: url!, body: {}, secret, dedupeKey: key });
    await t.app.services.outbox.drain();
    for (const [key, [, reason]] of Object.entries(targets))
      expect(await row(key)).toMatchObject({ status: 'failed', attempts: 1, last_error: reason });
    expect(receiver.state.received).toHaveLength(0);
  }, 30_000);

  it('sends each of 30 webhooks once when two instances work the outbox at the same time', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      for (let i = 0; i < 30; i++) await send(`hook:pair:${i}`, { n: i });
      await Promise.all([t.app.services.outbox.drain(), second.services.outbox.drain()]);
      await Promise.all([t.app.services.outbox.drain(), second.services.outbox.drain()]);
      const bodies = receiver.state.received.map((r) => (JSON.parse(r.raw) as { n: number }).n).sort((a, b) => a - b);
      expect(bodies).toEqual([...Array(30).keys()]);
    } finally {
      await second.services.outbox.stop();
      await second.close();
    }
  }, 60_000);
});
