import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, memberships, timezones, users } from '../../db/schema/index.ts';

export interface NewSignUp {
  name: string;
  email: string;
  passwordHash: string;
  timezoneId: number | null;
  accountTitle: string;
  business: boolean;
}

/**
 * The new user (address not confirmed yet), their account and their admin membership. Run it in a transaction:
 * the unique index on lower(email) refuses a second user with the address.
 */
export async function insertSignUp(tx: Db, input: NewSignUp) {
  const [user] = await tx
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: input.passwordHash,
      timezoneId: input.timezoneId,
      emailConfirmedAt: null,
    })
    .returning();
  const [account] = await tx
    .insert(accounts)
    // a business account lives on the business brand (decision 0004) and can use groups (is_b2b_account)
    .values({ title: input.accountTitle, isB2bAccount: input.business, usesGpxApp: input.business })
    .returning({ id: accounts.id });
  await tx.insert(memberships).values({ accountId: account!.id, userId: user!.id, role: 'admin' });
  return { user: user!, accountId: account!.id };
}

export async function findTimezoneId(db: Db, identifier: string): Promise<number | null> {
  const [row] = await db
    .select({ id: timezones.id })
    .from(timezones)
    .where(eq(timezones.identifier, identifier))
    .limit(1);
  return row?.id ?? null;
}

export async function markEmailConfirmed(db: Db, userId: number, now: Date) {
  await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}
