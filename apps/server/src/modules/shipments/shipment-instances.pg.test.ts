import { asc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { deviceEvents, devices, outbox } from '../../db/schema/index.ts';
import { osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import {
  createCircle,
  fetchShipment,
  minutesFromNow,
  nextCentre,
  offset,
  planShipment,
  shipmentBody,
} from './shipment.test-helper.ts';

// Two API instances on one PostgreSQL database: each transition, its event and its notifications happen once
// although both instances run the clock and both may see the tracker's fixes; a shipment planned through A
// reaches B's index of ongoing shipments through NOTIFY.
describe('shipment transitions with two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let admin: string;
  let trackers: { id: number; serial: string }[];

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    admin = await signIn(a.app, 'admin@acme.test');
    trackers = await a.database.db
      .select({ id: devices.id, serial: devices.serial })
      .from(devices)
      .where(inArray(devices.id, a.demo.devices.acme))
      .orderBy(asc(devices.id));
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  async function plan(tracker: { id: number }, over: Record<string, unknown>) {
    const start = nextCentre();
    const from = await createCircle(a, admin, `From ${tracker.id}`, start);
    const to = await createCircle(a, admin, `To ${tracker.id}`, offset(start, 20_000, 0));
    const id = await planShipment(
      a,
      admin,
      shipmentBody({ device_id: tracker.id, from_geofence_id: from.id, to_geofence_id: to.id, ...over }),
    );
    return { id, to: { lat: to.lat, lng: to.lng } };
  }

  const eventsOf = (id: number) =>
    a.database.db.select().from(deviceEvents).where(eq(deviceEvents.shipmentId, id));
  const deliveriesOf = (id: number) =>
    a.database.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `shipment:${id}:%`));

  it('runs each time-based transition once although both clocks run at once', async () => {
    const contacts = {
      notification_emails: ['one@customer.test'],
      notification_phone_numbers: ['5550104000'],
    };
    const late = await plan(trackers[0]!, {
      start_at: minutesFromNow(-120),
      end_at: minutesFromNow(-5),
      ...contacts,
    });
    const soon = await plan(trackers[1]!, {
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(30),
      notify_at: 1,
      ...contacts,
    });
    for (let round = 0; round < 3; round++)
      await Promise.all([a.app.services.shipments.tick(), b.services.shipments.tick()]);

    expect((await eventsOf(late.id)).map((e) => e.eventType).sort()).toEqual([
      'shipment_begin',
      'shipment_late',
    ]);
    expect((await eventsOf(soon.id)).map((e) => e.eventType).sort()).toEqual([
      'shipment_begin',
      'shipment_notify',
    ]);
    // a mail and a text per transition, each once
    expect(await deliveriesOf(late.id)).toHaveLength(4);
    expect(await deliveriesOf(soon.id)).toHaveLength(4);
    expect((await fetchShipment(a, admin, late.id)).status).toBe('Running Late');
  });

  it('ends a shipment once when both instances see it arrive, planned through A after B had read the account', async () => {
    const tracker = trackers[2]!;
    let second = unixMinutesAgo(30);
    const reportTo = async (app: FastifyInstance, at: { lat: number; lng: number }) => {
      const query = osmandQuery({
        id: tracker.serial,
        lat: at.lat,
        lon: at.lng,
        timestamp: ++second,
        accuracy: 5,
      });
      const res = await app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
      expect(res.statusCode).toBe(200);
    };
    // B reads Acme's ongoing shipments (none for this tracker yet) with this fix
    await reportTo(b, { lat: 39.6, lng: -100.9 });
    await b.services.shipments.idle();
    expect(b.services.shipments.ongoing.peek(a.demo.accounts.acme)).toBeDefined();

    const { id, to } = await plan(tracker, {
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(60),
      notification_emails: ['two@customer.test'],
    });
    // the NOTIFY reaches B: its index of the account is dropped and read again at the next fix
    for (let i = 0; i < 100 && b.services.shipments.ongoing.peek(a.demo.accounts.acme); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(b.services.shipments.ongoing.peek(a.demo.accounts.acme)).toBeUndefined();

    await Promise.all([reportTo(a.app, to), reportTo(b, offset(to, 20, 0))]);
    await Promise.all([a.app.services.shipments.idle(), b.services.shipments.idle()]);
    const s = await fetchShipment(a, admin, id);
    expect(s.status).toBe('Completed');
    expect((await eventsOf(id)).map((e) => e.eventType).sort()).toEqual(['shipment_begin', 'shipment_end']);
    expect(await deliveriesOf(id)).toHaveLength(2);
  });
});
