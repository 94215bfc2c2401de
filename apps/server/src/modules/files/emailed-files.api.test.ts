import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandLinks } from '../../http/brand-links.ts';
import { createMailer } from '../../integrations/mail/create-mailer.ts';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import { OutboxWorker } from '../../jobs/outbox/outbox-worker.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { DatabaseFileStore } from './database-file-store.ts';
import { EMAILED_FILE_CHANNEL, EmailedFiles } from './emailed-files.ts';

const quiet = { warn: () => {}, error: () => {} };

// The service on a worker of its own (the app's is stopped, as on an instance that was shut down), allowed two
// attempts, so that running out of them takes two passes.
describe('e-mailed files', () => {
  let t: TestApp;
  let worker: OutboxWorker;
  let emailed: EmailedFiles;
  let builds = 0;
  let fails: () => void = () => {};
  const outboxDir = () => path.join(t.config.DATA_DIR, 'outbox');
  const user = { id: 0, email: 'admin@acme.test', name: 'Alex Admin' };

  const mails = async () => {
    const files = (await readdir(outboxDir()).catch(() => [])).sort();
    return Promise.all(files.map((f) => readFile(path.join(outboxDir(), f), 'utf8')));
  };
  const deliveries = () =>
    rowsOf<{ status: string; attempts: number }>(
      t.database.db,
      sql`select status, attempts from outbox where channel = ${EMAILED_FILE_CHANNEL}`,
    );
  const fileCount = async () =>
    Number(
      (await rowsOf<{ n: string }>(t.database.db, sql`select count(*) as n from generated_files`))[0]!.n,
    );
  /** Every retry due now, as if its backoff were over. */
  const retryNow = () =>
    t.database.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
  const request = (what = 'vans CSV') =>
    emailed.request(t.database.db, {
      kind: 'vans',
      params: { rows: 2 },
      user,
      accountId: t.demo.accounts.acme,
      what,
    });

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-emailed-files-')) });
    await t.app.services.outbox.stop();
    const [row] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from users where email = ${user.email}`,
    );
    user.id = row!.id;
    const mailer = createMailer({ outboxDir: outboxDir(), from: 'x@localhost' });
    worker = new OutboxWorker(t.database.db, mailer, quiet, { host: 'localhost' });
    emailed = new EmailedFiles(
      t.database.db,
      new DatabaseFileStore(t.database.db),
      worker,
      brandLinks(t.config),
      {
        maxAttempts: 2,
      },
    );
    emailed.register('vans', async (params) => {
      builds++;
      fails();
      const { rows } = params as { rows: number };
      return {
        name: 'vans.csv',
        contentType: 'text/csv',
        body: Array.from({ length: rows }, (_, i) => `Van ${i}\r\n`),
        what: 'vans CSV',
      };
    });
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await rm(t.config.DATA_DIR, { recursive: true, force: true });
  });
  beforeEach(async () => {
    builds = 0;
    fails = () => {};
    await t.database.db.execute(sql`delete from outbox`);
    await t.database.db.execute(sql`delete from generated_files`);
    await rm(outboxDir(), { recursive: true, force: true });
  });

  it('makes a file asked for while no worker ran, saves it, and mails its link once', async () => {
    await request();
    await worker.drain();
    await worker.drain();
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Your vans CSV is ready');
    const fileId = /\/downloads\/([\w-]+)/.exec(mail!.replace(/=\r?\n/g, ''))![1]!;
    expect(await t.app.services.files.find(fileId)).toMatchObject({
      name: 'vans.csv',
      userId: user.id,
      size: 14,
    });
    expect(await deliveries()).toEqual([{ status: 'sent', attempts: 1 }]);
  }, 30_000);

  it('mails no second link when an attempt that already queued its mail is tried again', async () => {
    await request();
    await worker.drain();
    // the instance died after queueing the link mail, before marking the delivery sent
    await t.database.db.execute(sql`
      update outbox set status = 'pending', locked_until = null where channel = ${EMAILED_FILE_CHANNEL}`);
    await worker.drain();
    await worker.drain();
    expect(builds).toBe(1);
    expect(await mails()).toHaveLength(1);
    expect(await fileCount()).toBe(1);
  }, 30_000);

  it('tells the user once, after the last attempt, when the file cannot be made', async () => {
    fails = () => {
      throw new Error('database gone');
    };
    await request();
    await worker.drain();
    expect(await deliveries()).toEqual([{ status: 'pending', attempts: 1 }]);
    expect(await mails()).toEqual([]);
    await retryNow();
    await worker.drain();
    await worker.drain();
    await retryNow();
    await worker.drain();
    expect(builds).toBe(2);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Your vans CSV could not be generated');
    expect(mail).toContain('An error occurred while generating your vans CSV');
    expect(await deliveries()).toEqual([{ status: 'failed', attempts: 2 }]);
    expect(await fileCount()).toBe(0);
  }, 30_000);

  it('refuses a request for a kind nobody registered, queueing nothing', async () => {
    await expect(
      emailed.request(t.database.db, { kind: 'nope', params: {}, user, accountId: t.demo.accounts.acme }),
    ).rejects.toThrow("no builder registered for emailed files of kind 'nope'");
    expect(await deliveries()).toEqual([]);
  });

  it('tells the user at once when the builder says trying again cannot help', async () => {
    fails = () => {
      throw new PermanentDeliveryError('no such report');
    };
    await request('report PDF');
    await worker.drain();
    await worker.drain();
    expect(builds).toBe(1);
    const all = await mails();
    expect(all).toHaveLength(1);
    expect(all[0]).toContain('Subject: Your report PDF could not be generated');
    expect(await deliveries()).toEqual([{ status: 'failed', attempts: 1 }]);
  }, 30_000);
});
