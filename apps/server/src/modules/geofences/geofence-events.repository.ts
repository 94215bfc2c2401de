import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, deviceEvents, geofences } from '../../db/schema/index.ts';
import { intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

export interface GeofenceEventRow {
  id: number;
  eventType: 'geofence_enter' | 'geofence_exit';
  geofenceId: number;
  geofenceName: string;
  deviceId: number;
  deviceName: string;
  description: string;
  createdAt: Date;
}

export interface GeofenceEventFilter {
  accountId: number;
  geofenceId?: number;
  from?: Date;
  to?: Date;
  /** null: every tracker of the account; otherwise only these (devices role). */
  visible: readonly number[] | null;
}

function eventFilter(f: GeofenceEventFilter): SQL {
  return sql.join(
    [
      sql`e.account_id = ${f.accountId}`,
      sql`e.event_type in ('geofence_enter', 'geofence_exit')`,
      f.geofenceId !== undefined ? sql`(e.attributes->>'geofence_id')::int = ${f.geofenceId}` : undefined,
      f.from ? sql`e.created_at >= ${f.from.toISOString()}::timestamptz` : undefined,
      f.to ? sql`e.created_at <= ${f.to.toISOString()}::timestamptz` : undefined,
      f.visible ? sql`e.device_id = any(${intArray(f.visible)})` : undefined,
    ].filter((s): s is SQL => s !== undefined),
    sql` and `,
  );
}

/** Geofence entries and exits, newest first (the account events index serves account and time). */
export async function findGeofenceEvents(
  db: Db,
  filter: GeofenceEventFilter,
  page: { limit: number; offset: number },
): Promise<GeofenceEventRow[]> {
  const rows = await rowsOf<{
    id: number;
    event_type: GeofenceEventRow['eventType'];
    geofence_id: number;
    geofence_name: string;
    device_id: number;
    device_name: string;
    description: string;
    created_ms: number;
  }>(
    db,
    sql`select e.id::float8 as id, e.event_type, (e.attributes->>'geofence_id')::int as geofence_id,
        coalesce(g.name, e.attributes->>'geofence_name', '') as geofence_name, e.device_id, d.name as device_name,
        e.description, (extract(epoch from e.created_at) * 1000)::float8 as created_ms
      from ${deviceEvents} e join ${devices} d on d.id = e.device_id
      left join ${geofences} g on g.id = (e.attributes->>'geofence_id')::int
      where ${eventFilter(filter)}
      order by e.created_at desc, e.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    eventType: r.event_type,
    geofenceId: Number(r.geofence_id),
    geofenceName: r.geofence_name,
    deviceId: r.device_id,
    deviceName: r.device_name,
    description: r.description,
    createdAt: new Date(Number(r.created_ms)),
  }));
}

export async function countGeofenceEvents(db: Db, filter: GeofenceEventFilter): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${deviceEvents} e where ${eventFilter(filter)}`,
  );
  return Number(row?.n ?? 0);
}
