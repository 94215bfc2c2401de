import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMailer } from '../../integrations/mail/create-mailer.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';
import { enqueueSms } from './enqueue-sms.ts';
import { OutboxWorker } from './outbox-worker.ts';

const quiet = { warn: () => {}, error: () => {} };

describe('text messages through the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-outbox-sms-')) });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(t.config.DATA_DIR, { recursive: true, force: true });
  });

  it('sends a queued text once through the SMS interface, a repeat with the same key being a no-op', async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await enqueueSms(tx, { to: '+15550103000', text: 'Shipment 12 arrived' }, { dedupeKey: 'sms-test:1' });
      await enqueueSms(tx, { to: '+15550103000', text: 'Shipment 12 arrived' }, { dedupeKey: 'sms-test:1' });
    });
    await t.app.services.outbox.drain();
    const dir = path.join(t.config.DATA_DIR, 'sms-outbox');
    const texts = await Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')));
    expect(texts).toEqual(['To: +15550103000\n\nShipment 12 arrived\n']);
    const [row] = await rowsOf<{ status: string; channel: string }>(
      db,
      sql`select status, channel from outbox where dedupe_key = 'sms-test:1'`,
    );
    expect(row).toEqual({ status: 'sent', channel: 'sms' });
  });

  it('keeps a text for a retry while the SMS provider refuses it', async () => {
    const db = t.database.db;
    let failing = true;
    const sent: string[] = [];
    const sms = {
      send: async (m: { to: string; text: string }) => {
        if (failing) throw new Error('gateway down');
        sent.push(m.text);
        return { id: 'x' };
      },
    };
    const mail = createMailer({
      outboxDir: path.join(t.config.DATA_DIR, 'outbox'),
      from: 'test@lodestar.test',
    });
    // stop the app's worker so this one alone works the row
    await t.app.services.outbox.stop();
    const worker = new OutboxWorker(db, mail, quiet, { host: 'test', sms });
    await enqueueSms(db, { to: '+15550103001', text: 'Late' }, { dedupeKey: 'sms-test:2' });
    await worker.drain();
    let [row] = await rowsOf<{ status: string; last_error: string }>(
      db,
      sql`select status, last_error from outbox where dedupe_key = 'sms-test:2'`,
    );
    expect(row).toEqual({ status: 'pending', last_error: 'gateway down' });
    failing = false;
    await db.execute(sql`update outbox set next_attempt_at = now() where dedupe_key = 'sms-test:2'`);
    await worker.drain();
    [row] = await rowsOf(db, sql`select status, last_error from outbox where dedupe_key = 'sms-test:2'`);
    expect(row!.status).toBe('sent');
    expect(sent).toEqual(['Late']);
    await worker.stop();
  });
});
