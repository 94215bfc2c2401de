import type { Db } from '../../db/database.ts';
import type { EmailedFileBuilder, EmailedFileRequest } from '../files/emailed-files.ts';
import { today } from './download-reply.ts';
import { positionReportCsv, type PositionReportPlan } from './position-report.service.ts';

/** The kind of the e-mailed positions CSV (report-builder's send_email). */
export const POSITIONS_CSV = 'positions-csv';

/** The plan as the outbox stores it (JSON): the range's times as ISO strings. */
interface StoredPlan extends Omit<PositionReportPlan, 'range'> {
  range: { from: string; to: string } | null;
}

const whatOf = (plan: { range: unknown }) => (plan.range ? 'position history CSV' : 'current positions CSV');

/**
 * The send_email report as an e-mailed file request: the plan was checked against what the user may see when
 * they asked, so the file holds exactly that whichever instance makes it.
 */
export function positionsCsvRequest(
  plan: PositionReportPlan,
  user: EmailedFileRequest['user'],
): EmailedFileRequest {
  const range = plan.range && { from: plan.range.from.toISOString(), to: plan.range.to.toISOString() };
  const params: StoredPlan = { ...plan, range };
  return { kind: POSITIONS_CSV, params, user, accountId: plan.scope.accountId, what: whatOf(plan) };
}

/** Makes the CSV of a stored plan, read in batches as the file store takes it. */
export function positionsCsvBuilder(db: Db): EmailedFileBuilder {
  return async (params) => {
    const stored = params as StoredPlan;
    const range = stored.range && { from: new Date(stored.range.from), to: new Date(stored.range.to) };
    return {
      name: `positions-${today()}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: positionReportCsv(db, { ...stored, range }),
      what: whatOf(stored),
    };
  };
}
