import { UTILITY_INPUTS, type UtilityActionId, type UtilityInput } from '@lodestar/contracts';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/errors.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../session/sign-in.test-helper.ts';
import { utilityJobsOf } from '../utility-jobs.plugin.ts';
import type { UtilityAction, UtilityContext } from '../utility-action.ts';

/** What the utilities' routes hand an action: the app's services, the internal admin (Olivia Ops), the time. */
export function contextOf(t: TestApp, now = new Date()): UtilityContext {
  return { services: t.app.services, actor: { adminId: t.demo.users.ops }, now };
}

/** An action's input as the route validates it (defaults filled in). */
export function inputOf<A extends UtilityActionId>(id: A, raw: unknown): UtilityInput<A> {
  return UTILITY_INPUTS[id].parse(raw) as UtilityInput<A>;
}

/** The HttpError a refused action throws; fails the test when it succeeds or throws anything else. */
export async function refusalOf(work: Promise<unknown>): Promise<HttpError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'the action was not refused').toBeInstanceOf(HttpError);
  return err as HttpError;
}

/** The action as the single kind (run), for calling it directly. */
export function single<A extends UtilityActionId>(action: UtilityAction<A>) {
  if (action.bulk) throw new Error(`${action.id} is a bulk action`);
  return action;
}

/** The action as the bulk kind (items, dryRun, runItem), for calling it directly. */
export function bulk<A extends UtilityActionId>(action: UtilityAction<A>) {
  if (!action.bulk) throw new Error(`${action.id} is a single action`);
  return action;
}

/** POST /api/utilities/{id} (or its dry run) as Olivia Ops, the demo's internal admin. */
export async function postUtility(t: TestApp, id: UtilityActionId, input: object, dryRun = false) {
  const token = await signIn(t.app, 'ops@lodestar.test');
  const url = `/api/utilities/${id}${dryRun ? '/dry-run' : ''}`;
  return t.app.inject({ method: 'POST', url, payload: input, headers: bearer(token) });
}

/** A bulk action's job after the job runner has run it, as GET /api/utility-jobs/{id} answers it. */
export async function finishedJob(t: TestApp, jobId: number) {
  await utilityJobsOf(t.app.services).idle();
  const token = await signIn(t.app, 'ops@lodestar.test');
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/utility-jobs/${jobId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    status: string;
    total: number;
    succeeded: number;
    failed: number;
    results: { item: string | number; ok: boolean; message: string }[];
  };
}

/** The newest 'utility' audit entry. */
export async function lastUtilityAudit(t: TestApp) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'utility'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
}
