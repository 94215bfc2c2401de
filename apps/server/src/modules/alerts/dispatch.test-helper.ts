import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/database.ts';
import { devices } from '../../db/schema/index.ts';
import { osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import type { DispatchedEvent } from './event-dispatcher.ts';

/** A demo tracker's serial by id. */
export async function serialOf(database: Database, deviceId: number): Promise<string> {
  const [row] = await database.db
    .select({ serial: devices.serial })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return row!.serial;
}

/** One OsmAnd fix through real ingest, then waits until its events are stored and announced. */
export async function report(
  app: FastifyInstance,
  serial: string,
  minutesAgo: number,
  params: Record<string, string | number> = {},
): Promise<void> {
  const query = osmandQuery({
    id: serial,
    timestamp: unixMinutesAgo(minutesAgo),
    lat: 41.88,
    lon: -87.63,
    accuracy: 5,
    ...params,
  });
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

/** The .eml files the embedded mail transport wrote, parsed, optionally only those to one address. */
export async function sentMails(dataDir: string, to?: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
  return to ? mails.filter((m) => addressesOf(m).includes(to)) : mails;
}

const addressesOf = (mail: ParsedMail): string[] =>
  [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));

/** Creates a circle geofence in the account through the API; answers its id. */
export async function createGeofence(
  app: FastifyInstance,
  token: string,
  accountId: number,
  name: string,
  centre: { lat: number; lng: number },
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/geofences`,
    headers: { authorization: `Bearer ${token}` },
    payload: { name, address: 'Farm road, KS', shape: { type: 'circle', ...centre, radius: 400 } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
