import { storeMinutePositions } from '../downloads/position-history.test-helper.ts';
import type { Database } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { storeHistory } from '../positions/position-history-writer.ts';
import type { TrackerReport } from '../positions/new-position.ts';
import { trackerReport } from '../../ingest/ingest.test-helper.ts';

/** The constructed day every history test reads: 2026-03-10, 14:00 UTC onwards (09:00 in New York). */
export const TRACK_START = new Date('2026-03-10T14:00:00Z');
const MINUTE = 60_000;

/** The two places the constructed track stops at, [lng, lat]. */
export const STOP_PLACES = { depot: [-87.63, 41.88], customer: [-87.63, 41.92] } as const;

const report = (minute: number, lat: number, lng: number, speedMps: number): TrackerReport =>
  trackerReport({
    fixTime: new Date(TRACK_START.getTime() + minute * MINUTE),
    latitude: lat,
    longitude: lng,
    speedMps,
    course: 0,
    altitude: 180,
    accuracy: 8,
    battery: 80,
    charging: false,
    temperatureC: 20,
    humidity: 40,
  });

/**
 * One fix a minute for 75 minutes: 10 minutes driving north to the depot, 30 minutes parked there (GPS jitter of
 * a few metres), 5 minutes driving to the customer, 25 minutes parked there, 5 minutes driving away. Two stops:
 * 14:10-14:39 at the depot and 14:45-15:09 at the customer.
 */
export function constructedTrack(): TrackerReport[] {
  const [lng, depotLat] = STOP_PLACES.depot;
  const customerLat = STOP_PLACES.customer[1];
  const jitter = (k: number) => ((k % 5) - 2) * 0.00005; // up to about 11 m
  return [
    ...Array.from({ length: 10 }, (_, k) => report(k, depotLat - 0.1 + k * 0.01, lng, 18)),
    ...Array.from({ length: 30 }, (_, k) => report(10 + k, depotLat + jitter(k), lng - jitter(k + 2), 0)),
    ...Array.from({ length: 5 }, (_, k) => report(40 + k, depotLat + 0.005 + k * 0.007, lng, 13)),
    ...Array.from({ length: 25 }, (_, k) => report(45 + k, customerLat + jitter(k), lng + jitter(k + 1), 0)),
    ...Array.from({ length: 5 }, (_, k) => report(70 + k, customerLat + 0.005 + k * 0.01, lng, 18)),
  ];
}

/** Stores the constructed track for a tracker through the history writer, as back-filled history is stored. */
export async function storeConstructedTrack(database: Database, deviceId: number) {
  return storeHistory(database.db, deviceId, constructedTrack());
}

/** Who the history tests sign in as: an Acme admin, Acme's driver (devices role) and Rivera's admin. */
export type HistoryTokens = Record<'admin' | 'driver' | 'maria', string>;

/**
 * The demo app every history API test starts from: the three sign-ins, the driver's van carrying the constructed
 * track, an Acme truck the driver may not see, and a tracker of another account.
 */
export async function openHistoryTestApp(): Promise<{
  t: TestApp;
  tokens: HistoryTokens;
  vanId: number;
  truckId: number;
  riveraCar: number;
}> {
  const t = await createTestApp();
  const tokens: HistoryTokens = {
    admin: await signIn(t.app, 'admin@acme.test'),
    driver: await signIn(t.app, 'driver@acme.test'),
    maria: await signIn(t.app, 'maria@rivera.test'),
  };
  const [vanId] = t.demo.devices.driver as [number];
  const truckId = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  const [riveraCar] = t.demo.devices.rivera as [number];
  await storeConstructedTrack(t.database, vanId);
  return { t, tokens, vanId, truckId, riveraCar };
}

/** The day of the constructed track, as a history query. */
export const TRACK_DAY_QUERY = 'date_from=2026-03-10T00:00:00Z&date_to=2026-03-10T23:59:59Z';

/** A month of one-minute history (12,000 fixes) that path reads take in several batches. */
export const LONG_RANGE = { from: new Date('2026-02-01T00:00:00Z'), to: new Date('2026-02-28T00:00:00Z') };
/** LONG_RANGE as a history query. */
export const LONG_RANGE_QUERY = `date_from=${LONG_RANGE.from.toISOString()}&date_to=${LONG_RANGE.to.toISOString()}`;
/** The day holding the fixes a path must carry exactly (storePathEdgeCases). */
export const EDGE_CASE_DAY = 'date_from=2026-03-20T00:00:00Z&date_to=2026-03-20T23:59:59Z';
/** A place with as many digits as a double holds. */
export const FINE_PLACE = { lat: 41.12345678901234, lng: -87.9876543210123 };

/**
 * What the path formats are tested on, for one tracker: LONG_RANGE's month of fixes, and on EDGE_CASE_DAY what a
 * path must carry exactly: a fix without speed, times with milli- and microseconds, every digit of a coordinate,
 * a speed a float32 does not hold exactly.
 */
export async function storePathTestHistory(database: Database, deviceId: number): Promise<void> {
  await storeMinutePositions(database, deviceId, LONG_RANGE.from, 12_000);
  await database.query(
    `insert into positions (device_id, fix_time, latitude, longitude, speed, fix) values
       ($1, '2026-03-20T08:00:00.250Z', $2, $3, null, 'gps'),
       ($1, '2026-03-20T08:01:00.000017Z', 41.1, -87.9, 0, 'cell'),
       ($1, '2026-03-20T08:02:00Z', 41.2, -87.8, 13.7, 'gps')`,
    [deviceId, FINE_PLACE.lat, FINE_PLACE.lng],
  );
}

/**
 * GET as a signed-in user (or nobody), for a test app opened in beforeAll: `const get = getAs(() => t)`. Extra
 * headers (Accept, x-timezone) go last.
 */
export const getAs =
  (app: () => TestApp) =>
  (path: string, token?: string, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'GET', url: path, headers: { ...(token ? bearer(token) : {}), ...headers } });
