import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, deviceEvents, geofences, geofenceVisits } from '../../db/schema/index.ts';
import { array } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

export type GeofenceRow = typeof geofences.$inferSelect;
export type GeofenceWrite = Omit<typeof geofences.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

export interface GeofenceListRow extends GeofenceRow {
  devicesCount: number;
}

/** Other instances drop their detection index of the account when they hear this (db/account-change-listener.ts). */
export const GEOFENCES_CHANNEL = 'lodestar_geofences';

const ids = (values: readonly number[]) => sql`${array(values)}::int[]`;
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(accountId: number, query?: string, only?: number): SQL | undefined {
  return and(
    eq(geofences.accountId, accountId),
    query
      ? sql`(${geofences.name} ilike ${likePattern(query)} or ${geofences.address} ilike ${likePattern(query)})`
      : undefined,
    only !== undefined ? eq(geofences.id, only) : undefined,
  );
}

/** Search, paging and visibility of a list read. */
type ListOptions = {
  query?: string;
  visible: readonly number[] | null;
  limit?: number;
  offset?: number;
  only?: number;
};

/** Trackers inside now (open visits) of the geofence of the outer row; `visible` null counts every tracker. */
function insideCount(visibleIds: readonly number[] | null): SQL<number> {
  const visible = visibleIds ? sql`and v.device_id = any(${ids(visibleIds)})` : sql``;
  // qualified by hand: in a one-table select Drizzle writes its columns unqualified, which inside this subquery
  // would name geofence_visits' own id
  return sql<number>`(select count(*)::int from ${geofenceVisits} v
    where v.geofence_id = "geofences"."id" and v.exited_at is null ${visible})`;
}

const listOrder = [sql`lower(${geofences.name})`, asc(geofences.id)];

/**
 * The account's geofences in name order with the trackers inside each now (open visits). `visible` null counts
 * every tracker; otherwise only those (devices role).
 */
export async function listGeofences(
  db: Db,
  accountId: number,
  opts: ListOptions,
): Promise<GeofenceListRow[]> {
  const query = db
    .select({ row: geofences, devicesCount: insideCount(opts.visible) })
    .from(geofences)
    .where(listFilter(accountId, opts.query, opts.only))
    .orderBy(...listOrder)
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit);
  if (opts.offset) query.offset(opts.offset);
  const rows = await query;
  return rows.map((r) => ({ ...r.row, devicesCount: Number(r.devicesCount) }));
}

/**
 * The same rows with each polygon as the database's JSON text (geoJson left null): a 10,000-geofence list is
 * mostly outlines, and parsing them only to write them out again was half of its time.
 */
export async function listGeofencesWithText(
  db: Db,
  accountId: number,
  opts: ListOptions,
): Promise<(GeofenceListRow & { geoJsonText: string | null })[]> {
  const { geoJson, ...columns } = getTableColumns(geofences);
  const query = db
    .select({
      ...columns,
      geoJsonText: sql<string | null>`${geoJson}::text`,
      devicesCount: insideCount(opts.visible),
    })
    .from(geofences)
    .where(listFilter(accountId, opts.query, opts.only))
    .orderBy(...listOrder)
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit);
  if (opts.offset) query.offset(opts.offset);
  const rows = await query;
  return rows.map((r) => ({ ...r, geoJson: null, devicesCount: Number(r.devicesCount) }));
}

export async function countGeofences(db: Db, accountId: number, query?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(geofences)
    .where(listFilter(accountId, query));
  return Number(row?.n ?? 0);
}

/** Tells the other instances (after commit: NOTIFY is transactional) that the account's geofences changed. */
const notifyChange = (db: Db, accountId: number) =>
  db.execute(sql`select pg_notify(${GEOFENCES_CHANNEL}, ${String(accountId)})`);

export async function insertGeofence(db: Db, accountId: number, values: GeofenceWrite): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(geofences)
      .values({ ...values, accountId })
      .returning({ id: geofences.id });
    await notifyChange(tx, accountId);
    return row!.id;
  });
}

/** Updates one of the account's geofences; false when it has none with that id. */
export async function updateGeofence(
  db: Db,
  accountId: number,
  geofenceId: number,
  values: Partial<GeofenceWrite>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(geofences)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(geofences.accountId, accountId), eq(geofences.id, geofenceId)))
      .returning({ id: geofences.id });
    if (rows.length) await notifyChange(tx, accountId);
    return rows.length > 0;
  });
}

/** Deletes one of the account's geofences with its visits (cascade); its past events stay in the event list. */
export async function deleteGeofence(db: Db, accountId: number, geofenceId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(geofences)
      .where(and(eq(geofences.accountId, accountId), eq(geofences.id, geofenceId)))
      .returning({ id: geofences.id });
    if (rows.length) await notifyChange(tx, accountId);
    return rows.length > 0;
  });
}

/** What detection reads of an account's geofences: shapes only, in one query. */
export async function findGeofenceShapes(db: Db, accountId: number) {
  return db
    .select({
      id: geofences.id,
      name: geofences.name,
      lat: geofences.latitude,
      lng: geofences.longitude,
      radius: geofences.radius,
      geoJson: geofences.geoJson,
    })
    .from(geofences)
    .where(eq(geofences.accountId, accountId));
}

/** The geofences these trackers are inside now (their open visits): detection state after a restart. */
export async function findOpenVisits(db: Db, deviceIds: readonly number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(deviceIds.map((id) => [id, []]));
  if (!deviceIds.length) return found;
  const rows = await db
    .select({ deviceId: geofenceVisits.deviceId, geofenceId: geofenceVisits.geofenceId })
    .from(geofenceVisits)
    .where(sql`${geofenceVisits.deviceId} = any(${ids(deviceIds)}) and ${geofenceVisits.exitedAt} is null`);
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
      f.visible ? sql`e.device_id = any(${ids(f.visible)})` : undefined,
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
