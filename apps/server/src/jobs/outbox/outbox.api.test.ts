import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMailer } from '../../integrations/mail/create-mailer.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { claimDue } from './outbox.repository.ts';
import { OutboxWorker, retryDelaySeconds } from './outbox-worker.ts';

const quiet = { warn: () => {}, error: () => {} };

/** A real SMTP server that refuses messages with a temporary error while `failing` is set (a mail server down). */
async function flakySmtpServer() {
  const state = { failing: true, received: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failing) return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        state.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function outboxRows(t: TestApp) {
  return rowsOf<{ status: string; attempts: number; last_error: string | null }>(
    t.database.db,
    sql`select status, attempts, last_error from outbox order by id`,
  );
}

async function emlFiles(t: TestApp): Promise<string[]> {
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

describe('the mail outbox', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-outbox-')) });
  }, 60_000);
  afterEach(async () => {
    await t.close();
    await rm(t.config.DATA_DIR, { recursive: true, force: true });
  });

  it('delivers a queued mail once, with a stable Message-ID, and a repeated dedupe key sends nothing more', async () => {
    const message = { to: 'pat@example.com', subject: 'Welcome', text: 'Hello Pat', html: '<p>Hello Pat</p>' };
    await enqueueMail(t.database.db, message, { dedupeKey: 'welcome:pat' });
    await enqueueMail(t.database.db, message, { dedupeKey: 'welcome:pat' });
    await t.app.services.outbox.drain();
    await t.app.services.outbox.drain();

    const mails = await emlFiles(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Welcome');
    expect(mails[0]).toMatch(/Message-ID: <outbox-\d+@localhost>/i);
    expect(await outboxRows(t)).toEqual([{ status: 'sent', attempts: 1, last_error: null }]);
  }, 30_000);

  it('keeps a mail the mail server refuses and sends it once when the server is back', async () => {
    const smtp = await flakySmtpServer();
    const worker = new OutboxWorker(t.database.db, createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'x@localhost' }), quiet, {
      host: 'localhost',
    });
    try {
      await enqueueMail(t.database.db, { to: 'pat@example.com', subject: 'Your report', text: 'attached' });
      await worker.drain();
      const [failed] = await outboxRows(t);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed!.last_error).toContain('try again later');
      // not before its backoff is over
      await worker.drain();
      expect((await outboxRows(t))[0]!.attempts).toBe(1);

      smtp.state.failing = false;
      await t.database.db.execute(sql`update outbox set next_attempt_at = now()`);
      await worker.drain();
      await worker.drain();
      expect(smtp.state.received).toHaveLength(1);
      expect(smtp.state.received[0]).toContain('Subject: Your report');
      expect(await outboxRows(t)).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  }, 30_000);

  it('gives a mail up as failed after the last attempt, and waits longer between attempts', async () => {
    const worker = new OutboxWorker(
      t.database.db,
      createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '', from: 'x@localhost' }),
      quiet,
      { host: 'localhost', maxAttempts: 2 },
    );
    await enqueueMail(t.database.db, { to: 'pat@example.com', subject: 'Lost', text: '-' });
    await worker.drain();
    await t.database.db.execute(sql`update outbox set next_attempt_at = now()`);
    await worker.drain();
    expect(await outboxRows(t)).toEqual([expect.objectContaining({ status: 'failed', attempts: 2 })]);
    expect(retryDelaySeconds(1)).toBeLessThan(retryDelaySeconds(2));
    expect(retryDelaySeconds(50)).toBe(3600);
  }, 30_000);

  it('sends each mail once when two instances work the outbox at the same time', async () => {
    const mailer = createMailer({ outboxDir: path.join(t.config.DATA_DIR, 'outbox'), from: 'x@localhost' });
    const second = new OutboxWorker(t.database.db, mailer, quiet, { host: 'localhost' });
    for (let i = 0; i < 30; i++) await enqueueMail(t.database.db, { to: `u${i}@example.com`, subject: `Mail ${i}`, text: '-' });
    await Promise.all([t.app.services.outbox.drain(), second.drain()]);
    const subjects = (await emlFiles(t)).map((m) => /Subject: (.*)/.exec(m)![1]).sort();
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  }, 30_000);

  it('takes over a mail whose worker died while sending, once its lease is over (a restart)', async () => {
    await enqueueMail(t.database.db, { to: 'pat@example.com', subject: 'Survivor', text: '-' });
    // a worker claims it and dies before sending
    expect(await claimDue(t.database.db, 10, 120)).toHaveLength(1);
    await t.app.services.outbox.drain();
    expect(await emlFiles(t)).toHaveLength(0);

    await t.database.db.execute(sql`update outbox set locked_until = now() - interval '1 second'`);
    await t.app.services.outbox.drain();
    expect(await emlFiles(t)).toHaveLength(1);
    expect(await outboxRows(t)).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
  }, 30_000);
});
