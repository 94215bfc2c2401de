import { deviceListStatuses } from '@lodestar/domain';
import {
  DEFAULT_POSITION_REPORT_FIELDS,
  POSITION_REPORT_MAX_DAYS,
  type PositionReportFilters,
  type ReportBuilderRequest,
} from '@lodestar/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { getAccount } from '../accounts/accounts.service.ts';
import { csvStream } from './csv-file.ts';
import { reportColumns, type ReportRow } from './position-report-columns.ts';
import {
  findCurrentReportRows,
  findHistoryBatch,
  type HistoryCursor,
  type ReportScope,
} from './position-report.repository.ts';
import type { TimeZoneChoice } from './time-zone.ts';

const BATCH_ROWS = 2_000;
const DAY_MS = 86_400_000;

/** A checked positions report, ready to be written: what to read and how to show it. */
export interface PositionReportPlan {
  scope: ReportScope;
  range: { from: Date; to: Date } | null;
  fields: ReportBuilderRequest['fields'] & {};
  zone: TimeZoneChoice;
}

/** The trackers the filters name (device_ids, device_id, device_id.in), or undefined for all. */
function namedTrackers(filters: PositionReportFilters): number[] | undefined {
  const c = filters.device_id;
  const fromCondition = c === undefined ? [] : typeof c === 'number' ? [c] : c.in;
  if (!filters.device_ids && c === undefined) return undefined;
  return [...new Set([...(filters.device_ids ?? []), ...fromCondition])];
}

/**
 * Checks a report request against what the caller may see and the spec's limits. Trackers the caller may not
 * see are left out rather than refused, as in current-positions; a devices-role member only ever gets theirs.
 * Current positions of no named trackers are those of the trackers the tracker list shows (its statuses for the
 * account, spec 1 §2.2): an archived tracker is in neither.
 */
export async function planPositionReport(
  db: Db,
  access: AccountAccess,
  request: ReportBuilderRequest,
  zone: TimeZoneChoice,
): Promise<PositionReportPlan> {
  const f = request.filters;
  const named = namedTrackers(f);
  const statuses =
    f.only_current_positions && named === undefined
      ? deviceListStatuses(await getAccount(db, access))
      : undefined;
  const granted = access.deviceIds;
  const deviceIds = granted ? (named ?? [...granted]).filter((id) => granted.has(id)) : named;
  let range: PositionReportPlan['range'] = null;
  if (!f.only_current_positions) {
    if (!f.fix_time_from || !f.fix_time_to) {
      throw unprocessable('fix_time_from and fix_time_to are required unless only_current_positions is set', {
        'filters.fix_time_from': ['is required for a history report'],
      });
    }
    range = { from: new Date(f.fix_time_from), to: new Date(f.fix_time_to) };
    if (range.from > range.to) {
      throw unprocessable('The start date must be before the end date', {
        'filters.fix_time_from': ['must be before fix_time_to'],
      });
    }
    if (range.to.getTime() - range.from.getTime() > POSITION_REPORT_MAX_DAYS * DAY_MS) {
      throw unprocessable(`The date range cannot exceed ${POSITION_REPORT_MAX_DAYS} days`, {
        'filters.fix_time_to': [`at most ${POSITION_REPORT_MAX_DAYS} days after fix_time_from`],
      });
    }
  }
  const fields = [...new Set(request.fields ?? DEFAULT_POSITION_REPORT_FIELDS)];
  return { scope: { accountId: access.accountId, deviceIds, statuses }, range, fields, zone };
}

async function* historyRows(db: Db, plan: PositionReportPlan, range: { from: Date; to: Date }) {
  let after: HistoryCursor | null = null;
  for (;;) {
    const batch = await findHistoryBatch(db, plan.scope, range, after, BATCH_ROWS);
    yield* batch;
    if (batch.length < BATCH_ROWS) return;
    const last = batch[batch.length - 1]!;
    after = { deviceId: last.position.deviceId, fixTimeMicros: last.fixTimeMicros };
  }
}

/** The report as a CSV stream: current positions at once, history read batch by batch as the stream is drained. */
export function positionReportCsv(db: Db, plan: PositionReportPlan): Readable {
  const columns = reportColumns(plan.fields, plan.zone);
  const range = plan.range;
  async function* records() {
    const rows: AsyncIterable<ReportRow> | ReportRow[] = range
      ? historyRows(db, plan, range)
      : await findCurrentReportRows(db, plan.scope);
    for await (const row of rows) yield columns.row(row);
  }
  return csvStream(columns.header, records());
}
