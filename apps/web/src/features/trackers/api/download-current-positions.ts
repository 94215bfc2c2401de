import { DEFAULT_POSITION_REPORT_FIELDS, TRACKER_LIST_TEXTS } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';
import { postForCsv, type CsvFile } from '../utils/fetch-csv.ts';

/** A history period for the positions report, as ISO instants. */
export interface PositionsPeriod {
  from: string;
  to: string;
}

function reportBody(
  accountId: number,
  responseType: 'csv' | 'send_email',
  deviceIds?: readonly number[],
  period?: PositionsPeriod,
) {
  // with a period: every position the trackers reported in it; without: each tracker's newest one
  const range = period
    ? { only_current_positions: false, fix_time_from: period.from, fix_time_to: period.to }
    : { only_current_positions: true };
  return {
    type: 'positions',
    response_type: responseType,
    // the server's default columns: name, serial, fix time, coordinates, address, speed, battery, fix
    fields: DEFAULT_POSITION_REPORT_FIELDS,
    filters: { account_id: accountId, ...range, device_ids: deviceIds },
  };
}

/** POST /report-builder/ with response_type csv: every tracker's current position as a CSV file (spec 1 §7). */
export function fetchCurrentPositionsCsv(accountId: number, deviceIds?: readonly number[]): Promise<CsvFile> {
  return postForCsv('/report-builder/', reportBody(accountId, 'csv', deviceIds), 'current-positions.csv');
}

/** POST /report-builder/ with response_type send_email: the server mails a link; answers its message. */
export function emailCurrentPositions(
  accountId: number,
  deviceIds?: readonly number[],
): Promise<{ message?: string }> {
  return apiRequest('/report-builder/', {
    method: 'POST',
    body: reportBody(accountId, 'send_email', deviceIds),
    handles: 'all',
  });
}

/**
 * POST /report-builder/ with response_type csv and a period: the positions the trackers reported in it, one
 * row per position (spec 1 §7; the tracker list's 'History' period, issue 15).
 */
export function fetchPeriodPositionsCsv(
  accountId: number,
  deviceIds: readonly number[],
  period: PositionsPeriod,
): Promise<CsvFile> {
  const body = reportBody(accountId, 'csv', deviceIds, period);
  return postForCsv('/report-builder/', body, 'positions.csv');
}

export function useDownloadCurrentPositions(accountId: number) {
  return useFileDownload(
    (deviceIds?: readonly number[]) => fetchCurrentPositionsCsv(accountId, deviceIds),
    TRACKER_LIST_TEXTS.downloadFailed,
  );
}

/** The checked trackers' positions: over the period when there is one, else their current positions. */
export function useDownloadSelectedPositions(accountId: number) {
  return useFileDownload(
    ({ deviceIds, period }: { deviceIds: readonly number[]; period?: PositionsPeriod }) =>
      period
        ? fetchPeriodPositionsCsv(accountId, deviceIds, period)
        : fetchCurrentPositionsCsv(accountId, deviceIds),
    TRACKER_LIST_TEXTS.downloadFailed,
  );
}

export function useEmailCurrentPositions(accountId: number) {
  return useMutation({
    mutationFn: (deviceIds?: readonly number[]) => emailCurrentPositions(accountId, deviceIds),
  });
}
