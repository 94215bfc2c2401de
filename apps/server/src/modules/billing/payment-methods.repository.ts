import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, paymentMethods, paymentSetups, subscriptions } from '../../db/schema/index.ts';
import type { PaymentMethodView, ProviderName } from '../../integrations/payments/payment-provider.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentSetupRow = typeof paymentSetups.$inferSelect;

/** The account's methods at the provider in use: the default first, then the newest. */
export async function listMethods(
  db: Db,
  accountId: number,
  provider: ProviderName,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.provider, provider)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** The method if it is the account's (another account's is as absent as an unknown one). */
export async function findMethod(
  db: Db,
  accountId: number,
  id: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findMethodByProviderId(
  db: Db,
  provider: ProviderName,
  providerMethodId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.providerMethodId, providerMethodId)))
    .limit(1);
  return row;
}

/** The method off-session charges use: the account's default at the provider in use. */
export async function defaultPaymentMethod(
  db: Db,
  accountId: number,
  provider?: ProviderName,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.accountId, accountId),
        eq(paymentMethods.isDefault, true),
        provider ? eq(paymentMethods.provider, provider) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Method changes of an account take turns (the account row's lock), so two cannot both become the default. */
export async function lockAccountMethods(db: Db, accountId: number): Promise<void> {
  await db.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId} for update`);
}

/**
 * Saves a method the provider confirmed, once: the (provider, method id) pair is unique, so a webhook and the
 * refresh saving the same card keep one row. The account's first method becomes its default. Answers the row,
 * whether this call made it or an earlier one did.
 */
export async function saveMethod(
  db: Db,
  accountId: number,
  provider: ProviderName,
  method: PaymentMethodView,
): Promise<PaymentMethodRow> {
  const existing = await findMethodByProviderId(db, provider, method.id);
  if (existing) return existing;
  await lockAccountMethods(db, accountId);
  const current = await defaultPaymentMethod(db, accountId, provider);
  // a default left from another provider (the operator switched) gives way to the first method at this one
  if (!current)
    await db
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)));
  const [made] = await db
    .insert(paymentMethods)
    .values({
      accountId,
      provider,
      providerMethodId: method.id,
      type: method.type,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      isDefault: !current,
    })
    .onConflictDoNothing()
    .returning();
  return made ?? (await findMethodByProviderId(db, provider, method.id))!;
}

export async function setDefaultMethod(db: Db, accountId: number, id: number): Promise<PaymentMethodRow> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(
      and(
        eq(paymentMethods.accountId, accountId),
        eq(paymentMethods.isDefault, true),
        ne(paymentMethods.id, id),
      ),
    );
  const [row] = await db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(eq(paymentMethods.id, id))
    .returning();
  return row!;
}

export async function deleteMethod(db: Db, id: number): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.id, id));
}

/** The account's methods at a provider, newest first: the next default is chosen among them. */
export async function methodsNewestFirst(
  db: Db,
  accountId: number,
  provider: ProviderName,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.provider, provider)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** Subscriptions that will charge the default method again (decision 0066: the last method stays while any do). */
export async function countRenewingSubscriptions(db: Db, accountId: number): Promise<number> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        inArray(subscriptions.status, ['active', 'pending', 'pending-renewal']),
      ),
    )
    .limit(1);
  return rows.length;
}

export async function insertSetup(db: Db, setup: typeof paymentSetups.$inferInsert): Promise<void> {
  await db.insert(paymentSetups).values(setup).onConflictDoNothing();
}

export async function findSetup(db: Db, intentId: string): Promise<PaymentSetupRow | undefined> {
  const [row] = await db.select().from(paymentSetups).where(eq(paymentSetups.intentId, intentId)).limit(1);
  return row;
}

export async function updateSetupStatus(db: Db, intentId: string, status: string): Promise<void> {
  await db.update(paymentSetups).set({ status }).where(eq(paymentSetups.intentId, intentId));
}
