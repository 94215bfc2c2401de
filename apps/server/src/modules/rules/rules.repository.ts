import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, rules } from '../../db/schema/index.ts';
import { containsPattern } from '../positions/positions-write.repository.ts';

export type RuleRow = typeof rules.$inferSelect;
export type RuleWrite = Pick<
  typeof rules.$inferInsert,
  'name' | 'isEnabled' | 'throttleEnabled' | 'throttleHours' | 'conditions' | 'actions'
>;

export async function hasRulesEngine(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: accounts.hasRulesEngine })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.on ?? false;
}

/** The account a rule belongs to, to decide access before anything of the rule is read. */
export async function findRuleAccount(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ accountId: rules.accountId }).from(rules).where(eq(rules.id, id));
  return row?.accountId;
}

export async function findRule(db: Db, accountId: number, id: number): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(rules)
    .where(and(eq(rules.id, id), eq(rules.accountId, accountId)));
  return row;
}

const listFilter = (accountId: number, search?: string) =>
  and(eq(rules.accountId, accountId), search ? ilike(rules.name, containsPattern(search)) : undefined);

/** The account's rules, newest first (id breaks ties), one page. */
export async function listRules(
  db: Db,
  accountId: number,
  page: { limit: number; offset: number; search?: string },
) {
  return db
    .select({ id: rules.id, name: rules.name, createdAt: rules.createdAt })
    .from(rules)
    .where(listFilter(accountId, page.search))
    .orderBy(desc(rules.createdAt), desc(rules.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRules(db: Db, accountId: number, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rules).where(listFilter(accountId, search));
  return row?.n ?? 0;
}

export async function insertRule(db: Db, accountId: number, values: RuleWrite, secret: string) {
  const [row] = await db
    .insert(rules)
    .values({ ...values, accountId, secret })
    .returning();
  return row!;
}

export async function updateRule(db: Db, accountId: number, id: number, values: RuleWrite) {
  const [row] = await db
    .update(rules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rules.id, id), eq(rules.accountId, accountId)))
    .returning();
  return row;
}

export async function deleteRule(db: Db, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(rules)
    .where(and(eq(rules.id, id), eq(rules.accountId, accountId)))
    .returning({ id: rules.id });
  return rows.length > 0;
}
