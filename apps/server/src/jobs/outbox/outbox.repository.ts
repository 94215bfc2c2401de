import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';

export interface ClaimedDelivery {
  id: number;
  channel: 'mail' | 'sms';
  payload: unknown;
  attempts: number;
}

/** Adds a delivery; a second one with the same dedupe key is dropped. Runs inside the caller's transaction. */
export async function insertDelivery(
  db: Db,
  row: { channel: 'mail' | 'sms'; payload: unknown; dedupeKey?: string },
): Promise<void> {
  await db
    .insert(outbox)
    .values({ channel: row.channel, payload: row.payload, dedupeKey: row.dedupeKey ?? null })
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/**
 * Claims up to `limit` due deliveries for `leaseSeconds`: SKIP LOCKED keeps two instances from claiming the same
 * row, and the lease hands a row to another worker if this one dies while sending.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  const rows = await rowsOf<{ id: string; channel: 'mail' | 'sms'; payload: unknown; attempts: number }>(db, sql`
    UPDATE outbox SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, channel, payload, attempts`);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${id}`);
}

/** A failed attempt: tried again after `retryInSeconds`, or given up (status failed) when that is null. */
export async function markFailed(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db.execute(sql`
    UPDATE outbox SET
      status = ${retryInSeconds === null ? 'failed' : 'pending'},
      next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0}),
      locked_until = NULL,
      last_error = ${error.slice(0, 1000)}
    WHERE id = ${id}`);
}

/** Sent and failed rows older than `days`: the record is kept a while, not for ever. */
export async function deleteSettled(db: Db, days: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM outbox WHERE status <> 'pending' AND created_at < now() - make_interval(days => ${days})`);
}
