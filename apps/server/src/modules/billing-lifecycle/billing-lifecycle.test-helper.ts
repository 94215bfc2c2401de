import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../../db/database.ts';
import {
  accounts,
  currentPositions,
  devices,
  models,
  orderItems,
  orders,
  payments,
  planPrices,
  positions,
  products,
  userSettings,
} from '../../db/schema/index.ts';
import { createUser } from '../session/sign-in.test-helper.ts';
import { addDefaultCard, ANNUAL, MONTHLY } from '../subscriptions/subscriptions.test-helper.ts';

/** The fake clock's start: far enough ahead that the app's own real-time sweeps never reach these dates. */
export const T0 = new Date('2031-01-31T10:00:00.000Z');
export const DAY = 86_400_000;
export const at = (days: number, from = T0) => new Date(from.getTime() + days * DAY);

export interface LifecycleFixture {
  business: number;
  family: number;
  productId: number;
  modelId: number;
  /** trackers of the business account, and of the family one */
  trackers: number[];
  familyTrackers: number[];
  emails: { admin: string; quietAdmin: string; member: string; familyAdmin: string };
}

let n = 0;

/**
 * Accounts of their own for lifecycle tests, on a tracker model of their own (the demo's subscriptions have no plan
 * for it, so sweeps never touch them): a business account with an admin, an admin who turned subscription
 * notifications off and an 'all' member, and a family account with its admin; both with a default card unless
 * `cards` is false (a test that charges through the sandbox saves its own).
 */
export async function lifecycleFixture(
  database: Database,
  trackerCount = 6,
  opts: { cards?: boolean } = {},
): Promise<LifecycleFixture> {
  const db = database.db;
  const tag = `${++n}-${randomUUID().slice(0, 6)}`;
  const [model] = await db
    .insert(models)
    .values({ title: `Lifecycle Tracker ${tag}`, deviceType: `lifecycle-${tag}` })
    .returning({ id: models.id });
  const [product] = await db
    .insert(products)
    .values({
      sku: `LC-SVC-${tag}`,
      title: 'Lifecycle service',
      alias: 'lc',
      kind: 'service',
      modelId: model!.id,
    })
    .returning({ id: products.id });
  await db.insert(planPrices).values([
    { productId: product!.id, months: 1, price: MONTHLY },
    { productId: product!.id, months: 12, price: ANNUAL },
  ]);
  const [business] = await db
    .insert(accounts)
    .values({ title: `Lifecycle Logistics ${tag}`, isB2bAccount: true })
    .returning({ id: accounts.id });
  const [family] = await db
    .insert(accounts)
    .values({ title: `Lifecycle Family ${tag}` })
    .returning({ id: accounts.id });
  const emails = {
    admin: `admin-${tag}@lifecycle.test`,
    quietAdmin: `quiet-${tag}@lifecycle.test`,
    member: `member-${tag}@lifecycle.test`,
    familyAdmin: `family-${tag}@lifecycle.test`,
  };
  await createUser(database, { email: emails.admin, accountId: business!.id, role: 'admin' });
  const quiet = await createUser(database, {
    email: emails.quietAdmin,
    accountId: business!.id,
    role: 'admin',
  });
  await createUser(database, { email: emails.member, accountId: business!.id, role: 'all' });
  await createUser(database, { email: emails.familyAdmin, accountId: family!.id, role: 'admin' });
  await db.insert(userSettings).values({
    userId: quiet,
    accountId: business!.id,
    code: 'receive_subscription_notifications',
    value: false,
  });
  const makeTrackers = async (accountId: number, count: number, prefix: string) => {
    const rows = await db
      .insert(devices)
      .values(
        Array.from({ length: count }, (_, i) => ({
          accountId,
          modelId: model!.id,
          name: `${prefix} ${i + 1}`,
          serial: `LC${tag}-${prefix}-${i + 1}`,
        })),
      )
      .returning({ id: devices.id });
    return rows.map((r) => r.id);
  };
  const trackers = await makeTrackers(business!.id, trackerCount, 'Van');
  const familyTrackers = await makeTrackers(family!.id, 2, 'Pet');
  if (opts.cards ?? true) {
    await addDefaultCard(db, business!.id);
    await addDefaultCard(db, family!.id);
  }
  return {
    business: business!.id,
    family: family!.id,
    productId: product!.id,
    modelId: model!.id,
    trackers,
    familyTrackers,
    emails,
  };
}

/** The tracker reports now: a stored fix and its current position, as the ingest pipeline would write them. */
export async function report(db: Db, deviceId: number, serverTime = new Date()): Promise<void> {
  const fix = {
    deviceId,
    fixTime: serverTime,
    serverTime,
    latitude: 40.7,
    longitude: -74,
    lowBattery: false,
    sos: false,
    overspeed: false,
  };
  const [stored] = await db.insert(positions).values(fix).returning({ id: positions.id });
  await db
    .insert(currentPositions)
    .values({ ...fix, positionId: stored!.id, valid: true, fix: 'gps' })
    .onConflictDoUpdate({
      target: currentPositions.deviceId,
      set: { positionId: stored!.id, serverTime, fixTime: serverTime },
    });
}

/**
 * A sent sale order on a monthly schedule whose first payment has been made: `payments` rows due on the given
 * dates (the first succeeded), one service line per tracker count. Answers the order and its payments' ids.
 */
export async function monthlySale(
  db: Db,
  f: LifecycleFixture,
  opts: { trackers: number; dueDates: Date[]; amount?: number },
): Promise<{ orderId: number; paymentIds: number[] }> {
  const [order] = await db
    .insert(orders)
    .values({
      accountId: f.business,
      kind: 'sale',
      status: 'paid',
      billingTerm: 'monthly',
      paymentTerm: opts.dueDates.length,
      sentAt: opts.dueDates[0],
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: f.productId,
    quantity: opts.trackers,
    unitPrice: ANNUAL,
    months: 12,
  });
  const rows = await db
    .insert(payments)
    .values(
      opts.dueDates.map((dueDate, i) => ({
        orderId: order!.id,
        number: i + 1,
        amount: opts.amount ?? 1_000,
        dueDate,
        ...(i === 0 && { status: 'succeeded' as const, attempt: 1, paidAt: dueDate }),
      })),
    )
    .returning({ id: payments.id, number: payments.number });
  return { orderId: order!.id, paymentIds: rows.sort((a, b) => a.number - b.number).map((r) => r.id) };
}
