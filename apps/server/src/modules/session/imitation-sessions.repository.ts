import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions } from '../../db/schema/index.ts';

/**
 * The first session of an imitation, locked until the transaction ends: ending the imitation and handing it over
 * take this lock first, so a hand-over never outlives an end that ran at the same time.
 */
export async function lockImitation(db: Db, imitationId: number) {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, imitationId), eq(sessions.kind, 'imitation')))
    .for('update');
  return row;
}

/** Revokes every live session of one imitation (on every host, and a hand-over token not yet used); their ids. */
export async function revokeImitation(db: Db, imitationId: number, now = new Date()): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(sessions.id, imitationId), eq(sessions.imitationId, imitationId)),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
