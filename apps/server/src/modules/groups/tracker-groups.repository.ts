import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { groupDevices, groups } from '../../db/schema/index.ts';
import { array } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

export interface GroupMemberships {
  /** Tracker id -> its group ids, in the groups' name order. Trackers in no group are absent. */
  byDevice: Record<string, number[]>;
  /** Group id -> name, for the groups of the accounts asked about. */
  names: Record<string, string>;
}

/**
 * The group memberships of the trackers of some accounts (or only of `deviceIds`), in one statement that answers
 * one JSON text: each group (in name order) with its member ids. Aggregating per group is far cheaper than per
 * tracker (a few groups, not 10,000 small sorted lists), and decoding one text beats decoding rows (see
 * findDevices); the per-tracker lists are built from it in memory, already in the groups' name order.
 */
export async function findGroupMemberships(
  db: Db,
  accountIds: readonly number[],
  deviceIds?: readonly number[],
): Promise<GroupMemberships> {
  const byDevice: Record<string, number[]> = {};
  const names: Record<string, string> = {};
  if (!accountIds.length || deviceIds?.length === 0) return { byDevice, names };
  const onlyDevices = deviceIds ? sql`and gd.device_id = any(${array(deviceIds)}::int[])` : sql``;
  const [row] = await rowsOf<{ groups: string | null }>(
    db,
    sql`select json_agg(json_build_array(g.id, g.name, (
        select coalesce(json_agg(gd.device_id), '[]') from ${groupDevices} gd
        where gd.group_id = g.id ${onlyDevices}))
      order by lower(g.name), g.id)::text as groups
      from ${groups} g where g.account_id = any(${array(accountIds)}::int[])`,
  );
  const found = row?.groups ? (JSON.parse(row.groups) as [number, string, number[]][]) : [];
  for (const [id, name, members] of found) {
    names[id] = name;
    for (const deviceId of members) (byDevice[deviceId] ??= []).push(id);
  }
  return { byDevice, names };
}
