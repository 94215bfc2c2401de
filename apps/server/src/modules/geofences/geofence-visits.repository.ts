import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, deviceEvents, geofences, geofenceVisits } from '../../db/schema/index.ts';
import { array, intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/** The geofences these trackers are inside now (their open visits): detection state after a restart. */
export async function findOpenVisits(db: Db, deviceIds: readonly number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(deviceIds.map((id) => [id, []]));
  if (!deviceIds.length) return found;
  const rows = await db
    .select({ deviceId: geofenceVisits.deviceId, geofenceId: geofenceVisits.geofenceId })
    .from(geofenceVisits)
    .where(
      sql`${geofenceVisits.deviceId} = any(${intArray(deviceIds)}) and ${geofenceVisits.exitedAt} is null`,
    );
  for (const r of rows) found.get(r.deviceId)?.push(r.geofenceId);
  return found;
}

/** One entry or exit found by detection. */
export interface GeofenceTransition {
  kind: 'enter' | 'exit';
  accountId: number;
  deviceId: number;
  geofenceId: number;
  positionId: number;
  at: Date;
  description: string;
  geofenceName: string;
}

/**
 * Writes transitions, each (tracker, geofence) at most once per call, and their events in one statement. An
 * entry opens a visit unless one is open already (the partial unique index) or a later exit is stored; an exit
 * closes the open visit entered before it. Only a transition that changed a visit becomes an event: a second
 * instance, or a replay after a failure, cannot write it twice. Returns the ids of the events written.
 */
export async function writeTransitions(db: Db, list: readonly GeofenceTransition[]): Promise<number[]> {
  if (!list.length) return [];
  const col = <T>(pick: (t: GeofenceTransition) => T) => array(list.map(pick));
  // the written events' ids: the live push reads them back (realtime/event-bus.ts)
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`
    with x as (
      select * from unnest(${col((t) => t.kind)}::text[], ${col((t) => t.accountId)}::int[],
        ${col((t) => t.deviceId)}::int[], ${col((t) => t.geofenceId)}::int[], ${col((t) => t.positionId)}::bigint[],
        ${col((t) => t.at.toISOString())}::timestamptz[], ${col((t) => t.description)}::text[],
        ${col((t) => t.geofenceName)}::text[])
        as x(kind, account_id, device_id, geofence_id, position_id, at, description, geofence_name)
    ),
    exits as (
      update ${geofenceVisits} v set exited_at = x.at, exit_position_id = x.position_id
      from x where x.kind = 'exit' and v.device_id = x.device_id and v.geofence_id = x.geofence_id
        and v.exited_at is null and v.entered_at < x.at
      returning v.device_id, v.geofence_id
    ),
    enters as (
      insert into ${geofenceVisits} (account_id, geofence_id, device_id, entered_at, enter_position_id)
      select x.account_id, x.geofence_id, x.device_id, x.at, x.position_id from x
      where x.kind = 'enter'
        and exists (select 1 from ${geofences} g where g.id = x.geofence_id)
        and exists (select 1 from ${devices} d where d.id = x.device_id)
        and not exists (select 1 from ${geofenceVisits} v where v.device_id = x.device_id
          and v.geofence_id = x.geofence_id and v.exited_at >= x.at)
      on conflict (device_id, geofence_id) where exited_at is null do nothing
      returning device_id, geofence_id
    ),
    changed as (
      select x.* from x join exits c on c.device_id = x.device_id and c.geofence_id = x.geofence_id
        where x.kind = 'exit'
      union all
      select x.* from x join enters c on c.device_id = x.device_id and c.geofence_id = x.geofence_id
        where x.kind = 'enter'
    ),
    events as (
      insert into ${deviceEvents} (account_id, device_id, event_type, description, position_id, attributes, created_at)
      select account_id, device_id, 'geofence_' || kind, description, position_id,
        jsonb_build_object('geofence_id', geofence_id, 'geofence_name', geofence_name), at
      from changed
      returning id
    )
    select id from events`,
  );
  return rows.map((r) => Number(r.id));
}
