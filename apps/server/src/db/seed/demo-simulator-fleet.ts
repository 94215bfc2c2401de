import { eq, inArray } from 'drizzle-orm';
import { demoTrackerSpec, isModelType, type BleAnchor, type TrackerSpec } from '@lodestar/simulator';
import type { Database } from '../database.ts';
import { anchors, devices, models, subscriptions } from '../schema/index.ts';
import { acmeFleet, riveraFleet } from './demo-fleet.ts';
import { parkedDaysBySerial } from './demo-parking.ts';

/**
 * The demo trackers the in-process simulator should drive (`startDemoSimulator({ trackers })`): demo serials
 * whose newest subscription is active, less the parked ones, so pending, cancelled and parked trackers keep
 * their stale colours. Trackers people add themselves are never simulated. Read from the database, so a demo
 * tracker cancelled or deleted in the app stops reporting from the next start.
 */
export async function demoSimulatorFleet(database: Database): Promise<TrackerSpec[]> {
  const parked = parkedDaysBySerial();
  const serials = [...acmeFleet(), ...riveraFleet()].map((t) => t.serial);
  const rows = await database.db
    .select({
      serial: devices.serial,
      deviceType: models.deviceType,
      subscriptionId: subscriptions.id,
      createdAt: subscriptions.createdAt,
      status: subscriptions.status,
    })
    .from(devices)
    .innerJoin(models, eq(models.id, devices.modelId))
    .innerJoin(subscriptions, eq(subscriptions.deviceId, devices.id))
    .where(inArray(devices.serial, serials));
  // the tracker's current subscription as the app reads it: the newest made, then the highest id (the demo's
  // billing history adds older subscriptions after the current ones, so the id alone would pick a cancelled one)
  const newer = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.createdAt.getTime() - b.createdAt.getTime() || a.subscriptionId - b.subscriptionId;
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = newest.get(row.serial);
    if (!seen || newer(row, seen) > 0) newest.set(row.serial, row);
  }
  return [...newest.values()]
    .filter((row) => row.status === 'active' && !parked.has(row.serial) && isModelType(row.deviceType))
    .sort((a, b) => a.serial.localeCompare(b.serial))
    .flatMap((row) => {
      const spec = demoTrackerSpec(row.serial);
      // the model in the database wins, should someone have changed it in the app
      return spec ? [{ ...spec, modelType: row.deviceType as TrackerSpec['modelType'] }] : [];
    });
}

/**
 * The BLE anchors of the accounts the demo trackers belong to, for the in-process simulator: its pallet tags
 * standing near one report it (`fix=ble&anchor=<serial>`). Read from the database, so an anchor moved or added in
 * the app is the one the tags see from the next start.
 */
export async function demoSimulatorAnchors(database: Database): Promise<BleAnchor[]> {
  const serials = [...acmeFleet(), ...riveraFleet()].map((t) => t.serial);
  const demoAccounts = database.db
    .selectDistinct({ accountId: devices.accountId })
    .from(devices)
    .where(inArray(devices.serial, serials));
  return database.db
    .select({ serial: anchors.serial, lat: anchors.latitude, lon: anchors.longitude })
    .from(anchors)
    .where(inArray(anchors.accountId, demoAccounts))
    .orderBy(anchors.serial);
}
