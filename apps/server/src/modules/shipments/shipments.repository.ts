import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ShipmentStatus } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { accounts, devices, geofences, shipments } from '../../db/schema/index.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { array, containsPattern, intArray } from '../positions/positions-write.repository.ts';

export type ShipmentWrite = Omit<typeof shipments.$inferInsert, 'id' | 'uuid' | 'createdAt'>;

/** Other instances drop their index of the account's ongoing shipments when they hear this. */
export const SHIPMENTS_CHANNEL = 'lodestar_shipments';

export const notifyShipmentsChanged = (db: Db, accountId: number) =>
  db.execute(sql`select pg_notify(${SHIPMENTS_CHANNEL}, ${String(accountId)})`);

/**
 * Where a shipment's own track begins and ends for its account: from the earlier of start_at and its begin, to
 * its end or now.
 */
const TRACK_FROM = sql.raw('least(s.start_at, coalesce(s.started_at, s.start_at))');
const TRACK_TO = sql.raw('coalesce(s.ended_at, now())');
/**
 * Its public page's track (decision 0045): only what the shipment itself did, from when it began (went In
 * Progress) to when it ended, or now; nothing before it began. No editable time widens it: moving start_at
 * earlier would otherwise show the tracker's fixes before the trip to anyone with the link.
 */
const ACTUAL_TRACK_FROM = sql.raw('s.started_at');

export interface ShipmentFilter {
  accountId?: number;
  /** null: every tracker of the account (devices role: only these). */
  visible?: readonly number[] | null;
  from?: Date;
  to?: Date;
  search?: string;
  statuses?: readonly ShipmentStatus[];
  archived?: boolean;
  only?: number;
  uuid?: string;
  ids?: readonly number[];
}

export interface ShipmentRow {
  id: number;
  uuid: string;
  account_id: number;
  device_id: number;
  tracker_name: string;
  name: string;
  carrier: string | null;
  status: ShipmentStatus;
  start_at: Date;
  end_at: Date;
  estimated_end_at: Date | null;
  started_at: Date | null;
  ended_at: Date | null;
  archived_at: Date | null;
  from_geofence_id: number | null;
  from_name: string;
  from_lat: number;
  from_lng: number;
  to_geofence_id: number | null;
  to_name: string;
  to_lat: number;
  to_lng: number;
  notify_at: number;
  notification_emails: string[];
  notification_phone_numbers: string[];
  created_at: Date;
  updated_at: Date;
  /** null on the public page before the shipment began. */
  track_from: Date | null;
  track_to: Date;
  cp_lat?: number | null;
  cp_lng?: number | null;
  cp_time?: Date | null;
  cp_speed?: number | null;
  cp_fix?: string | null;
  cp_address?: string | null;
}

function where(f: ShipmentFilter): SQL {
  const parts: SQL[] = [];
  if (f.accountId !== undefined) parts.push(sql`s.account_id = ${f.accountId}`);
  if (f.visible) parts.push(sql`s.device_id = any(${intArray(f.visible)})`);
  if (f.only !== undefined) parts.push(sql`s.id = ${f.only}`);
  if (f.ids) parts.push(sql`s.id = any(${intArray(f.ids)})`);
  if (f.uuid !== undefined) parts.push(sql`s.uuid = ${f.uuid}::uuid`);
  if (f.to) parts.push(sql`s.start_at <= ${f.to.toISOString()}::timestamptz`);
  if (f.from)
    parts.push(sql`coalesce(s.ended_at, greatest(s.end_at, now())) >= ${f.from.toISOString()}::timestamptz`);
  if (f.archived !== undefined)
    parts.push(f.archived ? sql`s.archived_at is not null` : sql`s.archived_at is null`);
  if (f.statuses?.length)
    parts.push(
      sql`s.status in (${sql.join(
        f.statuses.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (f.search) {
    const p = containsPattern(f.search);
    parts.push(
      sql`(s.name ilike ${p} or s.carrier ilike ${p} or d.name ilike ${p} or s.from_name ilike ${p} or s.to_name ilike ${p})`,
    );
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The newest fix of the shipment's own track (never one before its start or after its end). */
const current = (from: SQL) => sql`left join lateral (
    select p.latitude as cp_lat, p.longitude as cp_lng, p.fix_time as cp_time, p.speed as cp_speed, p.fix as cp_fix,
      p.address as cp_address
    from positions p
    where p.device_id = s.device_id and p.fix_time >= ${from} and p.fix_time <= ${TRACK_TO}
    order by p.fix_time desc limit 1) cp on true`;

/**
 * Shipments with their track's window (track_from, track_to) and, as asked, their current position.
 * `actualTrack`: the window is the public page's, from the begin only (track_from null before it began).
 */
export async function findShipments(
  db: Db,
  filter: ShipmentFilter,
  opts: { withCurrent?: boolean; actualTrack?: boolean; limit?: number; offset?: number } = {},
): Promise<ShipmentRow[]> {
  const page = opts.limit !== undefined ? sql`limit ${opts.limit} offset ${opts.offset ?? 0}` : sql``;
  const from = opts.actualTrack ? ACTUAL_TRACK_FROM : TRACK_FROM;
  return rowsOf<ShipmentRow>(
    db,
    sql`select s.*, d.name as tracker_name, ${from} as track_from, ${TRACK_TO} as track_to
      ${opts.withCurrent ? sql`, cp.*` : sql``}
    from shipments s join devices d on d.id = s.device_id
    ${opts.withCurrent ? current(from) : sql``}
    where ${where(filter)}
    order by s.start_at desc, s.id desc ${page}`,
  );
}

export async function countShipments(db: Db, filter: ShipmentFilter): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from shipments s join devices d on d.id = s.device_id where ${where(filter)}`,
  );
  return row?.n ?? 0;
}

