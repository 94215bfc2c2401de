import { LIMITS, type Geofence } from '@lodestar/contracts';

/** 'Circle, 250 m' or 'Polygon, 12 corners': the shape kind the list and details show. */
export function shapeLabel(g: Pick<Geofence, 'geo_json' | 'radius'>): string {
  if (g.geo_json) return `Polygon, ${g.geo_json.coordinates[0]!.length - 1} corners`;
  const r = g.radius ?? 0;
  return `Circle, ${r >= 1000 ? `${(r / 1000).toFixed(r % 1000 ? 1 : 0)} km` : `${Math.round(r)} m`}`;
}

/** The address truncated to the spec's 50 characters (spec 1 §9). */
export function shortAddress(address: string): string {
  const max = LIMITS.geofenceAddressTruncate;
  return address.length > max ? `${address.slice(0, max - 1)}…` : address;
}

/** '3 trackers inside', '1 tracker inside', 'No trackers inside'. */
export function insideLabel(count: number): string {
  if (count === 0) return 'No trackers inside';
  return `${count} ${count === 1 ? 'tracker' : 'trackers'} inside`;
}
