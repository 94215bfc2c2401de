import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { bearer } from '../session/sign-in.test-helper.ts';

let place = 0;
/** A place of its own for each geofence, far from the demo fleet (empty Kansas farmland). */
export const nextPlace = () => ({
  lat: 37.2 + 0.05 * (place % 10),
  lng: -99.5 + 0.3 * Math.floor(place++ / 10),
});

/** Creates a circle geofence with dwell fields (a business account's) through the API; answers its id. */
export async function createDwellGeofence(
  app: FastifyInstance,
  token: string,
  accountId: number,
  name: string,
  fields: Record<string, unknown>,
  at = nextPlace(),
): Promise<{ id: number; lat: number; lng: number }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/geofences`,
    headers: bearer(token),
    payload: { name, address: `${name}, KS`, shape: { type: 'circle', ...at, radius: 500 }, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, ...at };
}

/** A visit as detection would have written it, entered `daysAgo` days ago and still open; answers its id. */
export async function openVisit(
  db: Db,
  geofenceId: number,
  deviceId: number,
  daysAgo: number,
): Promise<number> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into geofence_visits (account_id, geofence_id, device_id, entered_at)
      select g.account_id, g.id, ${deviceId}, now() - make_interval(secs => ${daysAgo * 86_400})
      from geofences g where g.id = ${geofenceId}
      returning id`,
  );
  return Number(row!.id);
}

/** The tracker left: its visit closes now. */
export async function closeVisit(db: Db, visitId: number): Promise<void> {
  await db.execute(sql`update geofence_visits set exited_at = now() where id = ${visitId}`);
}

export interface DwellEventSeen {
  id: number;
  type: string;
  deviceId: number;
  description: string;
}

/** The dwell events of a geofence, oldest first. */
export async function dwellEventsOf(db: Db, geofenceId: number): Promise<DwellEventSeen[]> {
  const rows = await rowsOf<{ id: string; event_type: string; device_id: number; description: string }>(
    db,
    sql`select id, event_type, device_id, description from device_events
      where event_type in ('dwell_exceeded', 'assets_below_min', 'assets_above_max')
        and (attributes->>'geofence_id')::int = ${geofenceId}
      order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.event_type,
    deviceId: r.device_id,
    description: r.description,
  }));
}
