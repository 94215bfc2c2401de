import {
  REPORT_POSITIONS_PER_PAGE,
  type PageMeta,
  type ReportDetails,
  type ReportDetailsQuery,
  type ReportSummary,
} from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import type { AddressBook } from '../../integrations/geocoder/address-book.ts';
import { pageMeta } from '../devices/page-meta.ts';
import type { StopCache } from '../history/stop-cache.ts';
import { toStopDto } from '../history/stops-answer.ts';
import { toReportDto } from './report-dto.ts';
import { findPositionFigures, findPositionsPage, findReportEvents } from './report-content.repository.ts';
import type { ReportRow } from './reports.repository.ts';

export interface ReportContentDeps {
  database: Database;
  stops: StopCache;
  addresses: AddressBook;
}

export const rangeOf = (row: ReportRow) => ({ from: row.startAt, to: row.endAt });

/** The period's figures: the stops' read gives distance and times, one aggregate gives count and top speed. */
export async function reportSummary(deps: ReportContentDeps, row: ReportRow) {
  const range = rangeOf(row);
  const [{ stops, summary }, figures] = await Promise.all([
    deps.stops.stopsAndSummaryOf(row.deviceId, range),
    findPositionFigures(deps.database, row.deviceId, range),
  ]);
  const movingSeconds = Math.round(summary.movingMs / 1000);
  const dto: ReportSummary = {
    positions_count: figures.count,
    distance_m: Math.round(summary.distanceMetres),
    moving_seconds: movingSeconds,
    parked_seconds: Math.round(summary.parkedMs / 1000),
    stops_count: stops.length,
    max_speed: figures.maxSpeed,
    avg_speed: movingSeconds > 0 ? summary.distanceMetres / movingSeconds : null,
    first_fix_at: figures.first?.toISOString() ?? null,
    last_fix_at: figures.last?.toISOString() ?? null,
  };
  return { summary: dto, stops: stops.map((s) => toStopDto(s, deps.addresses)) };
}

/**
 * A report with its content (spec 2 §3): the summary, every stop and event of its period and one page of its
 * positions. Nothing is stored with the report: it is read from the tracker's history each time, so a late
 * report from the tracker shows up in it.
 */
export async function reportDetails(
  deps: ReportContentDeps,
  row: ReportRow,
  query: ReportDetailsQuery,
): Promise<{ data: ReportDetails; meta: { positions: PageMeta } }> {
  const page = query.positions_page ?? 1;
  const perPage = query.positions_per_page ?? REPORT_POSITIONS_PER_PAGE;
  const range = rangeOf(row);
  const [{ summary, stops }, events, positions] = await Promise.all([
    reportSummary(deps, row),
    findReportEvents(deps.database, row.deviceId, range),
    findPositionsPage(deps.database, row.deviceId, range, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return {
    data: {
      ...toReportDto(row, false),
      device: { id: row.deviceId, name: row.deviceName, account_id: row.accountId },
      summary,
      stops,
      events,
      positions,
    },
    meta: { positions: pageMeta(page, perPage, summary.positions_count, positions.length) },
  };
}
