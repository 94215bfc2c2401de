import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { osmandQuery } from '../../ingest/ingest.test-helper.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCircle, nextCentre, offset, planShipment, shipmentBody } from './shipment.test-helper.ts';

/**
 * A route of its own for one tracker: a start geofence and a destination geofence 20 km north of it, a way to plan
 * a shipment between them, and a way to report a fix `minutesAgo` before `t0` (unix seconds) and wait until the
 * status engine has handled it.
 */
export async function shipmentRoute(
  t: TestApp,
  admin: string,
  tracker: { id: number; serial: string },
  t0: number,
) {
  const a = nextCentre();
  const b = offset(a, 20_000, 0);
  const from = await createCircle(t, admin, `Yard ${tracker.id}`, a);
  const to = await createCircle(t, admin, `Dock ${tracker.id}`, b);
  const plan = (over: Record<string, unknown>) =>
    planShipment(
      t,
      admin,
      shipmentBody({ device_id: tracker.id, from_geofence_id: from.id, to_geofence_id: to.id, ...over }),
    );
  const report = async (
    minutesAgo: number,
    at: { lat: number; lng: number },
    app: FastifyInstance = t.app,
  ) => {
    const query = osmandQuery({
      id: tracker.serial,
      lat: at.lat,
      lon: at.lng,
      timestamp: t0 - minutesAgo * 60,
      accuracy: 5,
      speed: 30,
    });
    const res = await app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    await app.services.shipments.idle();
  };
  return { tracker, a, b, from, to, plan, report, midway: offset(a, 10_000, 0) };
}
