import type { UtilityActionId } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import { trackerBySerial } from './utility-trackers.repository.ts';

export type UtilityOutcome = 'ok' | 'refused' | 'failed';

/**
 * One audit entry for a utility action (decision 0071): a single call, a job's creation, or a job's end. The admin
 * is both the actor and the user (they act as themselves); the account is the one the input names, else the one
 * the action reports it touched, else the account of the tracker the input names by serial. A refusal is recorded too: it shows who tried what, though nothing changed.
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
    accountId: entry.accountId ?? accountNamedBy(entry.input) ?? (await accountOfTracker(db, entry.input)),
    details: {
      action: entry.action,
      input: entry.input,
      outcome: entry.outcome,
      message: entry.message,
      ...(entry.jobId !== undefined && { job_id: entry.jobId }),
    },
  });
}

/** The account of the tracker an input names by serial (Setup, Clear Device, ...): the audit finds it by account. */
async function accountOfTracker(db: Db, input: unknown): Promise<number | null> {
  const serial = (input as { serial?: unknown } | null)?.serial;
  if (typeof serial !== 'string') return null;
  return trackerBySerial(db, serial).then(
    (tracker) => tracker.accountId,
    () => null,
  );
}

function accountNamedBy(input: unknown): number | null {
  const id = (input as { account_id?: unknown } | null)?.account_id;
  return typeof id === 'number' ? id : null;
}
