import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices } from '../../db/schema/index.ts';

/** Who a reporting tracker is: enough to store its positions and tell the right account. */
export interface TrackerRef {
  deviceId: number;
  accountId: number;
  modelId: number;
  /** The tracker's ingest key, if it has one (decision 0027); reports must carry it. */
  ingestKey?: string | null;
}

/**
 * The trackers these protocol identifiers name, by serial or IMEI, in one query; identifiers nobody has are
 * absent. Should one tracker's serial equal another's IMEI, the serial wins, as it is what the device was
 * registered with.
 */
export async function findTrackersByIdentifiers(
  db: Db,
  identifiers: readonly string[],
): Promise<Map<string, TrackerRef>> {
  if (!identifiers.length) return new Map();
  const rows = await db
    .select({
      deviceId: devices.id,
      accountId: devices.accountId,
      modelId: devices.modelId,
      serial: devices.serial,
      imei: devices.imei,
      ingestKey: devices.ingestKey,
    })
    .from(devices)
    .where(or(inArray(devices.serial, [...identifiers]), inArray(devices.imei, [...identifiers])));
  const found = new Map<string, TrackerRef>();
  const ref = (r: (typeof rows)[number]) => ({
    deviceId: r.deviceId,
    accountId: r.accountId,
    modelId: r.modelId,
    ingestKey: r.ingestKey,
  });
  for (const r of rows) if (r.imei !== null) found.set(r.imei, ref(r));
  // serials last, so they win over an equal IMEI
  for (const r of rows) found.set(r.serial, ref(r));
  return found;
}