export interface PathPointRow {
  latitude: number;
  longitude: number;
  fix_time: Date;
  speed: number | null;
  fix: string;
  address: string | null;
}

/** The shipment's own track, oldest first: at most `limit` points, the newest kept. */
export function findTrack(
  db: Db,
  deviceId: number,
  from: Date,
  to: Date,
  limit: number,
): Promise<PathPointRow[]> {
  return rowsOf<PathPointRow>(
    db,
    sql`select * from (
      select latitude, longitude, fix_time, speed, fix, address from positions
      where device_id = ${deviceId} and fix_time >= ${from.toISOString()}::timestamptz
        and fix_time <= ${to.toISOString()}::timestamptz
      order by fix_time desc limit ${limit}) t order by fix_time`,
  );
}

/** Which points of a tracker one shipment's track takes (its own window). */
export interface TrackWindow {
  shipmentId: number;
  deviceId: number;
  from: Date;
  to: Date;
}

/**
 * The tracks of many shipments in one query (a list page's with_path): for each window, as findTrack, at most
 * `limit` points (the newest kept), oldest first; answered by shipment id.
 */
export async function findTracks(
  db: Db,
  windows: readonly TrackWindow[],
  limit: number,
): Promise<Map<number, PathPointRow[]>> {
  const tracks = new Map<number, PathPointRow[]>(windows.map((w) => [w.shipmentId, []]));
  if (!windows.length) return tracks;
  const rows = await rowsOf<PathPointRow & { shipment_id: number }>(
    db,
    sql`select w.shipment_id, t.* from unnest(${intArray(windows.map((w) => w.shipmentId))},
        ${intArray(windows.map((w) => w.deviceId))}, ${array(windows.map((w) => w.from))}::timestamptz[],
        ${array(windows.map((w) => w.to))}::timestamptz[]) as w(shipment_id, device_id, track_from, track_to)
      cross join lateral (
        select latitude, longitude, fix_time, speed, fix, address from positions
        where device_id = w.device_id and fix_time >= w.track_from and fix_time <= w.track_to
        order by fix_time desc limit ${limit}) t
      order by w.shipment_id, t.fix_time`,
  );
  for (const { shipment_id, ...point } of rows) tracks.get(shipment_id)!.push(point);
  return tracks;
}

export interface ShipmentEventRow {
  id: number;
  shipment_id: number;
  event_type: 'shipment_begin' | 'shipment_end' | 'shipment_late' | 'shipment_notify';
  description: string;
  created_at: Date;
}

export function findShipmentEvents(db: Db, shipmentIds: readonly number[]): Promise<ShipmentEventRow[]> {
  if (!shipmentIds.length) return Promise.resolve([]);
  return rowsOf<ShipmentEventRow>(
    db,
    sql`select id, shipment_id, event_type, description, created_at from device_events
      where shipment_id = any(${intArray(shipmentIds)}) order by created_at, id`,
  );
}

export interface GeofencePlaceRow {
  id: number;
  name: string;
  address: string;
  lat: number;
  lng: number;
  radius: number | null;
  geo_json: unknown;
}

export function findGeofencePlaces(db: Db, ids: readonly number[]): Promise<GeofencePlaceRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return rowsOf<GeofencePlaceRow>(
    db,
    sql`select id, name, address, latitude as lat, longitude as lng, radius, geo_json from geofences
      where id = any(${intArray(ids)})`,
  );
}

export async function geofenceOfAccount(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ id: geofences.id })
    .from(geofences)
    .where(and(eq(geofences.id, id), eq(geofences.accountId, accountId)));
  return row;
}

export async function deviceOfAccount(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.accountId, accountId)));
  return row;
}

export async function canTrackShipments(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: accounts.canTrackShipments })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.on ?? false;
}

export async function insertShipment(db: Db, values: ShipmentWrite): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(shipments).values(values).returning({ id: shipments.id });
    await notifyShipmentsChanged(tx, values.accountId);
    return row!.id;
  });
}

/** Changes one shipment of the account; false when there is none. */
export async function updateShipment(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<ShipmentWrite> | SQL,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(shipments)
      .set({ ...(values as object), updatedAt: new Date() })
      .where(and(eq(shipments.id, id), eq(shipments.accountId, accountId)))
      .returning({ id: shipments.id });
    if (rows.length) await notifyShipmentsChanged(tx, accountId);
    return rows.length > 0;
  });
}

/** Archive, unarchive or delete the account's shipments with these ids (or a whole tab); answers the ids done. */
export async function bulkShipments(
  db: Db,
  accountId: number,
  action: 'archive' | 'unarchive' | 'delete',
  target: { ids?: readonly number[]; tab?: 'general' | 'archived'; visible: readonly number[] | null },
): Promise<number[]> {
  const cond = and(
    eq(shipments.accountId, accountId),
    target.ids ? inArray(shipments.id, [...target.ids]) : undefined,
    target.tab === 'general' ? isNull(shipments.archivedAt) : undefined,
    target.tab === 'archived' ? isNotNull(shipments.archivedAt) : undefined,
    target.visible ? inArray(shipments.deviceId, [...target.visible]) : undefined,
  );
  return db.transaction(async (tx) => {
    const rows =
      action === 'delete'
        ? await tx.delete(shipments).where(cond).returning({ id: shipments.id })
        : await tx
            .update(shipments)
            .set({
              archivedAt: action === 'archive' ? sql`coalesce(archived_at, now())` : null,
              updatedAt: new Date(),
            })
            .where(cond)
            .returning({ id: shipments.id });
    if (rows.length) await notifyShipmentsChanged(tx, accountId);
    return rows.map((r) => r.id);
  });
}
