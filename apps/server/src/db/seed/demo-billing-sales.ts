import { subscriptions } from '../schema/index.ts';
import type { DemoBillingContext, DemoSubscriptionRow } from './demo-billing-context.ts';
import { serviceLines, trackerSubscriptions } from './demo-billing-context.ts';
import { insertDemoOrder, type DemoOrder } from './demo-billing-orders.ts';

/** The demo order whose approve link the start-up log prints: /approve-order/<this>, the same on every seed. */
export const DEMO_APPROVE_ORDER_UUID = '0c7d8e9f-2a3b-4c5d-9e6f-7a8b9c0d1e2f';

/** New Jersey's sales tax, 6.625%, in basis points (both demo accounts are in New Jersey). */
export const DEMO_TAX_RATE_BPS = 663;
const SALES_PERSON = 'Sam Carter';

/** A sale's common parts for an account. */
export function sale(ctx: DemoBillingContext, account: 'acme' | 'rivera') {
  return {
    accountId: ctx.demo.accounts[account],
    taxRateBps: DEMO_TAX_RATE_BPS,
    addresses: ctx.addresses[account],
    salesPerson: SALES_PERSON,
    createdBy: ctx.demo.users.ops,
    paymentMethodId: account === 'acme' ? ctx.methods.acmeDefault : ctx.methods.riveraDefault,
  } satisfies Partial<DemoOrder>;
}

/** A sent sale made `days` ago, composed the day before. */
export const sentDaysAgo = (ctx: DemoBillingContext, days: number) => ({
  createdAt: ctx.at(-days - 1),
  sentAt: ctx.at(-days),
});

/** The trackers a paid sale bought: hardware and plans for each, linked to their subscriptions. */
export function bought(ctx: DemoBillingContext, subs: DemoSubscriptionRow[]) {
  return {
    lines: [
      { product: ctx.catalogue.hardware[subs[0]!.model], quantity: subs.length },
      ...serviceLines(ctx, subs),
    ],
    subscriptionIds: subs.map((s) => s.id),
    madeSubscriptions: true,
  };
}

/** Pending subscriptions a paid sale made for trackers not yet provisioned (device null, decision 0066). */
export async function awaitingTrackers(
  ctx: DemoBillingContext,
  accountId: number,
  model: DemoSubscriptionRow['model'],
  count: number,
  paidAt: Date,
) {
  const service = ctx.catalogue.service[model];
  const rows = await ctx.tx
    .insert(subscriptions)
    .values(
      Array.from({ length: count }, () => ({
        accountId,
        deviceId: null,
        productId: service.id,
        status: 'pending' as const,
        months: 12,
        renewalMonths: 12,
        actualPrice: service.plans[12],
        renewalPrice: service.plans[12],
        createdAt: paidAt,
      })),
    )
    .returning({ id: subscriptions.id });
  return rows.map((r) => r.id);
}

/**
 * The Riveras' sales (a family: no PO numbers). Paid: their trackers' plans and two trackers up front a year ago
 * (Leo's backpack tracker is older: see its archived subscription), and a tag for Grandma bought monthly ten days
 * ago (its subscription waits for the tag). Payable: a car charger device-up-front and ten live audio hours up
 * front, both sent this week. `carFirstSubscription` is Maria's car's first subscription, which this sale made.
 */
export async function seedRiveraSales(ctx: DemoBillingContext, carFirstSubscription: number) {
  const subs = await trackerSubscriptions(ctx.tx, ctx.demo.accounts.rivera);
  const rivera = sale(ctx, 'rivera');
  const { catalogue } = ctx;
  const [, backpack, keys] = subs;
  const orders: DemoOrder[] = [
    {
      ...rivera,
      ...sentDaysAgo(ctx, 400),
      status: 'paid',
      billingTerm: 'up-front',
      paymentTerm: 1,
      lines: [
        { product: catalogue.hardware.carCharger, quantity: 1 },
        { product: catalogue.hardware.bleTag, quantity: 1 },
        { product: catalogue.service.carCharger, quantity: 1, months: 1 },
        ...[backpack!, keys!].flatMap((s) => serviceLines(ctx, [s])),
      ],
      shippingTotal: 1500,
      payments: 'paid',
      subscriptionIds: [carFirstSubscription, backpack!.id, keys!.id],
      madeSubscriptions: true,
    },
    {
      ...rivera,
      ...sentDaysAgo(ctx, 10),
      status: 'paid',
      billingTerm: 'monthly',
      paymentTerm: 3,
      lines: [
        { product: catalogue.hardware.bleTag, quantity: 1 },
        { product: catalogue.service.bleTag, quantity: 1, months: 12 },
      ],
      shippingTotal: 500,
      payments: 'paid',
      subscriptionIds: await awaitingTrackers(ctx, rivera.accountId, 'bleTag', 1, ctx.at(-8)),
      madeSubscriptions: true,
    },
    {
      ...rivera,
      ...sentDaysAgo(ctx, 3),
      status: 'pending-approval',
      billingTerm: 'device-up-front',
      paymentTerm: 12,
      lines: [
        { product: catalogue.hardware.carCharger, quantity: 1 },
        { product: catalogue.service.carCharger, quantity: 1, months: 12 },
      ],
      promo: { code: 'FAMILY20', type: 'dollar', amount: 2000 },
      shippingTotal: 1500,
      payments: 'unpaid',
    },
    {
      ...rivera,
      ...sentDaysAgo(ctx, 1),
      status: 'pending-approval',
      billingTerm: 'up-front',
      paymentTerm: 1,
      lines: [{ product: catalogue.liveAudio, quantity: 10 }],
      payments: 'unpaid',
    },
  ];
  for (const order of orders) await insertDemoOrder(ctx.tx, order, ctx.now);
}
