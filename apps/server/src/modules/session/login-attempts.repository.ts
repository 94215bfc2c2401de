import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/index.ts';

export interface AttemptCounter {
  key: string;
  /** Attempts in the current window, this one included. */
  count: number;
  windowEndsAt: Date;
}

/**
 * Counts one attempt on each key in a single statement and answers the new counts. The upsert takes each row's lock
 * in turn, so parallel attempts (on one instance or many) each see a distinct count and none slips past the limit.
 * A key whose window has ended starts a fresh one.
 */
export async function countAttempt(
  db: Db,
  keys: { key: string; windowMs: number }[],
  now: Date,
): Promise<AttemptCounter[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${loginAttempts.windowEndsAt} <= ${at}`;
  return db
    .insert(loginAttempts)
    .values(keys.map((k) => ({ key: k.key, count: 1, windowEndsAt: new Date(now.getTime() + k.windowMs) })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        count: sql`case when ${ended} then 1 else ${loginAttempts.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${loginAttempts.windowEndsAt} end`,
      },
    })
    .returning();
}

/** Forgets these counters entirely (a correct password clears what that address did to that e-mail). */
export async function deleteCounters(db: Db, keys: string[]) {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}

/** Takes one attempt back from each live counter (a correct password is not a failure). */
export async function uncountAttempt(db: Db, keys: string[], now: Date) {
  await db
    .update(loginAttempts)
    .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.windowEndsAt, now)));
}

/** Drops counters whose window has ended (an index range scan on window_ends_at). */
export async function deleteEndedCounters(db: Db, now: Date) {
  await db.delete(loginAttempts).where(lte(loginAttempts.windowEndsAt, now));
}
