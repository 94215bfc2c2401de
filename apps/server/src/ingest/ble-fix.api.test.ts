import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettings, accounts, anchors, devices, models } from '../db/schema/index.ts';
import { DEMO_ANCHORS } from '../db/seed/demo-anchors.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { currentPosition, osmandQuery, storedPositions, unixMinutesAgo } from './ingest.test-helper.ts';

// BLE fixes (issue 17 item 4, docs/decisions/0037): a tracker that reports fix=ble with the serial of an anchor it
// sees and no coordinates is placed at the anchor's pin with the anchor's radius as its accuracy.
let t: TestApp;
let dock: { id: number; serial: string; lat: number; lng: number };
let foreignSerial: string;

const report = (params: Record<string, string | number>) =>
  t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${osmandQuery(params)}` });

async function trackerOf(name: string) {
  const [row] = await t.database.db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(eq(devices.name, name));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dockSerial = (await trackerOf(DEMO_ANCHORS[0].tracker)).serial;
  const [row] = await db
    .select({ id: anchors.id, lat: anchors.latitude, lng: anchors.longitude })
    .from(anchors)
    .where(and(eq(anchors.accountId, t.demo.accounts.acme), eq(anchors.serial, dockSerial)));
  dock = { id: row!.id, serial: dockSerial, lat: row!.lat, lng: row!.lng };
  // another account's anchor: its serial means nothing to Acme's trackers
  const [other] = await db.insert(accounts).values({ title: 'Other BLE' }).returning({ id: accounts.id });
  await db.insert(accountSettings).values({ accountId: other!.id, code: 'ble_tags', value: '1' });
  const [ble] = await db.select({ id: models.id }).from(models).where(eq(models.bleSupport, true));
  await db
    .insert(devices)
    .values({ accountId: other!.id, modelId: ble!.id, name: 'Far Tag', serial: 'FAR-TAG' });
  await db
    .insert(anchors)
    .values({ accountId: other!.id, name: 'Far', serial: 'FAR-TAG', latitude: 10, longitude: 10 });
  foreignSerial = 'FAR-TAG';
}, 60_000);
afterAll(() => t.close());

describe('BLE fixes through the OsmAnd endpoint', () => {
  it("places a fix=ble report without coordinates at its anchor's pin, the radius in metres as accuracy", async () => {
    const truck = await trackerOf('Truck 02');
    const res = await report({
      id: truck.serial,
      fix: 'ble',
      anchor: dock.serial,
      timestamp: unixMinutesAgo(30),
      batt: 77,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await storedPositions(t.database, truck.id);
    expect(stored).toMatchObject({
      latitude: dock.lat,
      longitude: dock.lng,
      fix: 'ble',
      valid: true,
      battery: 77,
    });
    expect(stored!.attributes).toMatchObject({ anchor: dock.serial });
    // Dock Door 1 is 30 ft
    expect(stored!.accuracy).toBeCloseTo(9.1, 1);
    expect(await currentPosition(t.database, truck.id)).toMatchObject({ latitude: dock.lat, fix: 'ble' });
  });

  it('follows an anchor moved through the API at the next BLE fix', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${t.demo.accounts.acme}/anchors/${dock.id}`,
      headers: bearer(admin),
      payload: { lat: dock.lat + 0.001, lng: dock.lng + 0.001, radius: 80 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const truck = await trackerOf('Truck 03');
    expect(
      (await report({ id: truck.serial, fix: 'ble', anchor: dock.serial, timestamp: unixMinutesAgo(20) }))
        .statusCode,
    ).toBe(200);
    const [stored] = await storedPositions(t.database, truck.id);
    expect(stored).toMatchObject({ latitude: dock.lat + 0.001, longitude: dock.lng + 0.001, fix: 'ble' });
    expect(stored!.accuracy).toBeCloseTo(24.4, 1);
  });

  it('takes `anchor` alone as a BLE fix, and keeps coordinates a BLE report does send', async () => {
    const truck = await trackerOf('Truck 04');
    expect(
      (await report({ id: truck.serial, anchor: dock.serial, timestamp: unixMinutesAgo(15) })).statusCode,
    ).toBe(200);
    expect(
      (
        await report({
          id: truck.serial,
          fix: 'ble',
          anchor: dock.serial,
          lat: 40.1,
          lon: -88.2,
          accuracy: 3,
          timestamp: unixMinutesAgo(14),
        })
      ).statusCode,
    ).toBe(200);
    const [first, second] = await storedPositions(t.database, truck.id);
    expect(first).toMatchObject({ fix: 'ble', valid: true });
    expect(second).toMatchObject({ latitude: 40.1, longitude: -88.2, accuracy: 3, fix: 'ble' });
  });

  it('treats an unknown or foreign anchor like any report without coordinates (decision 0021)', async () => {
    const truck = await trackerOf('Truck 05');
    const lastPlace = { lat: 41.5, lon: -87.9 };
    expect((await report({ id: truck.serial, ...lastPlace, timestamp: unixMinutesAgo(12) })).statusCode).toBe(
      200,
    );
    for (const [minutes, anchor] of [
      [11, 'NO-SUCH-ANCHOR'],
      [10, foreignSerial],
    ] as const) {
      const res = await report({
        id: truck.serial,
        fix: 'ble',
        anchor,
        timestamp: unixMinutesAgo(minutes),
        batt: 50,
      });
      expect(res.statusCode, anchor).toBe(200);
    }
    const stored = await storedPositions(t.database, truck.id);
    expect(stored).toHaveLength(3);
    for (const row of stored.slice(1))
      expect(row).toMatchObject({
        latitude: lastPlace.lat,
        longitude: lastPlace.lon,
        valid: false,
        fix: 'ble',
        battery: 50,
      });

    // a tracker that never had a position: acknowledged, not stored
    const fresh = await trackerOf('Truck 06');
    expect(await storedPositions(t.database, fresh.id)).toHaveLength(0);
    const res = await report({ id: fresh.serial, fix: 'ble', anchor: 'NO-SUCH-ANCHOR' });
    expect(res.statusCode).toBe(200);
    expect(await storedPositions(t.database, fresh.id)).toHaveLength(0);
  });

  it('places a Traccar Client JSON report naming its anchor in extras', async () => {
    const truck = await trackerOf('Truck 07');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/osmand',
      payload: {
        device_id: truck.serial,
        location: {
          timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
          extras: { fix: 'ble', anchor: dock.serial },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await storedPositions(t.database, truck.id);
    expect(stored).toMatchObject({ latitude: dock.lat + 0.001, fix: 'ble', valid: true });
    expect(stored!.attributes).toMatchObject({ anchor: dock.serial });
  });
});
