import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../positions/sql-rows.ts';

/** What a firing's actions say about the tracker, where it was and the geofence. */
export interface FiringDetails {
  trackerName: string;
  serial: string;
  modelId: number;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  fixTime: Date | null;
  speed: number | null;
  battery: number | null;
  geofenceName: string | null;
}

interface Row {
  name: string;
  serial: string;
  model_id: number;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  fix_time: Date | string | null;
  speed: number | null;
  battery: number | null;
  geofence_name: string | null;
}

/** One query at firing time (rare next to judging): the tracker, its position of the message, the geofence. */
export async function findFiringDetails(
  db: Db,
  deviceId: number,
  positionId: number | null,
  geofenceId: number | null,
): Promise<FiringDetails | null> {
  const [r] = await rowsOf<Row>(
    db,
    sql`select d.name, d.serial, d.model_id, d.phone, p.latitude, p.longitude, p.address, p.fix_time, p.speed,
        p.battery, g.name as geofence_name
      from devices d
      left join positions p on p.id = ${positionId ?? -1} and p.device_id = d.id
      left join geofences g on g.id = ${geofenceId ?? -1} and g.account_id = d.account_id
      where d.id = ${deviceId}`,
  );
  if (!r) return null;
  return {
    trackerName: r.name,
    serial: r.serial,
    modelId: r.model_id,
    phone: r.phone,
    latitude: r.latitude,
    longitude: r.longitude,
    address: r.address,
    fixTime: r.fix_time ? new Date(r.fix_time) : null,
    speed: r.speed,
    battery: r.battery,
    geofenceName: r.geofence_name,
  };
}

/** Tracker names for the fixes of rules that read them (tracker_name), one query per judging round. */
export async function findTrackerNames(db: Db, deviceIds: number[]): Promise<Map<number, string>> {
  if (!deviceIds.length) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from devices where id = any(${`{${deviceIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
