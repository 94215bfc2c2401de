import { eq } from 'drizzle-orm';
import { DUNNING_RETRY_DAYS, nextDunningAt } from '@lodestar/domain';
import { subscriptions } from '../schema/index.ts';
import type { DemoBillingContext, DemoSubscriptionRow } from './demo-billing-context.ts';
import { trackerSubscriptions } from './demo-billing-context.ts';
import { insertDemoOrder, type DemoOrder } from './demo-billing-orders.ts';
import { DEMO_TAX_RATE_BPS } from './demo-billing-sales.ts';

const DAY = 86_400_000;
/** demo-subscription.ts counts a monthly period as 30 days and a year as 365 */
const periodDays = (months: number) => (months === 12 ? 365 : 30);

/** A subscription's own order (renewal or reactivation): up front, one service line, due at once. */
function serviceOrder(
  ctx: DemoBillingContext,
  account: 'acme' | 'rivera',
  sub: DemoSubscriptionRow,
  at: Date,
) {
  return {
    accountId: ctx.demo.accounts[account],
    billingTerm: 'up-front',
    paymentTerm: 1,
    taxRateBps: DEMO_TAX_RATE_BPS,
    addresses: ctx.addresses[account],
    billingOnly: true,
    createdAt: at,
    sentAt: at,
    firstDueDays: 0,
    lines: [
      {
        product: ctx.catalogue.service[sub.model],
        quantity: 1,
        months: sub.renewalMonths as 1 | 12,
        deviceId: sub.deviceId,
        unitPrice: sub.renewalPrice,
      },
    ],
    paymentMethodId: account === 'acme' ? ctx.methods.acmeDefault : ctx.methods.riveraDefault,
    subscriptionIds: [sub.id],
  } satisfies Partial<DemoOrder>;
}

/** The renewal that started a subscription's current period (the one before its renewal date), when not its first. */
export function paidRenewal(
  ctx: DemoBillingContext,
  account: 'acme' | 'rivera',
  sub: DemoSubscriptionRow,
): DemoOrder | null {
  const periodStart = new Date(sub.renewalDate!.getTime() - periodDays(sub.months) * DAY);
  if (!sub.startAt || periodStart <= sub.startAt) return null;
  return {
    ...serviceOrder(ctx, account, sub, periodStart),
    kind: 'renewal',
    status: 'paid',
    subscriptionId: sub.id,
    periodStart,
    payments: 'paid',
  };
}

/**
 * A renewal that failed at the renewal date and on every dunning retry due since (decision 0066): the order is
 * payable again (pending), and the subscription records the failures and its next try, as the lifecycle would
 * have (`nextDunningAt`); with every retry spent it is blocked (no next try).
 */
export async function failedRenewal(
  ctx: DemoBillingContext,
  account: 'acme' | 'rivera',
  sub: DemoSubscriptionRow,
) {
  const renewal = sub.renewalDate!;
  const retriesDue = DUNNING_RETRY_DAYS.filter(
    (d) => renewal.getTime() + d * DAY <= ctx.now.getTime(),
  ).length;
  const failed =
    sub.status === 'blocked'
      ? DUNNING_RETRY_DAYS.length + 1
      : Math.min(1 + retriesDue, DUNNING_RETRY_DAYS.length);
  await insertDemoOrder(
    ctx.tx,
    {
      ...serviceOrder(ctx, account, sub, renewal),
      kind: 'renewal',
      status: 'pending',
      subscriptionId: sub.id,
      periodStart: renewal,
      payments: 'failed',
      failedAttempts: failed,
    },
    ctx.now,
  );
  await ctx.tx
    .update(subscriptions)
    .set({ dunningAttempts: failed, nextAttemptAt: nextDunningAt(renewal, failed) })
    .where(eq(subscriptions.id, sub.id));
}

/**
 * Acme's renewals: the current period's paid renewal for a few active subscriptions, and the failed renewals of
 * every pending-renewal and blocked one (payable; Pay Now makes them active again).
 */
export async function seedAcmeRenewals(ctx: DemoBillingContext) {
  const subs = await trackerSubscriptions(ctx.tx, ctx.demo.accounts.acme);
  const renewed = subs
    .filter((s) => s.status === 'active')
    .map((s) => paidRenewal(ctx, 'acme', s))
    .filter((o): o is DemoOrder => o !== null)
    .slice(0, 6);
  for (const order of renewed) await insertDemoOrder(ctx.tx, order, ctx.now);
  for (const sub of subs.filter((s) => s.status === 'pending-renewal' || s.status === 'blocked')) {
    await failedRenewal(ctx, 'acme', sub);
  }
}

/**
 * Maria's car's first subscription: monthly from 400 days ago, cancelled a month ago and reactivated since (its
 * current one, seedRiveraReactivation). Made before the sale that bought it links it.
 */
export async function seedRiveraCarHistory(ctx: DemoBillingContext): Promise<number> {
  const [car, backpack] = await trackerSubscriptions(ctx.tx, ctx.demo.accounts.rivera);
  const service = (s: DemoSubscriptionRow) => ctx.catalogue.service[s.model];
  const [first] = await ctx.tx
    .insert(subscriptions)
    .values([
      {
        accountId: ctx.demo.accounts.rivera,
        deviceId: car!.deviceId,
        productId: service(car!).id,
        status: 'cancelled',
        months: 1,
        renewalMonths: 1,
        actualPrice: service(car!).plans[1],
        renewalPrice: service(car!).plans[1],
        startAt: ctx.at(-398),
        cancelAt: ctx.at(-30),
        createdAt: ctx.at(-399),
      },
      // Leo's backpack tracker is older than the account's orders: its plan from before, long archived
      {
        accountId: ctx.demo.accounts.rivera,
        deviceId: backpack!.deviceId,
        productId: service(backpack!).id,
        status: 'archived',
        months: 12,
        renewalMonths: 12,
        actualPrice: service(backpack!).plans[12],
        renewalPrice: service(backpack!).plans[12],
        startAt: ctx.at(-800),
        cancelAt: ctx.at(-435),
        createdAt: ctx.at(-800),
      },
    ])
    .returning({ id: subscriptions.id });
  return first!.id;
}

/**
 * The Riveras' renewals and reactivation: Maria's car's current subscription reactivates its cancelled first one
 * (a paid reactivation order), and the other trackers' current periods were paid renewals.
 */
export async function seedRiveraRenewals(ctx: DemoBillingContext, carFirstSubscription: number) {
  const [car, ...others] = await trackerSubscriptions(ctx.tx, ctx.demo.accounts.rivera);
  await insertDemoOrder(
    ctx.tx,
    {
      ...serviceOrder(ctx, 'rivera', car!, car!.startAt!),
      kind: 'reactivation',
      status: 'paid',
      subscriptionId: carFirstSubscription,
      payments: 'paid',
      madeSubscriptions: true,
    },
    ctx.now,
  );
  await ctx.tx
    .update(subscriptions)
    .set({ reactivatedFromId: carFirstSubscription })
    .where(eq(subscriptions.id, car!.id));
  for (const sub of others) {
    const order = paidRenewal(ctx, 'rivera', sub);
    if (order) await insertDemoOrder(ctx.tx, order, ctx.now);
  }
}
