import type { PositionNetwork } from '@lodestar/contracts';
import { isLowBattery, mpsToKmh } from '@lodestar/domain';
import type { PositionReport } from '../../ingest/position-report.ts';
import type { FixGeofences } from '../geofences/geofence-index.ts';

/** A report as it will be stored, minus what the database assigns (id). Field names follow the positions table. */
export interface NewPosition {
  deviceId: number;
  fixTime: Date;
  /** When the report reached us; stored as server_time. */
  serverTime: Date;
  latitude: number;
  longitude: number;
  valid: boolean;
  fix: PositionReport['fix'];
  accuracy: number | null;
  /** Metres per second. */
  speed: number | null;
  course: number | null;
  altitude: number | null;
  /** Whole percent (the column is a smallint). */
  battery: number | null;
  charging: boolean | null;
  lowBattery: boolean;
  sos: boolean;
  overspeed: boolean;
  /** Celsius. */
  temperature: number | null;
  humidity: number | null;
  address: string | null;
  attributes: Record<string, string | number | boolean> | null;
  /** Horizontal dilution of precision (a real column, like accuracy). */
  hdop: number | null;
  /** The cell towers and wifi access points the report carried (jsonb). */
  network: PositionNetwork | null;
  /** The fix's point lies in one of its account's geofences (ingest/geofence-stage.ts); false when not judged. */
  isInsideGeofences?: boolean;
  /** What the fix says for geofence entries and exits (not stored); absent when it was not judged. */
  geofences?: FixGeofences;
}

/** A report without the identifier it arrived with: what the history writer takes. */
export type TrackerReport = Omit<PositionReport, 'deviceIdentifier'>;

export interface NewPositionOptions {
  receivedAt: Date;
  /** Speeds strictly above this are flagged overspeed (OVERSPEED_KMH). */
  overspeedKmh: number;
  address: string | null;
}

/**
 * Overspeed compares in km/h, the unit the limit is configured in, rounded to 0.01 km/h so unit-conversion
 * noise does not make exactly 120 km/h "over" 120.
 */
export function isOverspeed(speedMps: number | null, limitKmh: number): boolean {
  return speedMps !== null && Math.round(mpsToKmh(speedMps) * 100) / 100 > limitKmh;
}

/** The stored form of a decoded report for a resolved tracker, with its flags worked out (spec 1 §3 Position). */
export function newPosition(deviceId: number, report: TrackerReport, opts: NewPositionOptions): NewPosition {
  const battery = report.battery === null ? null : Math.round(report.battery);
  return {
    deviceId,
    fixTime: report.fixTime,
    serverTime: opts.receivedAt,
    latitude: report.latitude,
    longitude: report.longitude,
    valid: report.valid,
    fix: report.fix,
    accuracy: report.accuracy,
    speed: report.speedMps,
    course: report.course,
    altitude: report.altitude,
    battery,
    charging: report.charging,
    // judged on the stored whole percent, so the flag and the battery badge never disagree
    lowBattery: isLowBattery(battery),
    sos: report.sos,
    overspeed: isOverspeed(report.speedMps, opts.overspeedKmh),
    temperature: report.temperatureC,
    humidity: report.humidity,
    address: opts.address,
    attributes: Object.keys(report.attributes).length ? report.attributes : null,
    hdop: report.hdop,
    network: report.network ?? null,
  };
}
