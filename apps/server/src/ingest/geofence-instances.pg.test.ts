import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { deviceEvents, devices } from '../db/schema/index.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { osmandQuery } from './ingest.test-helper.ts';

// Two API instances on one PostgreSQL database: a geofence created through A reaches B's detection index (B
// built its index of the account before), through NOTIFY on the geofences channel.
describe('geofence changes reach every instance (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('detects on instance B a geofence created through instance A', async () => {
    const [tracker] = await a.database.db
      .select({ id: devices.id, serial: devices.serial })
      .from(devices)
      .where(inArray(devices.id, a.demo.devices.acme))
      .orderBy(asc(devices.id));
    const centre = { lat: 39.3, lng: -100.2 };
    let second = Math.floor(Date.now() / 1000) - 3_600;
    const reportToB = async (lat: number) => {
      const query = osmandQuery({
        id: tracker!.serial,
        lat,
        lon: centre.lng,
        timestamp: ++second,
        accuracy: 5,
      });
      const res = await b.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
      expect(res.statusCode).toBe(200);
      await b.services.geofenceDetector.idle();
    };
    // B reads the account's geofences (none here yet) with this fix, and keeps its index
    await reportToB(centre.lat + 0.1);
    expect(b.services.geofences.peek(a.demo.accounts.acme)).toBeDefined();

    const admin = await signIn(a.app, 'admin@acme.test');
    const created = await a.app.inject({
      method: 'POST',
      url: `/api/accounts/${a.demo.accounts.acme}/geofences`,
      headers: bearer(admin),
      payload: {
        name: 'Made on A',
        address: 'Somewhere, KS',
        shape: { type: 'circle', lat: centre.lat, lng: centre.lng, radius: 300 },
      },
    });
    expect(created.statusCode).toBe(201);
    // B hears the change and reads the account's geofences again for its next fix
    await expect
      .poll(() => b.services.geofences.peek(a.demo.accounts.acme), { timeout: 5_000 })
      .toBeUndefined();
    await reportToB(centre.lat);
    const events = await a.database.db
      .select({ type: deviceEvents.eventType, description: deviceEvents.description })
      .from(deviceEvents)
      .where(eq(deviceEvents.deviceId, tracker!.id));
    expect(events).toEqual([{ type: 'geofence_enter', description: 'Entered geofence Made on A' }]);
  }, 30_000);
});
