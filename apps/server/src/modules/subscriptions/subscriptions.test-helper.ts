import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  devices,
  orders,
  outbox,
  paymentMethods,
  payments,
  planPrices,
  products,
  subscriptions,
} from '../../db/schema/index.ts';
import { CHARGE_CHANNEL, type ChargePayload } from '../billing/enqueue-charge.ts';

export const MONTHLY = 1_999;
export const ANNUAL = 19_990;

/** A service product for the tracker's model with a 1- and a 12-month plan; answers its id. */
export async function servicePlanFor(
  db: Db,
  deviceId: number,
  prices = { monthly: MONTHLY, annual: ANNUAL },
) {
  const [device] = await db
    .select({ modelId: devices.modelId })
    .from(devices)
    .where(eq(devices.id, deviceId));
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kind, 'service'), eq(products.modelId, device!.modelId)));
  if (existing) return existing.id;
  const [product] = await db
    .insert(products)
    .values({
      sku: `SVC-${device!.modelId}-${randomUUID().slice(0, 6)}`,
      title: 'Tracking service',
      alias: 'tracking-service',
      kind: 'service',
      modelId: device!.modelId,
    })
    .returning({ id: products.id });
  await db.insert(planPrices).values([
    { productId: product!.id, months: 1, price: prices.monthly },
    { productId: product!.id, months: 12, price: prices.annual },
  ]);
  return product!.id;
}

/** A saved card made the account's default (what the provider would have told us; no number). */
export async function addDefaultCard(db: Db, accountId: number, exp = { month: 12, year: 2099 }) {
  await db.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.accountId, accountId));
  await db.insert(paymentMethods).values({
    accountId,
    provider: 'sandbox',
    providerMethodId: `pm_${randomUUID()}`,
    brand: 'visa',
    last4: '4242',
    expMonth: exp.month,
    expYear: exp.year,
    isDefault: true,
  });
}

/** A subscription for a test, with the given fields on top of an active monthly one. */
export async function insertSubscription(
  db: Db,
  fields: Partial<typeof subscriptions.$inferInsert> & { accountId: number },
): Promise<number> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      status: 'active',
      months: 1,
      renewalMonths: 1,
      actualPrice: MONTHLY,
      renewalPrice: MONTHLY,
      ...fields,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

export async function subscriptionRow(db: Db, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

/** The charges queued on the `payment-charge` channel, oldest first. */
export async function queuedCharges(db: Db): Promise<ChargePayload[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.channel, CHARGE_CHANNEL)).orderBy(outbox.id);
  return rows.map((r) => r.payload as ChargePayload);
}

/** The subscription mails queued for a kind of notice, by recipient address. */
export async function noticesOf(
  db: Db,
  kind: string,
): Promise<{ to: string; subject: string; text: string }[]> {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.channel, 'mail'), sql`${outbox.dedupeKey} like ${`subscription:${kind}:%`}`))
    .orderBy(outbox.id);
  return rows.map((r) => r.payload as { to: string; subject: string; text: string });
}

/** The orders made for a subscription (renewals) or reactivating it. */
export async function ordersOf(db: Db, subscriptionId: number) {
  return db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId)).orderBy(orders.id);
}

export async function paymentsOf(db: Db, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.number);
}

/**
 * What the payment outcome does with a charge's answer, for tests that run without a provider: the payment and its
 * order take the outcome and the subscription effects follow, in one transaction (modules/billing does the same).
 */
export async function settleCharge(
  db: Db,
  effects: import('./subscription-effects.ts').SubscriptionEffects,
  paymentId: number,
  outcome: 'succeeded' | 'failed',
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status === 'succeeded') return;
    if (outcome === 'succeeded') {
      await tx.update(payments).set({ status: 'succeeded', paidAt: now }).where(eq(payments.id, paymentId));
      await tx.update(orders).set({ status: 'paid', paidAt: now }).where(eq(orders.id, payment.orderId));
      await effects.orderPaid(tx, payment.orderId, now);
    } else {
      await tx
        .update(payments)
        .set({ status: 'failed', failureMessage: 'Your card was declined.' })
        .where(eq(payments.id, paymentId));
      await tx.update(orders).set({ status: 'pending' }).where(eq(orders.id, payment.orderId));
      await effects.paymentFailed(tx, payment.orderId, now);
    }
  });
}

/** Acme's admin, 'all' member and devices-role driver, and Rivera's admin (another account), signed in. */
export async function signInBillingUsers(app: import('fastify').FastifyInstance) {
  const { signIn } = await import('../session/sign-in.test-helper.ts');
  return {
    admin: await signIn(app, 'admin@acme.test'),
    dispatch: await signIn(app, 'dispatch@acme.test'),
    driver: await signIn(app, 'driver@acme.test'),
    maria: await signIn(app, 'maria@rivera.test'),
  };
}
