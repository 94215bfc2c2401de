import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { UtilityActionId } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { testCarrier } from '../sims/sims.test-helper.ts';
import { utilityJobsOf } from './utility-jobs.plugin.ts';

export interface UtilityTestApp {
  t: TestApp;
  /** Olivia Ops, the demo's internal admin */
  ops: string;
  carrier: ReturnType<typeof testCarrier>;
  /** POST /api/utilities/{id} as Olivia */
  run(id: UtilityActionId, input: unknown, token?: string): Promise<LightMyRequestResponse>;
  dryRun(id: UtilityActionId, input: unknown): Promise<LightMyRequestResponse>;
  /** the newest 'utility' audit entry */
  lastAudit(): Promise<typeof auditLog.$inferSelect>;
  close(): Promise<void>;
}

/** An app for the utilities' tests, with a carrier of the test's own and Olivia Ops signed in. */
export async function utilityTestApp(): Promise<UtilityTestApp> {
  const t = await createTestApp();
  const carrier = testCarrier();
  t.app.services.carrier = carrier.carrier;
  const ops = await signIn(t.app, 'ops@lodestar.test');
  const post = (url: string, payload: unknown, token = ops) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
  return {
    t,
    ops,
    carrier,
    run: (id, input, token) => post(`/api/utilities/${id}`, input, token),
    dryRun: (id, input) => post(`/api/utilities/${id}/dry-run`, input),
    async lastAudit() {
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'utility'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row!;
    },
    async close() {
      await utilityJobsOf(t.app.services).stop();
      await t.close();
    },
  };
}
