import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionKind = (typeof sessions.$inferSelect)['kind'];

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The live (not revoked, not expired) session with this token hash, with its user. */
export async function findLiveSession(db: Db, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, id: number, now = new Date()) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
}

/** Marks a temporary token used; false when someone else used it first (one-time use). */
export async function consumeSession(db: Db, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function touchSession(db: Db, id: number, now = new Date()) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
}

/** Revokes the sessions with these token hashes (logout of the cookies a browser presented). */
export async function revokeByTokenHashes(db: Db, tokenHashes: string[], now = new Date()) {
  if (!tokenHashes.length) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(sessions.revokedAt)));
}

/**
 * Revokes every sign-in of the user except `keepId` (after a password change). Account API tokens stay:
 * they belong to the account's integration and are rotated with reset-token.
 */
export async function revokeOtherUserSessions(db: Db, userId: number, keepId: number, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keepId),
        ne(sessions.kind, 'api'),
        isNull(sessions.revokedAt),
      ),
    );
}

/**
 * Revokes every session of the user, account API tokens included: for when the person who set the credentials
 * turns out not to own the address (an invitation accepted at an unconfirmed sign-up's address, issue 26).
 */
export async function revokeAllUserSessions(db: Db, userId: number, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** An account has one API token: issuing a new one revokes the old, whoever created it. */
export async function revokeAccountApiTokens(db: Db, accountId: number, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), eq(sessions.kind, 'api'), isNull(sessions.revokedAt)));
}
