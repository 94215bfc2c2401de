import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailLinks, users } from '../../db/schema/index.ts';

export type EmailLinkPurpose = (typeof emailLinks.$inferSelect)['purpose'];

export async function insertEmailLink(
  db: Db,
  values: {
    userId: number;
    purpose: EmailLinkPurpose;
    email: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db.insert(emailLinks).values(values);
}

/** The link with this token hash and the current address of its user. */
export async function findEmailLink(db: Db, tokenHash: string, purpose: EmailLinkPurpose) {
  const [row] = await db
    .select({ link: emailLinks, userEmail: users.email })
    .from(emailLinks)
    .innerJoin(users, eq(users.id, emailLinks.userId))
    .where(and(eq(emailLinks.tokenHash, tokenHash), eq(emailLinks.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks the link used unless it already is or has expired; false when another request used it first. */
export async function useEmailLink(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailLinks)
    .set({ usedAt: now })
    .where(and(eq(emailLinks.id, id), isNull(emailLinks.usedAt), gt(emailLinks.expiresAt, now)))
    .returning({ id: emailLinks.id });
  return rows.length === 1;
}

/** Ends the user's other open links of this kind at once: they then read as expired. */
export async function expireOpenEmailLinks(db: Db, userId: number, purpose: EmailLinkPurpose, now: Date) {
  await db
    .update(emailLinks)
    .set({ expiresAt: sql`least(${emailLinks.expiresAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(emailLinks.userId, userId),
        eq(emailLinks.purpose, purpose),
        isNull(emailLinks.usedAt),
        gt(emailLinks.expiresAt, now),
      ),
    );
}
