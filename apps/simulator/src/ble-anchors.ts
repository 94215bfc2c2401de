import { distanceMetres } from './geo.ts';
import { placeOf } from './places/index.ts';
import type { TrackerState } from './tracker-life.ts';
import type { ResolvedSpec } from './tracker-spec.ts';

/** A BLE anchor a tag can be seen near: its serial (what the tag reports) and where it is fixed. */
export interface BleAnchor {
  serial: string;
  lat: number;
  lon: number;
}

/**
 * How far a warehouse's BLE gateways hear a tag: a tag standing at the warehouse (its place, a few hundred metres
 * across) is near one of its anchors; a tag at any other place, or on the road, is not.
 */
export const BLE_REACH_METRES = 300;

/**
 * The anchor a BLE tag standing near anchors reports (`fix=ble&anchor=<serial>`), or null. A pallet stays at one
 * spot through a stay, so the choice among the anchors in reach is fixed by the tag (not the nearest by its noisy
 * fix). A tag never reports itself, should its own serial name an anchor.
 */
export function anchorInReach(
  spec: Pick<ResolvedSpec, 'serial' | 'seed' | 'modelType'>,
  state: Pick<TrackerState, 'lat' | 'lon' | 'moving'>,
  anchors: readonly BleAnchor[],
): BleAnchor | null {
  if (spec.modelType !== 'bt10' || state.moving || anchors.length === 0) return null;
  const near = anchors.filter(
    (a) => a.serial !== spec.serial && distanceMetres(a, state) <= BLE_REACH_METRES,
  );
  return near.length ? near[spec.seed % near.length]! : null;
}

/**
 * Acme's BLE anchors in its Bolingbrook warehouse (the simulator's 'bolingbrook' place, where the demo geofence
 * 'Bolingbrook Warehouse' is centred): dock doors, the cold room and a racking aisle, tens of metres apart, each
 * with the serial of one of Acme's pallet tags (Pallet Tag 11 to 14). The seed stores them
 * (apps/server/src/db/seed/demo-anchors.ts) and the simulator's command line sends near them.
 */
export const DEMO_ANCHOR_LAYOUT = [
  { name: 'Dock Door 1', serial: 'LS100065', north: 0.0003, east: -0.0006, radiusFt: 30 },
  { name: 'Dock Door 2', serial: 'LS100066', north: 0.0003, east: -0.0002, radiusFt: 30 },
  { name: 'Cold Room', serial: 'LS100067', north: -0.0002, east: 0.0004, radiusFt: 50 },
  { name: 'Racking Aisle A', serial: 'LS100068', north: -0.0004, east: -0.0003, radiusFt: 80 },
] as const;

/** The demo anchors where the simulator's Bolingbrook place is (the command line has no database to read). */
export function demoBleAnchors(): BleAnchor[] {
  const warehouse = placeOf('midwest', 'bolingbrook');
  return DEMO_ANCHOR_LAYOUT.map((a) => ({
    serial: a.serial,
    lat: warehouse.lat + a.north,
    lon: warehouse.lon + a.east,
  }));
}
