import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { replayTrackerEvents } from '../events/event-replay.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { recordingHandler, report, serialOf } from './dispatch.test-helper.ts';

let t: TestApp;
const recorder = recordingHandler();

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.eventDispatch.register('test-recorder', recorder.handler);
}, 60_000);
afterAll(() => t.close());

const undispatched = async () =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from device_events where not dispatched`,
    )
  )[0]!.n;

describe('event dispatch', () => {
  it('hands an SOS stored by ingest to every handler once, with its tracker', async () => {
    const truck = t.demo.devices.acme[0]!;
    const serial = await serialOf(t.database, truck);
    await report(t.app, serial, 10);
    await report(t.app, serial, 9, { alarm: 'sos' });
    await t.app.services.eventDispatch.drain();
    await t.app.services.eventDispatch.drain();
    const sos = recorder.seen.filter((e) => e.deviceId === truck && e.eventType === 'sos');
    expect(sos).toHaveLength(1);
    expect(sos[0]).toMatchObject({
      accountId: t.demo.accounts.acme,
      serial,
      geofenceId: null,
      shipmentId: null,
    });
    expect(sos[0]!.positionId).toEqual(expect.any(Number));
    expect(await undispatched()).toBe(0);
  }, 30_000);

  it("gives a geofence event its geofence's id", async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/geofences`,
      headers: bearer(admin),
      payload: {
        name: 'Dispatch Yard',
        address: 'Farm road, KS',
        shape: { type: 'circle', lat: 37.4, lng: -101.7, radius: 400 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const geofenceId = created.json().data.id;
    const serial = await serialOf(t.database, t.demo.devices.acme[1]!);
    await report(t.app, serial, 6, { lat: 38, lon: -101 });
    await report(t.app, serial, 5, { lat: 37.4, lon: -101.7 });
    await t.app.services.eventDispatch.drain();
    const entered = recorder.seen.find((e) => e.serial === serial && e.eventType === 'geofence_enter');
    expect(entered?.geofenceId).toBe(geofenceId);
  }, 30_000);

  it('skips an event a handler fails on and still hands the others on', async () => {
    const failing: number[] = [];
    const stop = t.app.services.eventDispatch.register('test-buggy', async (_tx, events) => {
      if (events.some((e) => e.eventType === 'low_battery')) {
        failing.push(...events.map((e) => e.id));
        throw new Error('handler bug');
      }
    });
    try {
      const serial = await serialOf(t.database, t.demo.devices.acme[2]!);
      const before = recorder.seen.length;
      await t.app.services.eventDispatch.stop();
      await report(t.app, serial, 4, { batt: 5 });
      await report(t.app, serial, 3, { alarm: 'sos' });
      await t.app.services.eventDispatch.drain();
      const handed = recorder.seen
        .slice(before)
        .filter((e) => e.serial === serial)
        .map((e) => e.eventType);
      expect(handed.sort()).toEqual(['low_battery', 'sos']);
      expect(failing.length).toBeGreaterThan(0);
      expect(await undispatched()).toBe(0);
    } finally {
      stop();
      t.app.services.eventDispatch.start();
    }
  }, 30_000);

  it('dispatches events stored while no instance ran, once the next one starts', async () => {
    await t.app.services.eventDispatch.stop();
    const serial = await serialOf(t.database, t.demo.devices.acme[3]!);
    await report(t.app, serial, 10);
    await report(t.app, serial, 9, { alarm: 'sos' });
    expect(await undispatched()).toBe(1);
    // a restart: another app on the same database, whose dispatcher finds the waiting event by polling
    const next = await buildApp({ config: t.config, database: t.database, logger: false });
    const after = recordingHandler();
    next.services.eventDispatch.register('test-recorder', after.handler);
    await next.ready();
    try {
      await next.services.eventDispatch.drain();
      expect(after.seen.map((e) => [e.serial, e.eventType])).toEqual([[serial, 'sos']]);
      expect(await undispatched()).toBe(0);
    } finally {
      await next.close();
      t.app.services.eventDispatch.start();
    }
  }, 60_000);

  it('never dispatches replayed history', async () => {
    const deviceId = t.demo.devices.acme[4]!;
    const serial = await serialOf(t.database, deviceId);
    await report(t.app, serial, 30);
    await report(t.app, serial, 29, { alarm: 'sos' });
    await report(t.app, serial, 28);
    await report(t.app, serial, 27, { alarm: 'sos' });
    await t.app.services.eventDispatch.drain();
    const handed = () => recorder.seen.filter((e) => e.deviceId === deviceId).length;
    expect(handed()).toBe(2);
    // the history written again, as the demo replay writes it
    await t.database.db.execute(sql`delete from device_events where device_id = ${deviceId}`);
    expect(await replayTrackerEvents(t.database.db, t.demo.accounts.acme, deviceId)).toBe(2);
    await t.app.services.eventDispatch.drain();
    expect(handed()).toBe(2);
    expect(await undispatched()).toBe(0);
  }, 30_000);
});
