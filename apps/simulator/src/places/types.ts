/**
 * Real places the simulated fleet travels between, and the roads that join them. No routing engine is available
 * offline, so each region is a small hand-made road graph: an edge joins two places that a real interstate or
 * arterial road joins roughly in a straight line (edges that would cross a lake or a bay go via a town instead).
 * Coordinates are approximate (town centres, the gates of ports and freight hubs) and public knowledge.
 */

export type PlaceKind = 'city' | 'depot' | 'warehouse' | 'port';

/** [key, name, latitude, longitude, kind] */
export type PlaceRow = readonly [string, string, number, number, PlaceKind];

export type RegionKey = 'midwest' | 'texas' | 'socal' | 'northeast' | 'southeast';

export interface RegionData {
  key: RegionKey;
  name: string;
  /** Standard time offset; daylight saving is ignored (shift starts move by an hour in summer, nobody minds). */
  utcOffsetHours: number;
  places: readonly PlaceRow[];
  /** 'a-b' pairs joined by an interstate or highway (driven at 90-110 km/h). */
  highways: readonly string[];
  /** 'a-b' pairs joined by city streets and urban freeways (driven at 30-50 km/h). */
  streets: readonly string[];
  /** Keys of the places in the main metro area, where delivery vans do their rounds; the first is the van depot. */
  metro: readonly string[];
}

export interface Place {
  key: string;
  name: string;
  lat: number;
  lon: number;
  kind: PlaceKind;
  region: RegionKey;
}
