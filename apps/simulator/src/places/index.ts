import { MIDWEST } from './midwest.ts';
import { NORTHEAST } from './northeast.ts';
import { SOCAL } from './socal.ts';
import { SOUTHEAST } from './southeast.ts';
import { TEXAS } from './texas.ts';
import type { Place, RegionData, RegionKey } from './types.ts';

export type { Place, PlaceKind, RegionData, RegionKey } from './types.ts';

export const REGIONS: Record<RegionKey, RegionData> = {
  midwest: MIDWEST,
  texas: TEXAS,
  socal: SOCAL,
  northeast: NORTHEAST,
  southeast: SOUTHEAST,
};

export const REGION_KEYS = Object.keys(REGIONS) as RegionKey[];

const placeCache = new Map<RegionKey, Map<string, Place>>();

/** The places of a region by key (built once). */
export function regionPlaces(region: RegionKey): Map<string, Place> {
  let places = placeCache.get(region);
  if (!places) {
    places = new Map(
      REGIONS[region].places.map(([key, name, lat, lon, kind]) => [
        key,
        { key, name, lat, lon, kind, region },
      ]),
    );
    placeCache.set(region, places);
  }
  return places;
}

export function placeOf(region: RegionKey, key: string): Place {
  const place = regionPlaces(region).get(key);
  if (!place) throw new Error(`No place '${key}' in region ${region}`);
  return place;
}
