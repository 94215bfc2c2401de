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
 * one JSON text: 10,000 trackers' memberships decoded row by row cost far more than parsing one text (see
 * findDevices). The group names come in the same answer.
 */
export async function findGroupMemberships(
  db: Db,
  accountIds: readonly number[],
  deviceIds?: readonly number[],
): Promise<GroupMemberships> {
  if (!accountIds.length || deviceIds?.length === 0) return { byDevice: {}, names: {} };
  const accounts = sql`${array(accountIds)}::int[]`;
  const onlyDevices = deviceIds ? sql`and gd.device_id = any(${array(deviceIds)}::int[])` : sql``;
  const [row] = await rowsOf<{ memberships: string | null; names: string | null }>(
    db,
    sql`select
      (select json_object_agg(device_id, ids)::text from (
        select gd.device_id, json_agg(gd.group_id order by lower(g.name), g.id) as ids
        from ${groupDevices} gd join ${groups} g on g.id = gd.group_id
        where g.account_id = any(${accounts}) ${onlyDevices}
        group by gd.device_id) m) as memberships,
      (select json_object_agg(g.id, g.name)::text from ${groups} g where g.account_id = any(${accounts})) as names`,
  );
  return {
    byDevice: row?.memberships ? (JSON.parse(row.memberships) as Record<string, number[]>) : {},
    names: row?.names ? (JSON.parse(row.names) as Record<string, string>) : {},
  };
}
