import { sql } from 'drizzle-orm';
import type { RuleRunOutcome } from '@lodestar/contracts';
import type { Db } from '../../../db/database.ts';
import { ruleRuns } from '../../../db/schema/index.ts';

/** Runs kept per rule: the newest this many (and none older than RUNS_MAX_AGE_DAYS). */
export const RUNS_KEPT_PER_RULE = 1_000;
export const RUNS_MAX_AGE_DAYS = 30;

export interface NewRuleRun {
  ruleId: number;
  accountId: number;
  deviceId: number;
  eventId: number | null;
  positionId: number | null;
  outcome: RuleRunOutcome;
  reason: string | null;
}

/** Records what a rule did with a message it matched; answers the run's id (deliveries carry it). */
export async function insertRuleRun(db: Db, run: NewRuleRun): Promise<number> {
  const [row] = await db
    .insert(ruleRuns)
    .values({ ...run, reason: run.reason?.slice(0, 1000) ?? null })
    .returning({ id: ruleRuns.id });
  return row!.id;
}

/** Drops the rule's runs beyond the newest RUNS_KEPT_PER_RULE and those older than RUNS_MAX_AGE_DAYS. */
export async function pruneRuleRuns(db: Db, ruleId: number): Promise<void> {
  await db.execute(sql`
    delete from rule_runs where rule_id = ${ruleId} and (
      created_at < now() - make_interval(days => ${RUNS_MAX_AGE_DAYS})
      or id <= (select id from rule_runs where rule_id = ${ruleId} order by id desc offset ${RUNS_KEPT_PER_RULE} limit 1))`);
}
