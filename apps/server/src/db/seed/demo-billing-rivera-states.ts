import { inArray } from 'drizzle-orm';
import { devices, models, subscriptions } from '../schema/index.ts';
import type { DemoBillingContext } from './demo-billing-context.ts';
import { serviceLines, trackerSubscriptions } from './demo-billing-context.ts';
import { insertDemoOrder } from './demo-billing-orders.ts';
import { failedRenewal, paidRenewal } from './demo-billing-renewals.ts';
import { sale, sentDaysAgo } from './demo-billing-sales.ts';
import { DEMO_MODELS, type DemoModelKey } from './demo-catalog.ts';
import type { SubscriptionStatus } from './demo-subscription.ts';

/** Days ago the sale that bought them was sent (paid two days later, demo-billing-orders.ts). */
const BOUGHT_DAYS_AGO = 116;

interface OtherStateTracker {
  name: string;
  model: DemoModelKey;
  status: SubscriptionStatus;
  months: 1 | 12;
  /** days from now its service started (its first report) and its renewal date */
  startDays: number;
  renewalDays: number;
  serial: string;
  imei: string;
  phone: string;
}

/**
 * The Riveras' trackers in the subscription states their reporting three (demo-fleet.ts riveraFleet, which must stay
 * active for the tests and the simulator) cannot show. Serials from 101 in the family's series, far past the fleet's
 * own numbers; the IMEIs carry their Luhn digit as the fleet's do; phones in the out-of-service 555 area code. The
 * simulator drives only the fleet's serials, so these never report: the list shows their subscription status.
 */
export const RIVERA_OTHER_STATE_TRACKERS: OtherStateTracker[] = [
  // monthly; this period's renewal, 4 days ago, failed and has been retried twice since
  {
    name: "Sofia's Bike",
    model: 'mobile',
    status: 'pending-renewal',
    months: 1,
    startDays: -94,
    renewalDays: -4,
    serial: 'LS200101',
    imei: '356938032001019',
    phone: '+15552000101',
  },
  // cancelled by Maria: it runs until the year she paid for ends
  {
    name: "Tony's Truck",
    model: 'carCharger',
    status: 'pending-cancellation',
    months: 12,
    startDays: -110,
    renewalDays: 255,
    serial: 'LS200102',
    imei: '356938032001027',
    phone: '+15552000102',
  },
  // monthly; the renewal 21 days ago failed, and so did the three retries after it
  {
    name: "Buddy's Collar",
    model: 'bleTag',
    status: 'blocked',
    months: 1,
    startDays: -111,
    renewalDays: -21,
    serial: 'LS200103',
    imei: '356938032001035',
    phone: '+15552000103',
  },
];

/**
 * Issue 29 item 7 for the Riveras: three more trackers, bought together in a paid sale, whose subscriptions are
 * pending renewal (a payable renewal order, its charge failed, the next dunning try ahead), pending cancellation
 * (cancel_at = the renewal date) and blocked (every retry spent). Seeded after the rest of the family's billing,
 * which reads the account's first three trackers.
 */
export async function seedRiveraOtherStates(ctx: DemoBillingContext) {
  const { tx, catalogue } = ctx;
  const accountId = ctx.demo.accounts.rivera;
  const trackers = RIVERA_OTHER_STATE_TRACKERS;
  const modelRows = await tx
    .select({ id: models.id, deviceType: models.deviceType })
    .from(models)
    .where(inArray(models.deviceType, [...new Set(trackers.map((t) => DEMO_MODELS[t.model].deviceType))]));
  const modelId = (key: DemoModelKey) =>
    modelRows.find((m) => m.deviceType === DEMO_MODELS[key].deviceType)!.id;
  const rows = await tx
    .insert(devices)
    .values(
      trackers.map((t) => ({
        accountId,
        modelId: modelId(t.model),
        name: t.name,
        serial: t.serial,
        imei: t.imei,
        phone: t.phone,
        createdAt: ctx.at(-BOUGHT_DAYS_AGO),
      })),
    )
    .returning({ id: devices.id, serial: devices.serial });
  const deviceId = (t: OtherStateTracker) => rows.find((r) => r.serial === t.serial)!.id;
  await tx.insert(subscriptions).values(
    trackers.map((t) => {
      const price = catalogue.service[t.model].plans[t.months];
      const renewalDate = ctx.at(t.renewalDays);
      return {
        accountId,
        deviceId: deviceId(t),
        productId: catalogue.service[t.model].id,
        status: t.status,
        months: t.months,
        renewalMonths: t.months,
        actualPrice: price,
        renewalPrice: price,
        startAt: ctx.at(t.startDays),
        renewalDate,
        cancelAt: t.status === 'pending-cancellation' ? renewalDate : null,
        createdAt: ctx.at(-BOUGHT_DAYS_AGO + 2),
      };
    }),
  );

  const ids = new Set(rows.map((r) => r.id));
  const subs = (await trackerSubscriptions(tx, accountId)).filter((s) => ids.has(s.deviceId));
  await insertDemoOrder(
    tx,
    {
      ...sale(ctx, 'rivera'),
      ...sentDaysAgo(ctx, BOUGHT_DAYS_AGO),
      status: 'paid',
      billingTerm: 'up-front',
      paymentTerm: 1,
      lines: [
        ...subs.map((s) => ({ product: catalogue.hardware[s.model], quantity: 1 })),
        ...subs.flatMap((s) => serviceLines(ctx, [s])),
      ],
      shippingTotal: 1500,
      payments: 'paid',
      subscriptionIds: subs.map((s) => s.id),
      madeSubscriptions: true,
    },
    ctx.now,
  );
  for (const sub of subs) {
    // the period before a failed renewal was paid: the money stopped only with this one
    const previous = paidRenewal(ctx, 'rivera', sub);
    if (previous) await insertDemoOrder(tx, previous, ctx.now);
    if (sub.status === 'pending-renewal' || sub.status === 'blocked') await failedRenewal(ctx, 'rivera', sub);
  }
}
