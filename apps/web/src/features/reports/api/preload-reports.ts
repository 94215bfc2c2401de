import type { Account } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { preloadReportMap } from '../../../map/lazy-report-map.tsx';
import { publicReportQueryOptions } from './get-public-report.ts';
import { reportQueryOptions } from './get-report.ts';
import { reportPathQueryOptions } from './get-report-path.ts';
import { reportsQueryOptions } from './get-reports.ts';

/** The report list's first page, awaited: the list renders with its rows or its empty state. */
export function preloadReportList(queryClient: QueryClient, account: Account | null | undefined) {
  if (!account) return;
  return queryClient.prefetchQuery(reportsQueryOptions(account.id, 1));
}

/**
 * A report's details: the map chunk and the path start at once without holding the screen back; the report
 * itself (summary, stops, events, first positions) is awaited. A 404 is the screen's.
 */
export function preloadReport(
  queryClient: QueryClient,
  account: Account | null | undefined,
  id: string | undefined,
) {
  preloadReportMap();
  const reportId = Number(id);
  if (!account || !Number.isInteger(reportId) || reportId < 1) return;
  void queryClient.prefetchQuery(reportPathQueryOptions(account.id, reportId));
  return queryClient.prefetchQuery(reportQueryOptions(account.id, reportId));
}

/** A shared report by uuid: the map chunk, and the report (prefetchQuery never throws: failures are the page's). */
export function preloadPublicReport(queryClient: QueryClient, uuid: string | undefined) {
  preloadReportMap();
  if (!uuid) return;
  void queryClient.prefetchQuery(publicReportQueryOptions(uuid));
}
