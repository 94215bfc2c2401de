import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { devices, ruleRuns } from '../../db/schema/index.ts';
import { array, intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

export interface RuleRunRow {
  id: number;
  device_id: number | null;
  tracker_name: string | null;
  event_id: number | null;
  position_id: number | null;
  outcome: 'fired' | 'throttled' | 'failed' | 'skipped';
  reason: string | null;
  created_at: Date | string;
}

export interface RunDeliveryRow {
  id: number;
  rule_run_id: number;
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
}

/** `visible` null: every run; otherwise only runs about these trackers (the devices role). */
const visibleRuns = (visible: readonly number[] | null) =>
  visible === null ? sql`true` : sql`r.device_id = any(${intArray(visible)})`;

/** One page of a rule's runs, newest first, with the tracker's name. */
export async function findRuleRuns(
  db: Db,
  ruleId: number,
  visible: readonly number[] | null,
  page: { limit: number; offset: number },
): Promise<RuleRunRow[]> {
  return rowsOf<RuleRunRow>(
    db,
    sql`select r.id, r.device_id, d.name as tracker_name, r.event_id, r.position_id, r.outcome, r.reason,
        r.created_at
      from ${ruleRuns} r left join ${devices} d on d.id = r.device_id
      where r.rule_id = ${ruleId} and ${visibleRuns(visible)}
      order by r.id desc limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countRuleRuns(db: Db, ruleId: number, visible: readonly number[] | null) {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${ruleRuns} r where r.rule_id = ${ruleId} and ${visibleRuns(visible)}`,
  );
  return Number(row?.n ?? 0);
}

/** The outbox rows (deliveries of the runs' actions) that carry these run ids, oldest first. */
export async function findRunDeliveries(db: Db, runIds: readonly number[]): Promise<RunDeliveryRow[]> {
  if (!runIds.length) return [];
  return rowsOf<RunDeliveryRow>(
    db,
    sql`select id, rule_run_id, channel, status, attempts, last_error, sent_at
      from outbox where rule_run_id = any(${array(runIds)}::bigint[]) order by id`,
  );
}
