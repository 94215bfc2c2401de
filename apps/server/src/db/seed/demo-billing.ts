import { pathTo } from '@lodestar/contracts';
import { isOrderPayable } from '@lodestar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { orders } from '../schema/index.ts';
import { seedDemoAddresses } from './demo-billing-addresses.ts';
import { seedDemoPaymentMethods } from './demo-billing-cards.ts';
import { seedAcmeSales } from './demo-billing-acme-sales.ts';
import { seedDemoCatalogue } from './demo-billing-catalogue.ts';
import { dayOffset, type DemoBillingContext, type Tx } from './demo-billing-context.ts';
import { seedAcmeRenewals, seedRiveraCarHistory, seedRiveraRenewals } from './demo-billing-renewals.ts';
import { seedRiveraOtherStates } from './demo-billing-rivera-states.ts';
import { DEMO_APPROVE_ORDER_UUID, seedRiveraSales } from './demo-billing-sales.ts';
import type { DemoIds } from './demo-ids.ts';

export { DEMO_APPROVE_ORDER_UUID };

/** The demo order's approve page, signed out (the start-up log prints it). */
export function demoApproveOrderLink(publicUrl: string): string {
  return new URL(pathTo('ApproveOrderView', { uuid: DEMO_APPROVE_ORDER_UUID }), publicUrl).toString();
}

/**
 * The start-up log's line for the demo's order to approve, while it is still payable; null when this database has
 * no such order (seeded before the billing demo existed, or not the demo) or it has been paid.
 */
export async function demoApproveOrderNotice(database: Database, publicUrl: string): Promise<string | null> {
  const [order] = await database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.uuid, DEMO_APPROVE_ORDER_UUID));
  if (!order || !isOrderPayable(order.status)) return null;
  return `demo order to approve, signed out: ${demoApproveOrderLink(publicUrl)}`;
}

/**
 * The demo's money side (issue 29 item 7), in the seed's transaction, with dates relative to `now` so nothing goes
 * stale: the catalogue (and every tracker subscription's service product), both accounts' addresses, customers and
 * saved cards at the sandbox provider, sales paid and payable under each billing term (summaries and payment
 * schedules from the domain, so they agree to the cent), a draft and a sent order to approve, renewals (paid,
 * failing with dunning, blocked) and a reactivation. Acme's trackers already hold every subscription status
 * (demo-fleet.ts); the Riveras' history adds a cancelled, an archived and a pending one (bought, awaiting its tag),
 * and three more trackers of theirs (never reporting) the pending-renewal, pending-cancellation and blocked ones.
 */
export async function seedDemoBilling(tx: Tx, demo: DemoIds, now: Date): Promise<void> {
  const catalogue = await seedDemoCatalogue(tx);
  const addresses = await seedDemoAddresses(tx, demo.accounts.acme, demo.accounts.rivera);
  const methods = await seedDemoPaymentMethods(tx, demo.accounts.acme, demo.accounts.rivera, now);
  const ctx: DemoBillingContext = { tx, demo, now, catalogue, addresses, methods, at: dayOffset(now) };
  await seedAcmeSales(ctx);
  await seedAcmeRenewals(ctx);
  const carFirstSubscription = await seedRiveraCarHistory(ctx);
  await seedRiveraSales(ctx, carFirstSubscription);
  await seedRiveraRenewals(ctx, carFirstSubscription);
  // last: the family's billing above reads the account's trackers in order, and these are not among them
  await seedRiveraOtherStates(ctx);
}
