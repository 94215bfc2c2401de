import {
  UTILITY_ACTIONS,
  UTILITY_BULK_MAX,
  type UtilityActionId,
  type UtilityDryRun,
  type UtilityJob,
  type UtilityJobsQuery,
  type UtilityResult,
  type PageMeta,
} from '@lodestar/contracts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { utilityActionFor } from './actions/index.ts';
import type { UtilityAction, UtilityActor, UtilityContext } from './utility-action.ts';
import { recordUtility } from './utility-audit.ts';
import { utilityJobDto } from './utility-job-dto.ts';
import {
  cancelUtilityJob,
  countUtilityJobs,
  findUtilityJob,
  insertUtilityJob,
  listUtilityJobs,
} from './utility-jobs.repository.ts';
import { asRefusal } from './utility-refusal.ts';

export const NOT_BUILT = 'This action is not built yet.';
export const NO_DRY_RUN = 'This action runs at once: it has no dry run.';
export const TOO_MANY_ITEMS = `A range of at most ${UTILITY_BULK_MAX.toLocaleString('en-US')} items: split it.`;
export const NOTHING_TO_DO = 'There is nothing to do: the range has no items.';

const titleOf = (id: UtilityActionId) => UTILITY_ACTIONS.find((a) => a.id === id)!.title;

function built(id: UtilityActionId): UtilityAction {
  const action = utilityActionFor(id);
  if (!action) throw new HttpError(501, NOT_BUILT);
  return action;
}

/**
 * POST /api/utilities/{action}: a single action's result, or a bulk action's job (queued; `kick` starts the
 * runner). Audited either way (decision 0071): 'ok', 'refused' (an HttpError: nothing changed) or 'failed'.
 */
export async function runUtility(
  services: Services,
  actor: UtilityActor,
  id: UtilityActionId,
  input: unknown,
  kick: () => void,
): Promise<{ result: UtilityResult } | { job: UtilityJob }> {
  const db = services.database.db;
  const context: UtilityContext = { services, actor, now: new Date() };
  const audit = (outcome: 'ok' | 'refused' | 'failed', message: string, extra = {}) =>
    recordUtility(db, { adminId: actor.adminId, action: id, input, outcome, message, ...extra });
  try {
    const action = built(id);
    if (!action.bulk) {
      const result = await action.run(input as never, context);
      const touched = result.details?.account_id;
      await audit('ok', result.message, { accountId: typeof touched === 'number' ? touched : undefined });
      return { result };
    }
    const items = await itemsOf(action, input, context);
    const job = await insertUtilityJob(db, { action: id, params: input, items, createdBy: actor.adminId });
    await audit('ok', `${titleOf(id)}: job ${job.id} queued with ${items.length} items.`, { jobId: job.id });
    kick();
    return { job: utilityJobDto((await findUtilityJob(db, job.id))!) };
  } catch (err) {
    const refusal = asRefusal(err);
    await audit(refusal ? 'refused' : 'failed', refusal?.message ?? 'Server Error');
    throw refusal ?? err;
  }
}

/** POST /api/utilities/{action}/dry-run: what a bulk action would change, changing nothing (not audited). */
export async function dryRunUtility(
  services: Services,
  actor: UtilityActor,
  id: UtilityActionId,
  input: unknown,
) {
  const action = built(id);
  if (!action.bulk) throw badRequest(NO_DRY_RUN);
  const context: UtilityContext = { services, actor, now: new Date() };
  try {
    await itemsOf(action, input, context);
    return (await action.dryRun(input as never, context)) satisfies UtilityDryRun;
  } catch (err) {
    throw asRefusal(err) ?? err;
  }
}

async function itemsOf(action: UtilityAction & { bulk: true }, input: unknown, context: UtilityContext) {
  const items = await action.items(input as never, context);
  if (items.length > UTILITY_BULK_MAX) throw badRequest(TOO_MANY_ITEMS);
  if (!items.length) throw badRequest(NOTHING_TO_DO);
  return items;
}

export async function listJobs(
  services: Services,
  query: UtilityJobsQuery,
): Promise<{ data: UtilityJob[]; meta: PageMeta }> {
  const db = services.database.db;
  const [rows, total] = await Promise.all([
    listUtilityJobs(db, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countUtilityJobs(db),
  ]);
  return { data: rows.map(utilityJobDto), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

export async function showJob(services: Services, id: number): Promise<UtilityJob> {
  const job = await findUtilityJob(services.database.db, id);
  if (!job) throw notFound('No such utility job.');
  return utilityJobDto(job);
}

/**
 * POST /api/utility-jobs/{id}/cancel: a queued or running job stops before its next item. Its end is audited here
 * (a queued job never reaches a runner). A job already ended is refused (409).
 */
export async function cancelJob(services: Services, actor: UtilityActor, id: number): Promise<UtilityJob> {
  const db = services.database.db;
  const before = await findUtilityJob(db, id);
  if (!before) throw notFound('No such utility job.');
  const cancelled = await cancelUtilityJob(db, id, new Date());
  if (!cancelled) throw new HttpError(409, `This job has already ended (${before.status}).`);
  await recordUtility(db, {
    adminId: actor.adminId,
    action: cancelled.action as UtilityActionId,
    input: cancelled.params,
    outcome: 'ok',
    message: `Cancelled with ${cancelled.cursor} of ${cancelled.items.length} items done.`,
    jobId: id,
  });
  return showJob(services, id);
}
