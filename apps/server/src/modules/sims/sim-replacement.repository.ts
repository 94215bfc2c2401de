import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountSettings, devices, models, simSwaps, sims } from '../../db/schema/index.ts';

/**
 * The account's trackers whose active SIM is due for replacement by `dueBefore` (its replace_by), without a swap
 * in progress, by name.
 */
export async function trackersDueForSim(db: Db, accountId: number, dueBefore: Date) {
  return db
    .select({
      id: devices.id,
      name: devices.name,
      serial: devices.serial,
      imei: devices.imei,
      iccid: sims.iccid,
      model: { id: models.id, title: models.title, device_type: models.deviceType },
    })
    .from(devices)
    .innerJoin(sims, and(eq(sims.deviceId, devices.id), eq(sims.status, 'active')))
    .innerJoin(models, eq(models.id, devices.modelId))
    .where(
      and(
        eq(devices.accountId, accountId),
        lte(sims.replaceBy, dueBefore),
        sql`not exists (select 1 from ${simSwaps} where ${simSwaps.deviceId} = ${devices.id} and ${simSwaps.status} = 'in-progress')`,
      ),
    )
    .orderBy(asc(devices.name), asc(devices.id));
}

/** The account's new SIMs waiting in its drawer: assigned to it, not held by a swap in progress. */
export async function drawerSims(db: Db, accountId: number) {
  return db
    .select({ iccid: sims.iccid, carrier: sims.carrier })
    .from(sims)
    .where(and(eq(sims.accountId, accountId), eq(sims.status, 'assigned'), isNull(sims.deviceId)))
    .orderBy(asc(sims.iccid));
}

/** An account setting's value, or null. */
export async function accountSetting(db: Db, accountId: number, code: string): Promise<string | null> {
  const [row] = await db
    .select({ value: accountSettings.value })
    .from(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, code)));
  return row?.value ?? null;
}
