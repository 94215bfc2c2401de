import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<number> {
  const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
  return row!.id;
}

export async function setAuditStatus(db: Db, id: number, statusCode: number) {
  await db.update(auditLog).set({ statusCode }).where(eq(auditLog.id, id));
}

export interface AuditFilter {
  userId?: number;
  adminId?: number;
  accountId?: number;
  action?: NewAuditEntry['action'];
  from?: Date;
  to?: Date;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.userId !== undefined ? eq(auditLog.userId, filter.userId) : undefined,
    filter.adminId !== undefined ? eq(auditLog.actingAdminId, filter.adminId) : undefined,
    filter.accountId !== undefined ? eq(auditLog.accountId, filter.accountId) : undefined,
    filter.action !== undefined ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lte(auditLog.createdAt, filter.to) : undefined,
  );
}

const admins = alias(users, 'acting_admins');

/** One page of entries, newest first, with both people's names (null once a user is deleted). */
export async function findAuditEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  return db
    .select({ entry: auditLog, adminName: admins.name, userName: users.name })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.actingAdminId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where(filter));
  return row?.n ?? 0;
}
