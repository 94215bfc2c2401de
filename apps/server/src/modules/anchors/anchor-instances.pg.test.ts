import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { anchors, devices, positions } from '../../db/schema/index.ts';
import { DEMO_ANCHORS } from '../../db/seed/demo-anchors.ts';
import { osmandQuery } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { multipartFile, PNG_1X1 } from './anchors.test-helper.ts';

// Two API instances on one PostgreSQL database: an image uploaded through A is served by B (the bytes live in
// the database), and an anchor moved through A places B's next BLE fix at its new pin (NOTIFY on the anchors
// channel drops B's kept pins).
describe('anchors across instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    admin = await signIn(a.app, 'admin@acme.test');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const acme = () => a.demo.accounts.acme;

  it('serves through instance B an image uploaded through instance A', async () => {
    const [anchor] = await a.database.db
      .select({ id: anchors.id })
      .from(anchors)
      .where(eq(anchors.accountId, acme()))
      .orderBy(asc(anchors.id));
    const file = multipartFile('door.png', 'image/png', PNG_1X1);
    const uploaded = await a.app.inject({
      method: 'POST',
      url: `/api/accounts/${acme()}/anchors/${anchor!.id}/images`,
      headers: { ...file.headers, ...bearer(admin) },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await b.inject({ method: 'GET', url: uploaded.json().data.url, headers: bearer(admin) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('places a BLE fix on instance B at the pin of an anchor moved through instance A', async () => {
    const db = a.database.db;
    const [tag] = await db
      .select({ serial: devices.serial })
      .from(devices)
      .where(eq(devices.name, DEMO_ANCHORS[1].tracker));
    const [anchor] = await db
      .select({ id: anchors.id, lat: anchors.latitude, lng: anchors.longitude })
      .from(anchors)
      .where(and(eq(anchors.accountId, acme()), eq(anchors.serial, tag!.serial)));
    const [truck] = await db
      .select({ id: devices.id, serial: devices.serial })
      .from(devices)
      .where(eq(devices.name, 'Truck 02'));
    let second = Math.floor(Date.now() / 1000) - 3_600;
    const bleFixToB = async () => {
      const query = osmandQuery({ id: truck!.serial, fix: 'ble', anchor: tag!.serial, timestamp: ++second });
      const res = await b.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await bDatabase.db
        .select()
        .from(positions)
        .where(eq(positions.deviceId, truck!.id))
        .orderBy(desc(positions.fixTime))
        .limit(1);
      return row!;
    };
    expect(await bleFixToB()).toMatchObject({ latitude: anchor!.lat, longitude: anchor!.lng, fix: 'ble' });
    expect(b.services.anchorPins.isLoaded(acme())).toBe(true);

    const moved = await a.app.inject({
      method: 'PUT',
      url: `/api/accounts/${acme()}/anchors/${anchor!.id}`,
      headers: bearer(admin),
      payload: { lat: anchor!.lat + 0.002, lng: anchor!.lng - 0.002 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expect.poll(() => b.services.anchorPins.isLoaded(acme()), { timeout: 5_000 }).toBe(false);
    expect(await bleFixToB()).toMatchObject({
      latitude: anchor!.lat + 0.002,
      longitude: anchor!.lng - 0.002,
    });
  }, 30_000);
});
