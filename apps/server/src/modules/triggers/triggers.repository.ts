import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, deviceTriggers, models } from '../../db/schema/index.ts';
import type { SlaBounds } from '../events/event-rules.ts';

const columns = {
  deviceId: deviceTriggers.deviceId,
  minTemperature: deviceTriggers.minTemperature,
  maxTemperature: deviceTriggers.maxTemperature,
  minHumidity: deviceTriggers.minHumidity,
  maxHumidity: deviceTriggers.maxHumidity,
};

/** The SLAs of these trackers; a tracker without a row has none. */
export async function findTriggers(db: Db, deviceIds: readonly number[]): Promise<Map<number, SlaBounds>> {
  if (!deviceIds.length) return new Map();
  const rows = await db
    .select(columns)
    .from(deviceTriggers)
    .where(inArray(deviceTriggers.deviceId, [...deviceIds]));
  return new Map(rows.map(({ deviceId, ...bounds }) => [deviceId, bounds]));
}

/** Replaces a tracker's SLAs (one row per tracker). */
export async function saveTriggers(db: Db, deviceId: number, bounds: SlaBounds): Promise<void> {
  await db
    .insert(deviceTriggers)
    .values({ deviceId, ...bounds })
    .onConflictDoUpdate({ target: deviceTriggers.deviceId, set: { ...bounds, updatedAt: sql`now()` } });
}

/** Which sensors the tracker's model has (the SLA form only exists for these). */
export async function findSensors(db: Db, deviceId: number) {
  const [row] = await db
    .select({ hasTemperature: models.hasTemperature, hasHumidity: models.hasHumidity })
    .from(devices)
    .innerJoin(models, eq(models.id, devices.modelId))
    .where(eq(devices.id, deviceId));
  return row;
}
