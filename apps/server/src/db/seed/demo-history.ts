import {
  demoTrackerSpec,
  HISTORY_CADENCE,
  reportsBetween,
  TrackerLife,
  type ModelType,
  type SimulatedReport,
} from '@lodestar/simulator';
import { OfflineGeocoder } from '../../integrations/geocoder/offline-geocoder.ts';
import type { TrackerReport } from '../../modules/positions/new-position.ts';
import { storeHistory } from '../../modules/positions/position-history-writer.ts';
import type { Database, Db } from '../database.ts';
import { DEMO_MODELS } from './demo-catalog.ts';
import { acmeFleet, riveraFleet, type DemoTracker } from './demo-fleet.ts';
import { historyWindow } from './demo-history-window.ts';
import { parkedDaysBySerial } from './demo-parking.ts';
import { demoSubscription, type DemoSubscriptionFields } from './demo-subscription.ts';
import type { DemoIds } from './demo-ids.ts';

/** A demo tracker as the history seeding needs it. */
export interface HistoryTracker {
  deviceId: number;
  accountId: number;
  serial: string;
  modelType: ModelType;
  subscription: DemoSubscriptionFields;
  /** Days parked before `now`, for the demo's parked trackers. */
  parkedDays?: number;
}

/** A simulated report in the form the server's decoders produce. */
export function toTrackerReport(report: SimulatedReport): TrackerReport {
  return {
    fixTime: report.time,
    latitude: report.lat,
    longitude: report.lon,
    speedMps: report.speedMps,
    course: report.course,
    altitude: null,
    accuracy: report.accuracy,
    hdop: null,
    battery: report.battery,
    charging: report.charging,
    valid: true,
    fix: report.fix,
    sos: report.sos,
    temperatureC: report.temperatureC,
    humidity: report.humidity,
    attributes: {},
  };
}

/** The gazetteer is loaded once; the history seeding and its background part share it. */
let sharedGeocoder: OfflineGeocoder | undefined;

/**
 * Addresses from the bundled gazetteer, whatever GEOCODER says: seeding never waits on a remote provider. The
 * gazetteer names the nearest town, so fixes within about a kilometre share one lookup.
 */
export function seedAddresses(): (lat: number, lon: number) => string | null {
  sharedGeocoder ??= new OfflineGeocoder();
  const geocoder = sharedGeocoder;
  const addresses = new Map<string, string | null>();
  return (lat, lon) => {
    const key = `${lat.toFixed(2)},${lon.toFixed(2)}`;
    if (!addresses.has(key)) addresses.set(key, geocoder.reverseNow(lat, lon));
    return addresses.get(key)!;
  };
}

/** What a stretch of a demo tracker's simulated life needs. */
export interface HistoryStretch {
  deviceId: number;
  serial: string;
  modelType: ModelType;
  parkedSince: Date | null;
  from: number;
  to: number;
}

/**
 * Writes one stretch of a demo tracker's simulated life through the bulk history writer. Stretches may be
 * written in any order: repeats are stored once, and older ones leave the current position alone.
 */
export async function writeHistoryStretch(
  db: Db,
  stretch: HistoryStretch,
  addressOf: (lat: number, lon: number) => string | null,
): Promise<number> {
  if (stretch.to <= stretch.from) return 0;
  const spec = demoTrackerSpec(stretch.serial) ?? { serial: stretch.serial, modelType: stretch.modelType };
  const life = new TrackerLife({
    ...spec,
    modelType: stretch.modelType,
    parkedSince: stretch.parkedSince ?? undefined,
  });
  const reports = reportsBetween(life, stretch.from, stretch.to, HISTORY_CADENCE[stretch.modelType]);
  const result = await storeHistory(db, stretch.deviceId, [...reports].map(toTrackerReport), { addressOf });
  return result.stored;
}

/**
 * A few weeks of positions for the demo fleet, from the same simulated lives the live simulator continues, so
 * the history and stops screens have real journeys on first start. Written through the bulk history writer
 * (positions, current position, movement state), not over HTTP, all at once (the server's first start writes
 * the same in two parts instead: demo-history-backlog.ts).
 */
export async function seedDemoHistory(
  database: Database,
  trackers: HistoryTracker[],
  now: number,
): Promise<{ positions: number }> {
  const addressOf = seedAddresses();
  let positions = 0;
  for (const tracker of trackers) {
    const window = historyWindow(tracker.subscription, tracker.parkedDays, now);
    if (!window) continue;
    positions += await writeHistoryStretch(database.db, { ...tracker, ...window }, addressOf);
  }
  return { positions };
}

/** The demo trackers with what their history depends on: model, subscription, days parked. */
export function demoHistoryTrackers(ids: DemoIds, today: Date): HistoryTracker[] {
  const parked = parkedDaysBySerial();
  const fleets: [DemoTracker[], number[], number][] = [
    [acmeFleet(), ids.devices.acme, ids.accounts.acme],
    [riveraFleet(), ids.devices.rivera, ids.accounts.rivera],
  ];
  return fleets.flatMap(([fleet, deviceIds, accountId]) =>
    fleet.map((t, i) => ({
      deviceId: deviceIds[i]!,
      accountId,
      serial: t.serial,
      modelType: DEMO_MODELS[t.model].deviceType as HistoryTracker['modelType'],
      // the same subscription insertFleet stored
      subscription: demoSubscription(t.status, i, DEMO_MODELS[t.model].monthlyPrice, today),
      parkedDays: parked.get(t.serial),
    })),
  );
}
