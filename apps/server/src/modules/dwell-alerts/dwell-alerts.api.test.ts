import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { serialOf } from '../alerts/dispatch.test-helper.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import { closeVisit, createDwellGeofence, dwellEventsOf, openVisit } from './dwell-alerts.test-helper.ts';

let t: TestApp;
let admin: string;
let acme: number;
let trackers: number[];
let next = 0;
const tracker = () => trackers[next++]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  acme = t.demo.accounts.acme;
  trackers = [...t.demo.devices.acme].sort((a, b) => a - b);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const sweep = () => t.app.services.dwellAlerts.sweep();
const db = () => t.database.db;
const geofence = (name: string, fields: Record<string, unknown>) =>
  createDwellGeofence(t.app, admin, acme, name, fields).then((g) => g.id);

describe('dwell_exceeded', () => {
  it('is raised once for a visit past its allowance, however often the job runs; a new visit may cross again', async () => {
    const yard = await geofence('Overstay Yard', { allowable_dwell_days: 2 });
    const [long, short, gone] = [tracker(), tracker(), tracker()];
    const stay = await openVisit(db(), yard, long, 2.5);
    await openVisit(db(), yard, short, 1.5);
    // left after five days, before any job ran: only trackers still inside overstay
    await closeVisit(db(), await openVisit(db(), yard, gone, 5));
    await sweep();
    await sweep();
    const first = await dwellEventsOf(db(), yard);
    expect(first).toEqual([
      {
        id: expect.any(Number),
        type: 'dwell_exceeded',
        deviceId: long,
        description: 'Stayed in Overstay Yard longer than the 2 days allowed',
      },
    ]);

    // it leaves and comes back: the new visit is young, nothing; once it too is past the allowance, once more
    await closeVisit(db(), stay);
    const again = await openVisit(db(), yard, long, 0.5);
    await sweep();
    expect(await dwellEventsOf(db(), yard)).toHaveLength(1);
    await db().execute(
      sql`update geofence_visits set entered_at = now() - interval '3 days' where id = ${again}`,
    );
    await sweep();
    await sweep();
    expect((await dwellEventsOf(db(), yard)).map((e) => [e.type, e.deviceId])).toEqual([
      ['dwell_exceeded', long],
      ['dwell_exceeded', long],
    ]);
  });

  it('needs an allowance (none or 0 raises nothing) and a tracker still in the account', async () => {
    const none = await geofence('No Allowance', {});
    const zero = await geofence('Zero Allowance', { allowable_dwell_days: 0 });
    const limited = await geofence('Moved Away Yard', { allowable_dwell_days: 1 });
    const [a, moved] = [tracker(), tracker()];
    await openVisit(db(), none, a, 30);
    await openVisit(db(), zero, a, 30);
    await openVisit(db(), limited, moved, 30);
    await db().execute(sql`update devices set account_id = ${t.demo.accounts.rivera} where id = ${moved}`);
    try {
      await sweep();
      for (const id of [none, zero, limited]) expect(await dwellEventsOf(db(), id)).toEqual([]);
    } finally {
      await db().execute(sql`update devices set account_id = ${acme} where id = ${moved}`);
    }
    // back in the account, its visit overstays after all
    await sweep();
    expect((await dwellEventsOf(db(), limited)).map((e) => e.deviceId)).toEqual([moved]);
  });
});

describe('asset counts', () => {
  it('raises above and below once per crossing, and again only after the count came back in range', async () => {
    const depot = await geofence('Count Depot', { min_assets: 2, max_assets: 3 });
    const [a, b, c, d] = [tracker(), tracker(), tracker(), tracker()];
    await openVisit(db(), depot, a, 1);
    const vb = await openVisit(db(), depot, b, 0.9);
    await sweep();
    expect(await dwellEventsOf(db(), depot)).toEqual([]);

    await openVisit(db(), depot, c, 0.5);
    const vd = await openVisit(db(), depot, d, 0.1);
    await sweep();
    await sweep();
    expect(await dwellEventsOf(db(), depot)).toEqual([
      {
        id: expect.any(Number),
        type: 'assets_above_max',
        // the last one in tipped it over
        deviceId: d,
        description: 'Count Depot has 4 trackers inside, more than its maximum of 3',
      },
    ]);

    // back to 3 (in range), then 4 again: a second crossing
    await closeVisit(db(), vd);
    await sweep();
    await openVisit(db(), depot, d, 0);
    await sweep();
    expect((await dwellEventsOf(db(), depot)).map((e) => e.type)).toEqual([
      'assets_above_max',
      'assets_above_max',
    ]);

    // down to 2 (in range), then 1: below, on the tracker whose exit crossed it
    await db().execute(
      sql`update geofence_visits set exited_at = now() where geofence_id = ${depot} and exited_at is null
        and device_id in (${c}, ${d})`,
    );
    await sweep();
    await closeVisit(db(), vb);
    await sweep();
    await sweep();
    expect((await dwellEventsOf(db(), depot)).slice(2)).toEqual([
      {
        id: expect.any(Number),
        type: 'assets_below_min',
        deviceId: b,
        description: 'Count Depot has 1 tracker inside, fewer than its minimum of 2',
      },
    ]);
  });

  it('counts a tracker moved to another account or deleted as gone', async () => {
    const dock = await geofence('Move Dock', { min_assets: 2 });
    const [stays, moves] = [tracker(), tracker()];
    await openVisit(db(), dock, stays, 1);
    await openVisit(db(), dock, moves, 1);
    await sweep();
    await db().execute(sql`update devices set account_id = ${t.demo.accounts.rivera} where id = ${moves}`);
    try {
      await sweep();
      expect((await dwellEventsOf(db(), dock)).map((e) => [e.type, e.deviceId])).toEqual([
        ['assets_below_min', stays],
      ]);
    } finally {
      await db().execute(sql`update devices set account_id = ${acme} where id = ${moves}`);
    }
  });

  it('judges at once the geofence a fix entered, on the tracker that entered (no sweep)', async () => {
    const gate = await createDwellGeofence(t.app, admin, acme, 'Full Gate', { max_assets: 0 });
    const id = tracker();
    const serial = await serialOf(t.database, id);
    const query = osmandQuery({
      id: serial,
      timestamp: unixMinutesAgo(1),
      lat: gate.lat,
      lon: gate.lng,
      accuracy: 5,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.geofenceDetector.idle();
    await t.app.services.dwellAlerts.idle();
    expect((await dwellEventsOf(db(), gate.id)).map((e) => [e.type, e.deviceId, e.description])).toEqual([
      ['assets_above_max', id, 'Full Gate has 1 tracker inside, more than its maximum of 0'],
    ]);
  });

  it('forgets a state once the limits are removed, so limits set again start in range', async () => {
    const lot = await geofence('Forget Lot', { max_assets: 0 });
    await openVisit(db(), lot, tracker(), 1);
    await sweep();
    expect(await dwellEventsOf(db(), lot)).toHaveLength(1);
    const setMax = async (max_assets: number | null) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${acme}/geofences/${lot}`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { max_assets },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setMax(null);
    await sweep();
    await setMax(0);
    await sweep();
    expect(await dwellEventsOf(db(), lot)).toHaveLength(2);
  });
});
