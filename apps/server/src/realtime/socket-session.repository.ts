import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sessions } from '../db/schema/index.ts';

/** Whether a socket's sign-in still holds: not signed out, revoked (password change) or expired. */
export async function isSessionLive(db: Db, sessionId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return !!row;
}
