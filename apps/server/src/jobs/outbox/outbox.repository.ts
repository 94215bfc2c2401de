import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox, type OutboxChannel } from '../../db/schema/index.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';

export interface ClaimedDelivery {
  id: number;
  channel: OutboxChannel;
  payload: unknown;
  attempts: number;
}

export interface NewDelivery {
  channel: OutboxChannel;
  payload: unknown;
  /** A second delivery with the same key is dropped (one mail per event and user, say). */
  dedupeKey?: string;
  /** Lets a burst be gathered into one still-pending delivery (see appendToPendingGroup). */
  groupKey?: string;
  /** Not before this time (a digest that waits for the rest of its burst); default now. */
  nextAttemptAt?: Date;
  /** The rule run whose action this is, so the rule's screen can show what became of it. */
  ruleRunId?: number;
}

/**
 * Adds a delivery inside the caller's transaction and answers its id, or null when one with the same dedupe key
 * already existed (then nothing is added).
 */
export async function insertDelivery(db: Db, row: NewDelivery): Promise<number | null> {
  const [inserted] = await db
    .insert(outbox)
    .values({
      channel: row.channel,
      payload: row.payload,
      dedupeKey: row.dedupeKey ?? null,
      groupKey: row.groupKey ?? null,
      ruleRunId: row.ruleRunId ?? null,
      ...(row.nextAttemptAt && { nextAttemptAt: row.nextAttemptAt }),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted ? Number(inserted.id) : null;
}

/**
 * The still-pending, unclaimed delivery of a group (to append to it, a digest), locked for the caller's
 * transaction so a worker cannot claim it meanwhile; null when there is none (then insert a new one).
 */
export async function findPendingInGroup(
  db: Db,
  groupKey: string,
): Promise<{ id: number; payload: unknown; nextAttemptAt: Date } | null> {
  const [row] = await rowsOf<{ id: string; payload: unknown; next_attempt_at: Date | string }>(
    db,
    sql`
    SELECT id, payload, next_attempt_at FROM outbox
    WHERE group_key = ${groupKey} AND status = 'pending' AND attempts = 0
      AND (locked_until IS NULL OR locked_until < now())
    ORDER BY id DESC LIMIT 1
    FOR UPDATE SKIP LOCKED`,
  );
  return row
    ? { id: Number(row.id), payload: row.payload, nextAttemptAt: new Date(row.next_attempt_at) }
    : null;
}

/** Replaces a pending delivery's payload (a digest that gathered one more item). */
export async function updatePendingPayload(db: Db, id: number, payload: unknown): Promise<void> {
  await db.execute(sql`
    UPDATE outbox SET payload = ${JSON.stringify(payload)}::jsonb WHERE id = ${id} AND status = 'pending'`);
}

/**
 * Claims up to `limit` due deliveries for `leaseSeconds`: SKIP LOCKED keeps two instances from claiming the same
 * row, and the lease hands a row to another worker if this one dies while sending.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  const rows = await rowsOf<{ id: string; channel: OutboxChannel; payload: unknown; attempts: number }>(
    db,
    sql`
    UPDATE outbox SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, channel, payload, attempts`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Pending rows that are due and not leased: each needs a live job in the queue (the relay's sweep). */
export async function findDue(
  db: Db,
  limit: number,
): Promise<{ id: number; nextAttemptAt: Date; attempts: number }[]> {
  const rows = await rowsOf<{ id: string; next_attempt_at: Date | string; attempts: number }>(
    db,
    sql`
    SELECT id, next_attempt_at, attempts FROM outbox
    WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
    ORDER BY next_attempt_at, id
    LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    nextAttemptAt: new Date(r.next_attempt_at),
    attempts: r.attempts,
  }));
}

/**
 * Claims one delivery for `leaseSeconds` when it is still pending, due and not leased by another worker; null
 * otherwise (sent meanwhile, moved later, or being sent elsewhere).
 */
export async function claimDelivery(
  db: Db,
  id: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery | null> {
  const [row] = await rowsOf<{ id: string; channel: OutboxChannel; payload: unknown; attempts: number }>(
    db,
    sql`
    UPDATE outbox SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id = ${id} AND status = 'pending' AND next_attempt_at <= now()
      AND (locked_until IS NULL OR locked_until < now())
    RETURNING id, channel, payload, attempts`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/** A failed attempt that the queue retries at `at`. */
export async function markRetry(db: Db, id: number, error: string, at: Date): Promise<void> {
  await db.execute(sql`
    UPDATE outbox SET next_attempt_at = ${at.toISOString()}::timestamptz, locked_until = NULL,
      last_error = ${error.slice(0, 1000)}
    WHERE id = ${id}`);
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${id}`);
}

/** A failed attempt: tried again after `retryInSeconds`, or given up (status failed) when that is null. */
export async function markFailed(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
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
