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
import type { Database } from '../database.ts';
import { DEMO_MODELS } from './demo-catalog.ts';
import { acmeFleet, riveraFleet, type DemoTracker } from './demo-fleet.ts';
import { historyWindow } from './demo-history-window.ts';
import { parkedDaysBySerial } from './demo-parking.ts';
import { demoSubscription, type DemoSubscriptionFields } from './demo-subscription.ts';
import type { DemoIds } from './seed-demo.ts';

/** A demo tracker as the history seeding needs it. */
export interface HistoryTracker {
  deviceId: number;
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

/**
 * A few weeks of positions for the demo fleet, from the same simulated lives the live simulator continues, so
 * the history and stops screens have real journeys on first start. Written through the bulk history writer
 * (positions, current position, movement state), not over HTTP. Addresses come from the bundled gazetteer,
 * whatever GEOCODER says: seeding never waits on a remote provider.
 */
export async function seedDemoHistory(
  database: Database,
  trackers: HistoryTracker[],
  now: number,
): Promise<{ positions: number }> {
  const geocoder = new OfflineGeocoder();
  const addresses = new Map<string, string | null>();
  // the gazetteer names the nearest town, so fixes within about a kilometre share one lookup
  const addressOf = (lat: number, lon: number) => {
    const key = `${lat.toFixed(2)},${lon.toFixed(2)}`;
    if (!addresses.has(key)) addresses.set(key, geocoder.reverseNow(lat, lon));
    return addresses.get(key)!;
  };
  let positions = 0;
  for (const tracker of trackers) {
    const window = historyWindow(tracker.subscription, tracker.parkedDays, now);
    if (!window) continue;
    const spec = demoTrackerSpec(tracker.serial) ?? { serial: tracker.serial, modelType: tracker.modelType };
    const life = new TrackerLife({
      ...spec,
      modelType: tracker.modelType,
      parkedSince: window.parkedSince ?? undefined,
    });
    const reports = reportsBetween(life, window.from, window.to, HISTORY_CADENCE[tracker.modelType]);
    const result = await storeHistory(database.db, tracker.deviceId, [...reports].map(toTrackerReport), {
      addressOf,
    });
    positions += result.stored;
  }
  return { positions };
}

/** The demo trackers with what their history depends on: model, subscription, days parked. */
export function demoHistoryTrackers(ids: DemoIds, today: Date): HistoryTracker[] {
  const parked = parkedDaysBySerial();
  const fleets: [DemoTracker[], number[]][] = [
    [acmeFleet(), ids.devices.acme],
    [riveraFleet(), ids.devices.rivera],
  ];
  return fleets.flatMap(([fleet, deviceIds]) =>
    fleet.map((t, i) => ({
      deviceId: deviceIds[i]!,
      serial: t.serial,
      modelType: DEMO_MODELS[t.model].deviceType as HistoryTracker['modelType'],
      // the same subscription insertFleet stored
      subscription: demoSubscription(t.status, i, DEMO_MODELS[t.model].monthlyPrice, today),
      parkedDays: parked.get(t.serial),
    })),
  );
}
