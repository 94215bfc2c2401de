import type { UtilityActionId } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';

export type UtilityOutcome = 'ok' | 'refused' | 'failed';

/**
 * One audit entry for a utility action (decision 0071): a single call, a job's creation, or a job's end. The admin
 * is both the actor and the user (they act as themselves); the account is the one the input names, else the one
 * the action reports it touched. A refusal is recorded too: it shows who tried what, though nothing changed.
 */
export async function recordUtility(
  db: Db,
  entry: {
    adminId: number;
    action: UtilityActionId;
    input: unknown;
    outcome: UtilityOutcome;
    message: string;
    jobId?: number;
    accountId?: number | null;
  },
): Promise<void> {
  await insertAuditEntry(db, {
    action: 'utility',
    actingAdminId: entry.adminId,
    userId: entry.adminId,
    accountId: entry.accountId ?? accountNamedBy(entry.input),
    details: {
      action: entry.action,
      input: entry.input,
      outcome: entry.outcome,
      message: entry.message,
      ...(entry.jobId !== undefined && { job_id: entry.jobId }),
    },
  });
}

function accountNamedBy(input: unknown): number | null {
  const id = (input as { account_id?: unknown } | null)?.account_id;
  return typeof id === 'number' ? id : null;
}
