import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { anchors, geofences } from '../schema/index.ts';
import type { DemoTracker } from './demo-fleet.ts';

/** The warehouse the demo anchors are fixed in (one of Acme's demo geofences). */
export const DEMO_ANCHOR_WAREHOUSE = 'Bolingbrook Warehouse';

/**
 * Acme's BLE anchors (issue 17): tags fixed at the dock doors, the cold room and a racking aisle of its
 * Bolingbrook warehouse (Acme has the BLE feature), each the serial of one of its BLE pallet tags. Offsets of a
 * few tens of metres from the warehouse's centre, radii from the spec's 30-80 ft choices.
 */
export const DEMO_ANCHORS = [
  { name: 'Dock Door 1', tracker: 'Pallet Tag 11', north: 0.0003, east: -0.0006, radiusFt: 30 },
  { name: 'Dock Door 2', tracker: 'Pallet Tag 12', north: 0.0003, east: -0.0002, radiusFt: 30 },
  { name: 'Cold Room', tracker: 'Pallet Tag 13', north: -0.0002, east: 0.0004, radiusFt: 50 },
  { name: 'Racking Aisle A', tracker: 'Pallet Tag 14', north: -0.0004, east: -0.0003, radiusFt: 80 },
] as const;

export async function seedDemoAnchors(tx: Db, acme: number, acmeTrackers: DemoTracker[]): Promise<void> {
  const [warehouse] = await tx
    .select({
      id: geofences.id,
      lat: geofences.latitude,
      lng: geofences.longitude,
      address: geofences.address,
    })
    .from(geofences)
    .where(and(eq(geofences.accountId, acme), eq(geofences.name, DEMO_ANCHOR_WAREHOUSE)));
  if (!warehouse) return;
  await tx.insert(anchors).values(
    DEMO_ANCHORS.map((a) => ({
      accountId: acme,
      name: a.name,
      serial: acmeTrackers.find((t) => t.name === a.tracker)!.serial,
      geofenceId: warehouse.id,
      address: warehouse.address,
      radiusFt: a.radiusFt,
      latitude: warehouse.lat + a.north,
      longitude: warehouse.lng + a.east,
      notes: `${a.name}, ${DEMO_ANCHOR_WAREHOUSE}`,
    })),
  );
}
