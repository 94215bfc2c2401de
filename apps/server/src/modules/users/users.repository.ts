import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deviceUsers, memberships, timezones, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** E-mail addresses match regardless of case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserName(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function isEmailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return !!row;
}

export async function updateUserProfile(
  db: Db,
  id: number,
  values: { name: string; email: string; phone?: string | null; timezoneId: number },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function userMemberships(db: Db, userId: number) {
  return db
    .select({ accountId: memberships.accountId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.accountId));
}

/** Trackers granted to the user individually (what a devices-role member sees), over all accounts. */
export async function countGrantedDevices(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deviceUsers)
    .where(eq(deviceUsers.userId, userId));
  return row?.n ?? 0;
}

export async function timezoneExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: timezones.id }).from(timezones).where(eq(timezones.id, id)).limit(1);
  return !!row;
}

export async function listTimezones(db: Db) {
  return db
    .select({ id: timezones.id, identifier: timezones.identifier })
    .from(timezones)
    .orderBy(asc(timezones.identifier));
}
