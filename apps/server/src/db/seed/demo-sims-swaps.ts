import { and, eq, inArray } from 'drizzle-orm';
import type { SimCarrier } from '../../integrations/carriers/sim-carrier.ts';
import type { Database } from '../database.ts';
import { devices, simSwaps } from '../schema/index.ts';
import { acmeFleet, riveraFleet } from './demo-fleet.ts';

/**
 * For the in-process simulator (`startDemoSimulator({ refreshIccids })`): the new ICCID of each demo tracker whose
 * SIM swap is in progress, by serial, so the next simulated report confirms a swap made in the app as the tracker
 * would, by reporting its new SIM. Only once the carrier has that SIM in service: a tracker cannot reach the
 * network on a SIM that is still activating (or never will: the sandbox's test ICCID whose swap must time out).
 *
 * Only trackers with a swap in progress report an ICCID: the others send what they always sent, so the ingest
 * path and the stored attributes stay as they were; once confirmed (or failed) the swap drops out of this answer
 * and the tracker stops sending it. The partial index of swaps in progress keeps the read small however many
 * trackers the database holds, and the carrier is asked only about those few SIMs.
 */
export async function demoSwapIccids(
  database: Database,
  carrier: Pick<SimCarrier, 'status'>,
): Promise<Map<string, string>> {
  const serials = [...acmeFleet(), ...riveraFleet()].map((t) => t.serial);
  const rows = await database.db
    .select({ serial: devices.serial, iccid: simSwaps.iccid })
    .from(simSwaps)
    .innerJoin(devices, eq(devices.id, simSwaps.deviceId))
    .where(and(eq(simSwaps.status, 'in-progress'), inArray(devices.serial, serials)));
  const live = await Promise.all(
    rows.map(async (row) => {
      // a carrier that cannot answer now is asked again at the next refresh
      const sim = await carrier.status(row.iccid).catch(() => null);
      return sim?.state === 'active' ? row : null;
    }),
  );
  return new Map(live.flatMap((row) => (row ? [[row.serial, row.iccid] as const] : [])));
}
