import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, subscriptions } from '../../db/schema/index.ts';
import { containsPattern, intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

export interface RuleTrackerRow {
  id: number;
  name: string;
}

/** `visible` null: every tracker of the account; otherwise only these (the devices role). */
const visibleTrackers = (visible: readonly number[] | null) =>
  visible === null ? sql`true` : sql`d.id = any(${intArray(visible)})`;

/**
 * The rule builder's tracker search (spec 2 §7, 'tracker search by query or ids with status active'): by ids, the
 * account's trackers with those ids whatever their status (a rule keeps a lapsed tracker); otherwise trackers whose
 * newest subscription is active and whose name, serial or IMEI contains the text, in name order.
 */
export async function findRuleTrackers(
  db: Db,
  accountId: number,
  visible: readonly number[] | null,
  q: { ids?: readonly number[]; search?: string; limit: number },
): Promise<RuleTrackerRow[]> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const filter = q.ids
    ? sql`d.id = any(${intArray(q.ids)})`
    : sql`(select s.status from ${subscriptions} s where s.device_id = d.id order by s.id desc limit 1) = 'active'
        ${pattern ? sql`and (d.name ilike ${pattern} or d.serial ilike ${pattern} or d.imei ilike ${pattern})` : sql``}`;
  return rowsOf<RuleTrackerRow>(
    db,
    sql`select d.id, d.name from ${devices} d
      where d.account_id = ${accountId} and ${visibleTrackers(visible)} and ${filter}
      order by lower(d.name), d.id limit ${q.limit}`,
  );
}
