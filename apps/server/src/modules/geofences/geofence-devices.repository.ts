import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { geofenceVisits } from '../../db/schema/index.ts';

/**
 * The trackers with an open visit of the geofence: detection opens a visit with the entry and closes it with the
 * exit (docs/decisions/0036), so these are exactly the trackers inside it now.
 */
export async function findDeviceIdsInside(db: Db, accountId: number, geofenceId: number): Promise<number[]> {
  const rows = await db
    .select({ deviceId: geofenceVisits.deviceId })
    .from(geofenceVisits)
    .where(
      and(
        eq(geofenceVisits.accountId, accountId),
        eq(geofenceVisits.geofenceId, geofenceId),
        isNull(geofenceVisits.exitedAt),
      ),
    );
  return rows.map((row) => row.deviceId);
}
