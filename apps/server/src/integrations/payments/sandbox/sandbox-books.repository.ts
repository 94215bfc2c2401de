import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { sandboxIntents, sandboxPaymentMethods } from '../../../db/schema/billing.ts';

export type SandboxIntentRow = typeof sandboxIntents.$inferSelect;
export type SandboxMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type NewSandboxIntent = typeof sandboxIntents.$inferInsert;
export type NewSandboxMethod = typeof sandboxPaymentMethods.$inferInsert;
type IntentChange = Partial<Pick<SandboxIntentRow, 'status' | 'paymentMethod' | 'lastError' | 'settlesAt'>>;

/**
 * Makes an intent, or answers the one its idempotency key already made (the key is unique, so two instances
 * racing with one key make one intent). `created` says whether this call made it.
 */
export async function insertIntent(
  db: Db,
  intent: NewSandboxIntent,
): Promise<{ row: SandboxIntentRow; created: boolean }> {
  const [made] = await db.insert(sandboxIntents).values(intent).onConflictDoNothing().returning();
  if (made) return { row: made, created: true };
  const key = intent.idempotencyKey;
  const [earlier] = key
    ? await db.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, key))
    : [];
  if (!earlier) throw new Error(`sandbox intent ${intent.id} could not be made`);
  return { row: earlier, created: false };
}

export async function findIntent(
  db: Db,
  id: string,
  kind: 'payment' | 'setup',
): Promise<SandboxIntentRow | null> {
  const [row] = await db
    .select()
    .from(sandboxIntents)
    .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.kind, kind)));
  return row ?? null;
}

/** The intent locked for a change: two confirmations of one intent take turns, the second sees the first's result. */
export async function lockIntent(
  db: Db,
  id: string,
  kind: 'payment' | 'setup',
): Promise<SandboxIntentRow | null> {
  const [row] = await db
    .select()
    .from(sandboxIntents)
    .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.kind, kind)))
    .for('update');
  return row ?? null;
}

export async function updateIntent(db: Db, id: string, change: IntentChange): Promise<SandboxIntentRow> {
  const [row] = await db.update(sandboxIntents).set(change).where(eq(sandboxIntents.id, id)).returning();
  if (!row) throw new Error(`sandbox intent ${id} is gone`);
  return row;
}

/** Bank payments due to settle, claimed so that each settles on one instance (others skip the locked rows). */
export async function claimDueSettlements(db: Db, now: Date, limit = 100): Promise<SandboxIntentRow[]> {
  return db
    .select()
    .from(sandboxIntents)
    .where(and(eq(sandboxIntents.status, 'processing'), lte(sandboxIntents.settlesAt, now)))
    .orderBy(sandboxIntents.settlesAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function insertMethod(db: Db, method: NewSandboxMethod): Promise<SandboxMethodRow> {
  const [row] = await db.insert(sandboxPaymentMethods).values(method).returning();
  if (!row) throw new Error(`sandbox payment method ${method.id} could not be made`);
  return row;
}

export async function findMethod(db: Db, id: string): Promise<SandboxMethodRow | null> {
  const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
  return row ?? null;
}

export async function detachMethod(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(sandboxPaymentMethods)
    .set({ customerId: null })
    .where(eq(sandboxPaymentMethods.id, id))
    .returning({ id: sandboxPaymentMethods.id });
  return rows.length > 0;
}
