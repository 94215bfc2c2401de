import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices } from '../../db/schema/index.ts';

/** Who a reporting tracker is: enough to store its positions and tell the right account. */
export interface TrackerRef {
  deviceId: number;
  accountId: number;
  modelId: number;
}

/**
 * The tracker a protocol identifier names: its serial, or its IMEI. Should one tracker's serial equal another's
 * IMEI, the serial wins, as it is what the device was registered with.
 */
export async function findTrackerByIdentifier(db: Db, identifier: string): Promise<TrackerRef | null> {
  const rows = await db
    .select({
      deviceId: devices.id,
      accountId: devices.accountId,
      modelId: devices.modelId,
      serial: devices.serial,
    })
    .from(devices)
    .where(or(eq(devices.serial, identifier), eq(devices.imei, identifier)))
    .limit(2);
  const row = rows.find((r) => r.serial === identifier) ?? rows[0];
  return row ? { deviceId: row.deviceId, accountId: row.accountId, modelId: row.modelId } : null;
}
