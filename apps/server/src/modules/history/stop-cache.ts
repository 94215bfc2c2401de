import { detectStopsInTrack, summariseTrack, type DetectedStop, type TrackSummary } from '@lodestar/domain';
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
  /** The range's distance, moving and parked time, worked out from the same read (reports). */
  summary: TrackSummary;
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
    return (await this.stopsAndSummaryOf(deviceId, range)).stops;
  }

  /** The stops and the movement summary of a range (one read of its points serves both). */
  async stopsAndSummaryOf(deviceId: number, range: HistoryRange): Promise<KnownStops> {
    const key = `${deviceId}|${range.from.getTime()}|${range.to.getTime()}`;
    const known = this.stops.get(key);
    if (known && known.fingerprint === (await findRangeFingerprint(this.database, deviceId, range))) {
      return known;
    }
    const { track, fingerprint } = await findStopPoints(this.database, deviceId, range);
    const found = detectStopsInTrack(track);
    const entry = { fingerprint, stops: found, summary: summariseTrack(track, found) };
    this.stops.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.stops.size;
  }
}
