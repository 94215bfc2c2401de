import type { PositionNetwork } from '@lodestar/contracts';
import type { Geolocation, Geolocator } from '../integrations/geolocation/geolocator.ts';
import { LruMap } from '../integrations/geocoder/lru-map.ts';
import type { DecodedReport, FixType, PositionReport } from './position-report.ts';

/** Lookups remembered: cells and access points do not move, and every lookup costs money or quota. */
const CACHE_ENTRIES = 10_000;
/** At most one log line per this period for failed lookups and unplaceable reports. */
const LOG_PERIOD_MS = 60_000;

export interface PlacementLog {
  warn(details: object, message: string): void;
}

/**
 * Places reports that came without coordinates (docs/decisions/0021-reports-without-coordinates.md): at the
 * position a network geolocation service gives for the cell towers and wifi access points heard, marked
 * approximate; failing that, at the tracker's last known position, marked not valid and approximate (as
 * Traccar does); failing that, nowhere: the report is acknowledged but not stored, since it has nothing to draw.
 */
export class NetworkPlacement {
  private readonly cache = new LruMap<string, Geolocation | null>(CACHE_ENTRIES);
  private readonly loggedAt = new Map<string, number>();

  constructor(
    private readonly geolocator: Geolocator | null,
    private readonly lastLocation: (
      deviceId: number,
    ) => Promise<{ latitude: number; longitude: number } | null>,
    private readonly log: PlacementLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** The report with coordinates, or null when it cannot be placed (logged, at most once a minute). */
  async place(report: DecodedReport, deviceId: number): Promise<PositionReport | null> {
    const { network } = report;
    const fix: FixType = network?.wifiAccessPoints?.length ? 'wifi' : 'cell';
    const attributes = { ...report.attributes, approximate: true };
    const found = network && this.geolocator ? await this.lookup(network) : null;
    if (found) {
      return { ...report, ...found, valid: true, fix, attributes };
    }
    const last = await this.lastLocation(deviceId);
    if (!last) {
      this.warnOnce(
        'unplaced',
        { identifier: report.deviceIdentifier },
        'a report without coordinates could not be placed (no geolocation answer, no last known position): acknowledged, not stored',
      );
      return null;
    }
    return { ...report, ...last, accuracy: null, valid: false, fix, attributes };
  }

  private async lookup(network: PositionNetwork): Promise<Geolocation | null> {
    const key = JSON.stringify(network);
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    try {
      const found = await this.geolocator!.locate(network);
      this.cache.set(key, found);
      return found;
    } catch (err) {
      // not cached: the service may be back for the next report
      this.warnOnce('lookup', { err, geolocator: this.geolocator!.name }, 'network geolocation failed');
      return null;
    }
  }

  private warnOnce(kind: string, details: object, message: string): void {
    const now = this.now();
    const last = this.loggedAt.get(kind);
    if (last !== undefined && now - last < LOG_PERIOD_MS) return;
    this.loggedAt.set(kind, now);
    this.log.warn(details, `${message} (logged at most once a minute)`);
  }
}
