import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../../modules/session/sign-in.test-helper.ts';
import { osmandQuery, trackerReport } from '../../ingest/ingest.test-helper.ts';
import { storeHistory } from '../../modules/positions/position-history-writer.ts';
import { dwellGeofence, dwellGet, visit } from '../../modules/dwell/dwell.test-helper.ts';
import { geofences, geofenceVisits } from '../schema/index.ts';
import { acmeFleet } from './demo-fleet.ts';
import { ACME_GEOFENCES } from './demo-geofences.ts';
import { replayGeofenceVisits } from './demo-visits.ts';
import { stageDemoDwellColours } from './demo-dwell-colours.ts';

const MIN = 60_000;
const depot = ACME_GEOFENCES.find((g) => g.name === 'Cicero Depot')!;
// Cicero Depot is a 900 m circle: its centre is well inside, 5 km north is well outside
const CENTRE = { latitude: depot.latitude, longitude: depot.longitude };
const AWAY = { latitude: depot.latitude + 0.045, longitude: depot.longitude };

describe('geofence visits replayed over history written in bulk', () => {
  let t: TestApp;
  let token: string;
  let acme: number;
  let cicero: number;
  const truck = acmeFleet().findIndex((f) => f.status === 'active');
  let deviceId: number;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MIN);

  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app, 'admin@acme.test');
    acme = t.demo.accounts.acme;
    deviceId = t.demo.devices.acme[truck]!;
    const [row] = await t.database.db
      .select({ id: geofences.id })
      .from(geofences)
      .where(eq(geofences.name, 'Cicero Depot'));
    cicero = row!.id;
    // a constructed history in the same bulk writer the demo uses: in, out, a coarse cell fix at the centre whose
    // 2 km circle straddles the edge (enters nothing), in again, a coarse fix (leaves nothing), still inside
    await storeHistory(t.database.db, deviceId, [
      trackerReport({ fixTime: at(600), ...AWAY, accuracy: 5 }),
      trackerReport({ fixTime: at(500), ...CENTRE, accuracy: 5 }),
      trackerReport({ fixTime: at(450), ...CENTRE, accuracy: 5 }),
      trackerReport({ fixTime: at(400), ...AWAY, accuracy: 5 }),
      trackerReport({ fixTime: at(300), ...CENTRE, accuracy: 2_000, fix: 'cell' }),
      trackerReport({ fixTime: at(200), ...CENTRE, accuracy: 5 }),
      trackerReport({ fixTime: at(100), ...AWAY, accuracy: 6_000, fix: 'cell' }),
      trackerReport({ fixTime: at(60), ...CENTRE, accuracy: 5 }),
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  const visits = () =>
    t.database.db
      .select({ enteredAt: geofenceVisits.enteredAt, exitedAt: geofenceVisits.exitedAt })
      .from(geofenceVisits)
      .where(eq(geofenceVisits.deviceId, deviceId))
      .orderBy(asc(geofenceVisits.enteredAt));

  it('writes a closed visit for a stay that ended and an open one for the tracker still inside', async () => {
    expect(
      await replayGeofenceVisits(t.database.db, [{ deviceId, accountId: acme, until: new Date(now) }]),
    ).toBe(2);
    expect(await visits()).toEqual([
      { enteredAt: at(500), exitedAt: at(400) },
      { enteredAt: at(200), exitedAt: null },
    ]);
    // the dwell dashboard sees the tracker inside since its last entry
    const res = await dwellGet(t, acme, `/dwell/geofences/${cicero}/devices`, token);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((d: { device: { id: number }; entered_at: string }) => [d.device.id, d.entered_at]),
    ).toEqual([[deviceId, at(200).toISOString()]]);
  });

  it('writes nothing twice when run again (a resumed seed)', async () => {
    expect(
      await replayGeofenceVisits(t.database.db, [{ deviceId, accountId: acme, until: new Date(now) }]),
    ).toBe(0);
    expect(await visits()).toHaveLength(2);
  });

  it('leaves the open visit for the live detector to continue from', async () => {
    const query = osmandQuery({
      id: acmeFleet()[truck]!.serial,
      lat: AWAY.latitude,
      lon: AWAY.longitude,
      timestamp: Math.floor(Date.now() / 1000),
      accuracy: 5,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` })).statusCode).toBe(200);
    await t.app.services.geofenceDetector.idle();
    const [, last] = await visits();
    expect(last!.enteredAt).toEqual(at(200));
    expect(last!.exitedAt).not.toBeNull();
  });

  it('gives the demo a yellow row when its history left none, keeping green and red', async () => {
    const red = await dwellGeofence(t, acme, 'Dwell Red', { allowableDwellDays: 1 });
    const fits = await dwellGeofence(t, acme, 'Dwell Fits', { allowableDwellDays: 1 });
    // 1.2 days against 1 is red and no whole allowance makes it yellow; 1.7 days against 2 is 85%
    await visit(t, acme, red, deviceId, 3, 1.8);
    await visit(t, acme, fits, deviceId, 3, 1.3);
    expect(await stageDemoDwellColours(t.database.db, acme)).toBe(fits);
    const res = await dwellGet(t, acme, '/dwell/geofences?per_page=200', token);
    const shares = new Map(
      res
        .json()
        .data.map((g: { id: number; average_dwell_time_percentage: number }) => [
          g.id,
          g.average_dwell_time_percentage,
        ]),
    );
    expect(shares.get(fits)).toBeCloseTo(85, 0);
    expect(shares.get(red)).toBeGreaterThan(100);
    // with a yellow row there, a second run changes nothing
    expect(await stageDemoDwellColours(t.database.db, acme)).toBeNull();
  });
});
