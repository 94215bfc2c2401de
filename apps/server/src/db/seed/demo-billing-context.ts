import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { devices, models, subscriptions } from '../schema/index.ts';
import type { DemoAddresses } from './demo-billing-addresses.ts';
import type { DemoMethods } from './demo-billing-cards.ts';
import type { DemoCatalogue } from './demo-billing-catalogue.ts';
import { DEMO_MODELS, type DemoModelKey } from './demo-catalog.ts';
import type { DemoIds } from './demo-ids.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 86_400_000;

/** What every part of the demo's billing builds on. */
export interface DemoBillingContext {
  tx: Tx;
  demo: DemoIds;
  now: Date;
  catalogue: DemoCatalogue;
  addresses: { acme: DemoAddresses; rivera: DemoAddresses };
  methods: DemoMethods;
  /** `days` from now (negative: ago), at the same time of day */
  at: (days: number) => Date;
}

export function dayOffset(now: Date) {
  return (days: number) => new Date(now.getTime() + days * DAY);
}

/** A seeded tracker subscription as the billing demo reads it. */
export interface DemoSubscriptionRow {
  id: number;
  deviceId: number;
  deviceName: string;
  model: DemoModelKey;
  status: (typeof subscriptions.$inferSelect)['status'];
  months: number;
  renewalMonths: number;
  renewalPrice: number;
  startAt: Date | null;
  renewalDate: Date | null;
}

/** The account's trackers' current subscriptions (seed-demo.ts made one per tracker), in tracker order. */
export async function trackerSubscriptions(tx: Tx, accountId: number): Promise<DemoSubscriptionRow[]> {
  const rows = await tx
    .select({
      id: subscriptions.id,
      deviceId: devices.id,
      deviceName: devices.name,
      deviceType: models.deviceType,
      status: subscriptions.status,
      months: subscriptions.months,
      renewalMonths: subscriptions.renewalMonths,
      renewalPrice: subscriptions.renewalPrice,
      startAt: subscriptions.startAt,
      renewalDate: subscriptions.renewalDate,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(devices, eq(devices.id, subscriptions.deviceId))
    .innerJoin(models, eq(models.id, devices.modelId))
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(asc(devices.id), desc(subscriptions.createdAt), desc(subscriptions.id));
  const keys = Object.keys(DEMO_MODELS) as DemoModelKey[];
  // a tracker's current subscription is its newest: the demo adds older ones to some (their history)
  const current = rows.filter((r, i) => i === 0 || rows[i - 1]!.deviceId !== r.deviceId);
  return current.map(({ deviceType, createdAt: _created, ...r }) => ({
    ...r,
    model: keys.find((k) => DEMO_MODELS[k].deviceType === deviceType)!,
  }));
}

/** Service lines for these subscriptions: one per plan period among them, with how many trackers. */
export function serviceLines(ctx: DemoBillingContext, subs: DemoSubscriptionRow[]) {
  const model = subs[0]!.model;
  return ([12, 1] as const).flatMap((months) => {
    const quantity = subs.filter((s) => s.months === months).length;
    return quantity ? [{ product: ctx.catalogue.service[model], quantity, months }] : [];
  });
}
