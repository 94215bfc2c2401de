import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountInvitations, accounts, users } from '../../db/schema/index.ts';

export type InvitationRow = typeof accountInvitations.$inferSelect;

export async function insertInvitation(db: Db, values: typeof accountInvitations.$inferInsert) {
  const [row] = await db.insert(accountInvitations).values(values).returning();
  return row!;
}

/** The invitation with this token hash and its account's title, whatever its state. */
export async function findInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: accountInvitations, accountTitle: accounts.title })
    .from(accountInvitations)
    .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
    .where(eq(accountInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** A newer invitation to the same address replaces the open ones: only the latest link works. */
export async function revokeOpenInvitations(db: Db, accountId: number, email: string, now = new Date()) {
  await db
    .update(accountInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accountInvitations.accountId, accountId),
        eq(sql`lower(${accountInvitations.email})`, email.toLowerCase()),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
      ),
    );
}

/** Marks it accepted; false when it was used, revoked or expired meanwhile (one use only). */
export async function markAccepted(db: Db, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(accountInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(accountInvitations.id, id),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
        gt(accountInvitations.expiresAt, now),
      ),
    )
    .returning({ id: accountInvitations.id });
  return rows.length === 1;
}

/** The invitation link reached the address: an unconfirmed sign-up's address counts as confirmed now. */
export async function confirmEmail(db: Db, userId: number, now = new Date()) {
  await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

/** The account's invitations that were neither accepted nor revoked (expired ones too: they can be resent). */
export async function listOpenInvitations(db: Db, accountId: number) {
  return db
    .select()
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.accountId, accountId),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
      ),
    )
    .orderBy(desc(accountInvitations.createdAt), desc(accountInvitations.id));
}

/** The account's invitation with this id, while neither accepted nor revoked. */
export async function findOpenInvitation(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.id, id),
        eq(accountInvitations.accountId, accountId),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Revokes one invitation; false when it was accepted or revoked meanwhile. */
export async function revokeInvitation(db: Db, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(accountInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accountInvitations.id, id),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
      ),
    )
    .returning({ id: accountInvitations.id });
  return rows.length === 1;
}

/** A revoked invitation was replaced when a later one went to the same address in the same account. */
export async function hasNewerInvitation(db: Db, invitation: InvitationRow): Promise<boolean> {
  const [row] = await db
    .select({ id: accountInvitations.id })
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.accountId, invitation.accountId),
        eq(sql`lower(${accountInvitations.email})`, invitation.email.toLowerCase()),
        gt(accountInvitations.id, invitation.id),
      ),
    )
    .limit(1);
  return !!row;
}
