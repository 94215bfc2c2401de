import { RULE_TEXTS, type PageMeta, type RuleRun } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { countRuleRuns, findRuleRuns, findRunDeliveries } from './rule-runs.repository.ts';
import { findRuleTrackers } from './rule-trackers.repository.ts';
import { findRule } from './rules.repository.ts';
import { requireRulesEngine } from './rules.service.ts';

const RUNS_PAGE = 10;
const TRACKER_LOOKUP_LIMIT = 20;
const visibleIds = (access: AccountAccess) => (access.deviceIds ? [...access.deviceIds] : null);
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * GET /rules-engine/{id}/runs: why the rule did or did not act, newest first, with each fired run's deliveries
 * (outbox rows: status, attempts, last error). The devices role never gets here (rule-access.ts); the runs
 * are still narrowed to the caller's trackers, so a wider rule of access could not show it others'.
 */
export async function listRuleRuns(
  db: Db,
  access: AccountAccess,
  ruleId: number,
  query: { page?: number; per_page?: number },
): Promise<{ data: RuleRun[]; meta: PageMeta }> {
  await requireRulesEngine(db, access);
  if (!(await findRule(db, access.accountId, ruleId))) throw notFound(RULE_TEXTS.notFound);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? RUNS_PAGE;
  const visible = visibleIds(access);
  const [rows, total] = await Promise.all([
    findRuleRuns(db, ruleId, visible, { limit: perPage, offset: (page - 1) * perPage }),
    countRuleRuns(db, ruleId, visible),
  ]);
  const deliveries = await findRunDeliveries(
    db,
    rows.filter((r) => r.outcome === 'fired').map((r) => Number(r.id)),
  );
  const data = rows.map((r) => ({
    id: Number(r.id),
    rule_id: ruleId,
    device_id: r.device_id,
    tracker_name: r.tracker_name,
    event_id: r.event_id === null ? null : Number(r.event_id),
    position_id: r.position_id === null ? null : Number(r.position_id),
    outcome: r.outcome,
    reason: r.reason,
    created_at: iso(r.created_at)!,
    deliveries: deliveries
      .filter((d) => Number(d.rule_run_id) === Number(r.id))
      .map((d) => ({
        id: Number(d.id),
        channel: d.channel,
        status: d.status,
        attempts: d.attempts,
        last_error: d.last_error,
        sent_at: iso(d.sent_at),
      })),
  }));
  return { data, meta: pageMeta(page, perPage, total, rows.length) };
}

/** GET /rules-engine/trackers: the builder's tracker search (active trackers by text) or names of chosen ids. */
export async function lookUpRuleTrackers(
  db: Db,
  access: AccountAccess,
  query: { ids?: number[]; search?: string },
) {
  await requireRulesEngine(db, access);
  const rows = await findRuleTrackers(db, access.accountId, visibleIds(access), {
    ids: query.ids,
    search: query.search || undefined,
    limit: query.ids ? query.ids.length : TRACKER_LOOKUP_LIMIT,
  });
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
