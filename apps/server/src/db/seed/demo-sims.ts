import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { devices, sandboxCarrierSims, sims } from '../schema/index.ts';
import type { Tx } from './demo-billing-context.ts';
import { acmeFleet, riveraFleet, type DemoTracker } from './demo-fleet.ts';
import type { DemoIds } from './demo-ids.ts';
import {
  DEMO_DUE_DAYS,
  DEMO_DUE_TRACKERS,
  DEMO_SIM_MODELS,
  demoDrawerIccids,
  demoStockIccids,
  demoTrackerIccid,
} from './demo-sims-iccids.ts';

/** The demo SIMs are the embedded sandbox carrier's (docs/decisions/0069). */
export const DEMO_SIM_CARRIER = 'sandbox';

const DAY = 86_400_000;

/**
 * The demo's SIM cards (issue 30 item 4), in the seed's transaction: every cellular tracker of the demo fleets
 * holds an active SIM (its ICCID on the tracker too, where it has none yet), Rivera's Mobile 200 and three of
 * Acme's Car Chargers are due a replacement (their SIMs' `replace_by` is near), each account's drawer holds new
 * SIMs for the wizard, and a few SIMs lie in our stock for the utilities' Reserve. The sandbox carrier's books
 * have the trackers' SIMs in service with the trackers' numbers (the new ones it knows as shipped, inactive). Only the demo's own trackers
 * are read, by id, so a large fleet elsewhere (the bench's) costs nothing; seeding again adds nothing (ICCIDs are
 * unique, a tracker holds one active SIM, a tracker's ICCID once set is kept).
 */
export async function seedDemoSims(tx: Tx, demo: DemoIds, now: Date): Promise<void> {
  const fleets: { ids: number[]; trackers: DemoTracker[] }[] = [
    { ids: demo.devices.acme, trackers: acmeFleet() },
    { ids: demo.devices.rivera, trackers: riveraFleet() },
  ];
  const cellular = fleets.flatMap(({ ids, trackers }) =>
    trackers.flatMap((t, i) => (DEMO_SIM_MODELS.includes(t.model) ? [{ id: ids[i]!, tracker: t }] : [])),
  );
  if (cellular.length > 0) {
    const values = sql.join(
      cellular.map(({ id, tracker }) => sql`(${id}::integer, ${demoTrackerIccid(tracker.serial)})`),
      sql`, `,
    );
    await tx.execute(sql`
      update devices set iccid = given.iccid
      from (values ${values}) as given(id, iccid)
      where devices.id = given.id and devices.iccid is null`);
  }

  // every demo tracker with an ICCID gets its SIM: the carrier's, active in it, with the tracker's phone number
  const dueNames = new Set<string>([...DEMO_DUE_TRACKERS.acme, ...DEMO_DUE_TRACKERS.rivera]);
  const dueIds = new Set(cellular.filter(({ tracker }) => dueNames.has(tracker.name)).map(({ id }) => id));
  const held = await tx
    .select({ id: devices.id, accountId: devices.accountId, iccid: devices.iccid, phone: devices.phone })
    .from(devices)
    .where(
      and(inArray(devices.id, [...demo.devices.acme, ...demo.devices.rivera]), isNotNull(devices.iccid)),
    );
  const replaceBy = new Date(now.getTime() + DEMO_DUE_DAYS * DAY);
  const rows: (typeof sims.$inferInsert)[] = [
    ...held.map((d) => ({
      iccid: d.iccid!,
      carrier: DEMO_SIM_CARRIER,
      status: 'active' as const,
      accountId: d.accountId,
      deviceId: d.id,
      phone: d.phone,
      replaceBy: dueIds.has(d.id) ? replaceBy : null,
      activatedAt: now,
    })),
    ...demoDrawerIccids('acme').map((iccid) => drawerSim(iccid, demo.accounts.acme)),
    ...demoDrawerIccids('rivera').map((iccid) => drawerSim(iccid, demo.accounts.rivera)),
    ...demoStockIccids().map((iccid) => ({ iccid, carrier: DEMO_SIM_CARRIER, status: 'in-stock' as const })),
  ];
  // no target: any unique index stops a row (the ICCID, or a tracker that already holds an active SIM)
  const added = await tx
    .insert(sims)
    .values(rows)
    .onConflictDoNothing()
    .returning({ iccid: sims.iccid, status: sims.status, phone: sims.phone });
  // the carrier's side of the SIMs just put in service (what it has not seen, it takes for shipped and inactive)
  const inService = added.filter((sim) => sim.status === 'active');
  if (inService.length > 0)
    await tx
      .insert(sandboxCarrierSims)
      .values(
        inService.map((sim) => ({
          iccid: sim.iccid,
          state: 'active' as const,
          phone: sim.phone,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
}

function drawerSim(iccid: string, accountId: number): typeof sims.$inferInsert {
  return { iccid, carrier: DEMO_SIM_CARRIER, status: 'assigned', accountId };
}
