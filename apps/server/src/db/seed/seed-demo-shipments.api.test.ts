import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { SHIPMENT_STATUSES } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deviceEvents, devices, shipments } from '../schema/index.ts';
import { acmeFleet } from './demo-fleet.ts';
import { seedDemoShipments } from './seed-demo-shipments.ts';

const HOUR = 3_600_000;

// Issue 19 item 4: the demo shows shipments in every status, on drives the simulated fleet really makes.
describe('demo shipments', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the test app's demo has no history, hence no shipments: they are seeded here at chosen moments
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  for (const now of [
    Date.parse('2026-11-24T14:00:00Z'),
    Date.parse('2026-03-07T03:30:00Z'),
    Date.parse('2026-06-14T23:50:00Z'),
  ])
    it(`has one in every status, with their events, seeded at ${new Date(now).toISOString()}`, async () => {
      const db = t.database.db;
      await db.transaction((tx) =>
        seedDemoShipments(tx, t.demo.accounts.acme, acmeFleet(), t.demo.devices.acme, now),
      );
      const rows = await db
        .select({ shipment: shipments, tracker: devices.name })
        .from(shipments)
        .innerJoin(devices, eq(devices.id, shipments.deviceId))
        .where(eq(shipments.accountId, t.demo.accounts.acme));
      expect(new Set(rows.map((r) => r.shipment.status))).toEqual(new Set(SHIPMENT_STATUSES));
      // one shipment a tracker, none on the trackers the e2e specs move
      expect(new Set(rows.map((r) => r.tracker)).size).toBe(rows.length);
      for (const { tracker } of rows) expect(tracker).toMatch(/^(Truck (16|17|19|20)|Reefer 0[458])$/);
      const goingLate = rows.find((r) => r.shipment.name === 'Frozen produce')!.shipment;
      expect(goingLate.endAt.getTime() - now).toBe(HOUR / 6);
      const events = await db
        .select({ type: deviceEvents.eventType, shipmentId: deviceEvents.shipmentId })
        .from(deviceEvents)
        .where(isNotNull(deviceEvents.shipmentId));
      const late = rows.find((r) => r.shipment.status === 'Completed Late')!.shipment;
      expect(events.filter((e) => e.shipmentId === late.id).map((e) => e.type)).toEqual([
        'shipment_begin',
        'shipment_late',
        'shipment_end',
      ]);
      await db.delete(shipments).where(eq(shipments.accountId, t.demo.accounts.acme));
    }, 60_000);
});
