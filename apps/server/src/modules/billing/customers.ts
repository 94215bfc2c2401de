import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, billingCustomers, memberships, users } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';

async function storedCustomer(
  db: Db,
  provider: PaymentProvider,
  accountId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.accountId, accountId), eq(billingCustomers.provider, provider.name)))
    .limit(1);
  return row?.id;
}

/** The name and e-mail the provider's customer carries: the account's title and its first admin's address. */
async function customerDetails(db: Db, accountId: number) {
  const [row] = await db
    .select({ title: accounts.title, email: users.email })
    .from(accounts)
    .leftJoin(memberships, and(eq(memberships.accountId, accounts.id), eq(memberships.role, 'admin')))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(accounts.id, accountId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return { name: row?.title ?? `Account ${accountId}`, email: row?.email ?? null };
}

/**
 * The account's customer at the provider, made the first time it is needed. Never inside a transaction: the
 * provider is called over the network (or, for the sandbox, on the same database). Two requests racing both ask
 * the provider, whose idempotency key is the account, so they get one customer; the first row stored wins and
 * both answer it.
 */
export async function ensureCustomer(db: Db, provider: PaymentProvider, accountId: number): Promise<string> {
  const known = await storedCustomer(db, provider, accountId);
  if (known) return known;
  const customerId = await provider.createCustomer({ accountId, ...(await customerDetails(db, accountId)) });
  await db
    .insert(billingCustomers)
    .values({ accountId, provider: provider.name, customerId })
    .onConflictDoNothing();
  return (await storedCustomer(db, provider, accountId)) ?? customerId;
}
