import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMailer } from '../../integrations/mail/create-mailer.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';
import { PermanentDeliveryError } from './delivery-errors.ts';
import { findPendingInGroup, insertDelivery, updatePendingPayload } from './outbox.repository.ts';
import { OutboxWorker } from './outbox-worker.ts';

const quiet = { warn: () => {}, error: () => {} };

describe('outbox channels', () => {
  let t: TestApp;
  let worker: OutboxWorker;
  const got: { payload: unknown; id: number }[] = [];
  let answer: () => void = () => {};

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-outbox-channels-')) });
    // this test's worker alone works the outbox (the app's is stopped, as on an instance that was shut down)
    await t.app.services.outbox.stop();
    worker = new OutboxWorker(t.database.db, createMailer({ outboxDir: path.join(t.config.DATA_DIR, 'outbox'), from: 'x@localhost' }), quiet, {
      host: 'localhost',
    });
    worker.registerChannel('pager', async (payload, delivery) => {
      answer();
      got.push({ payload, id: delivery.id });
    });
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await rm(t.config.DATA_DIR, { recursive: true, force: true });
  });
  beforeEach(async () => {
    got.length = 0;
    answer = () => {};
    await t.database.db.execute(sql`delete from outbox`);
  });

  const rowOf = async (id: number) =>
    (
      await rowsOf<{ status: string; attempts: number; last_error: string | null; rule_run_id: string | null }>(
        t.database.db,
        sql`select status, attempts, last_error, rule_run_id from outbox where id = ${id}`,
      )
    )[0];

  it('hands a delivery queued while no worker ran to the sender registered for its channel, once', async () => {
    const id = await insertDelivery(t.database.db, { channel: 'pager', payload: { text: 'Van 7 left Depot' }, ruleRunId: 42, dedupeKey: 'p:1' });
    expect(id).toEqual(expect.any(Number));
    expect(await insertDelivery(t.database.db, { channel: 'pager', payload: {}, dedupeKey: 'p:1' })).toBeNull();
    await worker.drain();
    await worker.drain();
    expect(got).toEqual([{ payload: { text: 'Van 7 left Depot' }, id }]);
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(Number((await rowOf(id!))!.rule_run_id)).toBe(42);
  }, 30_000);

  it('gives a delivery up at once when its sender says retrying cannot help', async () => {
    answer = () => {
      throw new PermanentDeliveryError('the subscription is gone');
    };
    const id = (await insertDelivery(t.database.db, { channel: 'pager', payload: {} }))!;
    await worker.drain();
    await t.database.db.execute(sql`update outbox set next_attempt_at = now()`);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'the subscription is gone' });
  }, 30_000);

  it('keeps a delivery of a channel this instance cannot send, for one that can', async () => {
    const id = (await insertDelivery(t.database.db, { channel: 'carrier-pigeon', payload: {} }))!;
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: "no sender for the 'carrier-pigeon' channel on this instance",
    });
  }, 30_000);

  it('lets a burst join the pending delivery of its group until it is due, then sends the whole digest once', async () => {
    const soon = new Date(Date.now() + 60_000);
    const id = (await insertDelivery(t.database.db, { channel: 'pager', payload: { alerts: ['a'] }, groupKey: 'g:1', nextAttemptAt: soon }))!;
    await worker.drain();
    expect(got).toHaveLength(0);
    await t.database.db.transaction(async (tx) => {
      const pending = await findPendingInGroup(tx, 'g:1');
      expect(pending).toMatchObject({ id, payload: { alerts: ['a'] } });
      await updatePendingPayload(tx, id, { alerts: ['a', 'b'] });
    });
    await t.database.db.execute(sql`update outbox set next_attempt_at = now()`);
    await worker.drain();
    expect(got).toEqual([{ payload: { alerts: ['a', 'b'] }, id }]);
    // sent: the next alert of the group starts a new delivery
    expect(await findPendingInGroup(t.database.db, 'g:1')).toBeNull();
  }, 30_000);
});
