import { detectStopsInTrack, type DetectedStop } from '@lodestar/domain';
import type { Database } from '../../db/database.ts';
import { LruMap } from '../../integrations/geocoder/lru-map.ts';
import type { HistoryRange } from './history.repository.ts';
import { findRangeFingerprint, findStopPoints } from './stop-points.repository.ts';

/** Ranges remembered: a map view asks for the same tracker and range again on every refresh and date flip. */
export const STOP_CACHE_ENTRIES = 200;

/** Stops worked out for one range, with the fingerprint of the positions they came from. */
interface KnownStops {
  fingerprint: string;
  stops: DetectedStop[];
}

/**
 * Stops per tracker and range (spec 1 §3: cached per tracker id and from/to dates), in memory. An entry carries
 * the range's fingerprint (count and newest fix time of its stored positions), which one index scan gives, so a
 * range still receiving positions (one that includes now, or a back-fill into the past) is worked out again
 * instead of served stale, while a settled range costs only that scan. A range seen for the first time skips the
 * scan: the read of its points gives the fingerprint.
 */
export class StopCache {
  private readonly stops = new LruMap<string, KnownStops>(STOP_CACHE_ENTRIES);

  constructor(private readonly database: Database) {}

  async stopsOf(deviceId: number, range: HistoryRange): Promise<DetectedStop[]> {
    const key = `${deviceId}|${range.from.getTime()}|${range.to.getTime()}`;
    const known = this.stops.get(key);
    if (known && known.fingerprint === (await findRangeFingerprint(this.database, deviceId, range))) {
      return known.stops;
    }
    const { track, fingerprint } = await findStopPoints(this.database, deviceId, range);
    const found = detectStopsInTrack(track);
    this.stops.set(key, { fingerprint, stops: found });
    return found;
  }

  get size(): number {
    return this.stops.size;
  }
}
