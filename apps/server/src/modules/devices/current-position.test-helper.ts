import type { Database } from '../../db/database.ts';
import { currentPositions, positions } from '../../db/schema/index.ts';

export interface TestFix {
  lat: number;
  lng: number;
  /** Fix time; now by default. */
  at?: Date;
  battery?: number;
  address?: string;
}

/**
 * Stores a fix for a tracker and makes it the tracker's current position, as the ingest pipeline would, so API
 * tests have positions without running the pipeline. Returns the position id.
 */
export async function storeTestPosition(database: Database, deviceId: number, fix: TestFix): Promise<number> {
  const at = fix.at ?? new Date();
  const values = {
    deviceId,
    fixTime: at,
    serverTime: new Date(),
    latitude: fix.lat,
    longitude: fix.lng,
    valid: true,
    fix: 'gps' as const,
    accuracy: 8,
    speed: 12.5,
    battery: fix.battery ?? 77,
    address: fix.address ?? null,
  };
  const [row] = await database.db.insert(positions).values(values).returning({ id: positions.id });
  const current = {
    ...values,
    positionId: row!.id,
    lowBattery: false,
    sos: false,
    overspeed: false,
    lastMovementTime: at,
  };
  await database.db
    .insert(currentPositions)
    .values(current)
    .onConflictDoUpdate({ target: currentPositions.deviceId, set: current });
  return row!.id;
}
