import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, groupDevices, groups } from '../../db/schema/index.ts';
import { containsPattern, intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

export type GroupRow = typeof groups.$inferSelect;

/** A group with the trackers it holds: all of them, or (listCounts) only how many the caller may see. */
export interface GroupListRow extends GroupRow {
  devicesCount: number;
  /** null when the list was asked without device ids. */
  deviceIds: number[] | null;
}

const nameMatches = (accountId: number, query?: string): SQL | undefined =>
  and(eq(groups.accountId, accountId), query ? ilike(groups.name, containsPattern(query)) : undefined);

/**
 * The account's groups in name order (any case). `visible` null counts every member; otherwise only those
 * trackers (devices role). Member ids come as one JSON text per group, ascending, when `withDeviceIds`.
 */
export async function listGroups(
  db: Db,
  accountId: number,
  opts: {
    query?: string;
    visible: readonly number[] | null;
    withDeviceIds: boolean;
    limit?: number;
    offset?: number;
    only?: number;
  },
): Promise<GroupListRow[]> {
  const visibleMember = opts.visible
    ? sql`${groupDevices.deviceId} = any(${intArray(opts.visible)})`
    : sql`true`;
  // only the account's own trackers count: a tracker that moved to another account leaves its old groups
  const members = sql`from ${groupDevices} join ${devices} on ${devices.id} = ${groupDevices.deviceId}
    where ${groupDevices.groupId} = ${groups.id} and ${devices.accountId} = ${groups.accountId} and ${visibleMember}`;
  const memberIds = opts.withDeviceIds
    ? sql<string>`(select coalesce(json_agg(${groupDevices.deviceId} order by ${groupDevices.deviceId}), '[]')::text
        ${members})`
    : sql<null>`null`;
  const counted = sql<number>`(select count(*)::int ${members})`;
  const query = db
    .select({
      id: groups.id,
      accountId: groups.accountId,
      name: groups.name,
      createdAt: groups.createdAt,
      updatedAt: groups.updatedAt,
      devicesCount: counted,
      deviceIds: memberIds,
    })
    .from(groups)
    .where(
      and(nameMatches(accountId, opts.query), opts.only !== undefined ? eq(groups.id, opts.only) : undefined),
    )
    .orderBy(sql`lower(${groups.name})`, asc(groups.id))
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit);
  if (opts.offset) query.offset(opts.offset);
  const rows = await query;
  return rows.map((r) => ({
    ...r,
    devicesCount: Number(r.devicesCount),
    deviceIds: typeof r.deviceIds === 'string' ? (JSON.parse(r.deviceIds) as number[]) : null,
  }));
}

export async function countGroups(db: Db, accountId: number, query?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groups).where(nameMatches(accountId, query));
  return row?.n ?? 0;
}

/** The group if it belongs to the account (another account's group is as absent as an unknown one). */
export async function findGroup(db: Db, accountId: number, groupId: number): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.accountId, accountId)));
  return row;
}

/** Locks the group's row until the transaction ends, so two edits of its members do not interleave. */
export async function lockGroup(tx: Db, accountId: number, groupId: number): Promise<GroupRow | undefined> {
  const [row] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.accountId, accountId)))
    .for('update');
  return row;
}

/** Whether another group of the account already has this name in any case. */
export async function nameTaken(db: Db, accountId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.accountId, accountId),
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId !== undefined ? sql`${groups.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

/** Of these tracker ids, the ones that are not trackers of the account (unknown or another account's), sorted. */
export async function foreignDeviceIds(db: Db, accountId: number, deviceIds: readonly number[]) {
  if (!deviceIds.length) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select x as id from unnest(${intArray(deviceIds)}) x
      where not exists (select 1 from ${devices} d where d.id = x and d.account_id = ${accountId})
      order by x`,
  );
  return rows.map((r) => Number(r.id));
}

/** Of these group ids, the ones that are not groups of the account, sorted. */
export async function foreignGroupIds(db: Db, accountId: number, groupIds: readonly number[]) {
  if (!groupIds.length) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select x as id from unnest(${intArray(groupIds)}) x
      where not exists (select 1 from ${groups} g where g.id = x and g.account_id = ${accountId})
      order by x`,
  );
  return rows.map((r) => Number(r.id));
}

export async function insertGroup(tx: Db, accountId: number, name: string): Promise<GroupRow> {
  const [row] = await tx.insert(groups).values({ accountId, name }).returning();
  return row!;
}

/** Renames and/or marks the group changed now. */
export async function touchGroup(tx: Db, groupId: number, name?: string): Promise<void> {
  await tx
    .update(groups)
    .set({ updatedAt: sql`now()`, ...(name !== undefined && { name }) })
    .where(eq(groups.id, groupId));
}

export async function deleteGroup(tx: Db, groupId: number): Promise<void> {
  await tx.delete(groups).where(eq(groups.id, groupId));
}

/** Adds trackers to the group; ones already in it are left as they are. */
export async function addMembers(tx: Db, groupId: number, deviceIds: readonly number[]): Promise<void> {
  if (!deviceIds.length) return;
  await tx.execute(sql`
    insert into ${groupDevices} (group_id, device_id)
    select ${groupId}, x from unnest(${intArray(deviceIds)}) x
    on conflict do nothing`);
}

/** Removes these trackers from the group, or every tracker when `deviceIds` is null. */
export async function removeMembers(tx: Db, groupId: number, deviceIds: readonly number[] | null) {
  await tx
    .delete(groupDevices)
    .where(
      and(
        eq(groupDevices.groupId, groupId),
        deviceIds ? sql`${groupDevices.deviceId} = any(${intArray(deviceIds)})` : undefined,
      ),
    );
}
