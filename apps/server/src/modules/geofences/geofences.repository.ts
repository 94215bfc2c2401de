import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { geofences, geofenceVisits } from '../../db/schema/index.ts';
import { containsPattern, intArray } from '../positions/positions-write.repository.ts';

export type GeofenceRow = typeof geofences.$inferSelect;
export type GeofenceWrite = Omit<typeof geofences.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

export interface GeofenceListRow extends GeofenceRow {
  devicesCount: number;
}

/** Other instances drop their detection index of the account when they hear this (db/account-change-listener.ts). */
export const GEOFENCES_CHANNEL = 'lodestar_geofences';

function listFilter(accountId: number, query?: string, only?: number): SQL | undefined {
  return and(
    eq(geofences.accountId, accountId),
    query
      ? sql`(${geofences.name} ilike ${containsPattern(query)} or ${geofences.address} ilike ${containsPattern(query)})`
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
  const visible = visibleIds ? sql`and v.device_id = any(${intArray(visibleIds)})` : sql``;
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
