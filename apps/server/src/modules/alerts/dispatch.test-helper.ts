import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/database.ts';
import { devices } from '../../db/schema/index.ts';
import { osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import type { DispatchedEvent } from './event-dispatcher.ts';

/** A demo tracker's serial by id. */
export async function serialOf(database: Database, deviceId: number): Promise<string> {
  const [row] = await database.db.select({ serial: devices.serial }).from(devices).where(eq(devices.id, deviceId));
  return row!.serial;
}

/** One OsmAnd fix through real ingest, then waits until its events are stored and announced. */
export async function report(
  app: FastifyInstance,
  serial: string,
  minutesAgo: number,
  params: Record<string, string | number> = {},
): Promise<void> {
  const query = osmandQuery({ id: serial, timestamp: unixMinutesAgo(minutesAgo), lat: 41.88, lon: -87.63, accuracy: 5, ...params });
  const res = await app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  await app.services.trackerEvents.idle();
  await app.services.geofenceDetector.idle();
  await app.services.liveEvents.idle();
}

/** A handler that records what it was handed, to register with `eventDispatch`. */
export function recordingHandler() {
  const seen: DispatchedEvent[] = [];
  return {
    seen,
    handler: async (_tx: unknown, events: DispatchedEvent[]) => void seen.push(...events),
  };
}
