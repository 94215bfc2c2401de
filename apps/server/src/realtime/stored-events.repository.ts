import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { deviceEvents, devices } from '../db/schema/index.ts';

/**
 * Events just written, by id, with what the events lists answer (tracker name) and the account that owns each:
 * a primary-key lookup, for the few events a detector batch raises.
 */
export function findStoredEvents(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: deviceEvents.id,
      accountId: deviceEvents.accountId,
      deviceId: deviceEvents.deviceId,
      deviceName: devices.name,
      serial: devices.serial,
      eventType: deviceEvents.eventType,
      description: deviceEvents.description,
      createdAt: deviceEvents.createdAt,
    })
    .from(deviceEvents)
    .innerJoin(devices, eq(devices.id, deviceEvents.deviceId))
    .where(inArray(deviceEvents.id, [...ids]))
    .orderBy(deviceEvents.createdAt, deviceEvents.id);
}
