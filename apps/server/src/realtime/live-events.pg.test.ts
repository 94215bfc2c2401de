import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TrackerEvent } from '@lodestar/contracts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { osmandQuery, unixMinutesAgo } from '../ingest/ingest.test-helper.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openSocket, quietPeriod, socketUrl, type TestSocket } from './socket.test-helper.ts';

// Tracker events detected on instance A reach sockets on instance B through LISTEN/NOTIFY (decision 0040).
// PostgreSQL only (*.pg.test.ts).
describe('tracker events across two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let adminToken: string;
  let adminOnB: TestSocket;
  let driverOnB: TestSocket;

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    adminToken = await signIn(a.app, 'admin@acme.test');
    const url = await socketUrl(b);
    adminOnB = await openSocket(url, bearer(adminToken));
    driverOnB = await openSocket(url, bearer(await signIn(a.app, 'driver@acme.test')));
  }, 60_000);
  afterAll(async () => {
    adminOnB?.ws.close();
    driverOnB?.ws.close();
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  /** One OsmAnd report to instance A, then waits until A has detected and announced its events. */
  async function reportOnA(serial: string, minutesAgo: number, params: Record<string, string | number>) {
    const query = osmandQuery({ id: serial, timestamp: unixMinutesAgo(minutesAgo), accuracy: 5, ...params });
    const res = await a.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    await a.app.services.trackerEvents.idle();
    await a.app.services.geofenceDetector.idle();
    await a.app.services.liveEvents.idle();
  }

  const serialOf = async (deviceId: number): Promise<string> =>
    (await a.app.inject({ url: `/api/devices/${deviceId}`, headers: bearer(adminToken) })).json().data.serial;

  const newestListed = async (deviceId: number): Promise<TrackerEvent> =>
    (await a.app.inject({ url: `/api/devices/${deviceId}/events`, headers: bearer(adminToken) })).json()
      .data[0];

  it("delivers an SOS and a geofence entry detected on A to the admin's socket on B, filtered by access there", async () => {
    const truck = a.demo.devices.acme.find((id) => !a.demo.devices.driver.includes(id))!;
    const serial = await serialOf(truck);
    await reportOnA(serial, 10, { lat: 41.88, lon: -87.63 });
    await reportOnA(serial, 9, { lat: 41.88, lon: -87.63, alarm: 'sos' });
    const sos = await adminOnB.next('events', 10_000);
    expect(sos.events).toEqual([await newestListed(truck)]);
    expect(sos.events[0]).toMatchObject({ device_id: truck, event_type: 'sos' });

    const centre = { lat: 37.4, lng: -101.7 };
    const created = await a.app.inject({
      method: 'POST',
      url: `/api/accounts/${a.demo.accounts.acme}/geofences`,
      headers: bearer(adminToken),
      payload: {
        name: 'Yard B',
        address: 'Farm road, KS',
        shape: { type: 'circle', lat: centre.lat, lng: centre.lng, radius: 400 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await reportOnA(serial, 5, { lat: centre.lat, lon: centre.lng });
    const deadline = Date.now() + 10_000;
    let entry: TrackerEvent | undefined;
    while (!entry && Date.now() < deadline) {
      const { events } = await adminOnB.next('events', 10_000);
      entry = events.find((e) => e.event_type === 'geofence_enter' && e.device_id === truck);
    }
    expect(entry).toEqual(await newestListed(truck));
    expect(entry?.description).toBe('Entered geofence Yard B');

    // the driver was not given this tracker: nothing for them on B
    await quietPeriod();
    expect(driverOnB.messages.filter((m) => m.type === 'events')).toEqual([]);
  });
});
