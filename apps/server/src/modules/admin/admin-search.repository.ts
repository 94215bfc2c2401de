import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, devices, memberships, users } from '../../db/schema/index.ts';
import { containsPattern } from '../positions/positions-write.repository.ts';

export interface SearchPage {
  limit: number;
  offset: number;
}

const accountsWhere = (pattern: string) => ilike(accounts.title, pattern);

export async function searchAccounts(db: Db, text: string, page: SearchPage) {
  const pattern = containsPattern(text);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        title: accounts.title,
        // spelled out: drizzle leaves a column unqualified in a one-table select, which a subquery misreads
        devicesCount: sql<number>`(select count(*)::int from devices d where d.account_id = accounts.id)`,
        usersCount: sql<number>`(select count(*)::int from memberships m where m.account_id = accounts.id)`,
      })
      .from(accounts)
      .where(accountsWhere(pattern))
      .orderBy(asc(accounts.title), asc(accounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(accounts).where(accountsWhere(pattern)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const usersWhere = (pattern: string) => or(ilike(users.name, pattern), ilike(users.email, pattern));

export async function searchUsers(db: Db, text: string, page: SearchPage) {
  const pattern = containsPattern(text);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, isGpxAdmin: users.isGpxAdmin })
      .from(users)
      .where(usersWhere(pattern))
      // an exact address first: searching by e-mail is how support finds a person
      .orderBy(sql`lower(${users.email}) = lower(${text}) desc`, asc(users.name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(usersWhere(pattern)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The accounts of the listed users, with their role there. */
export async function membershipsOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: memberships.userId,
      id: accounts.id,
      title: accounts.title,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(inArray(memberships.userId, userIds))
    .orderBy(asc(accounts.title));
}

function trackersWhere(text: string, pattern: string): SQL | undefined {
  return or(
    // exact identifiers use the unique indexes on serial and imei
    eq(devices.serial, text),
    eq(devices.imei, text),
    ilike(devices.name, pattern),
    ilike(devices.serial, pattern),
    ilike(devices.imei, pattern),
    ilike(devices.iccid, pattern),
  );
}

export async function searchTrackers(db: Db, text: string, page: SearchPage) {
  const pattern = containsPattern(text);
  const where = trackersWhere(text, pattern);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: devices.id,
        name: devices.name,
        serial: devices.serial,
        imei: devices.imei,
        iccid: devices.iccid,
        accountId: accounts.id,
        accountTitle: accounts.title,
      })
      .from(devices)
      .leftJoin(accounts, eq(accounts.id, devices.accountId))
      .where(where)
      // a tracker whose identifier is exactly the text comes first
      .orderBy(
        sql`(${devices.serial} = ${text} or ${devices.imei} = ${text} or ${devices.iccid} = ${text}) desc`,
        asc(devices.name),
        asc(devices.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(devices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
