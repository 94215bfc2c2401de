import { DEFAULT_POSITION_REPORT_FIELDS } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { postForCsv, saveFile, type CsvFile } from '../utils/fetch-csv.ts';

function reportBody(accountId: number, responseType: 'csv' | 'send_email', deviceIds?: readonly number[]) {
  return {
    type: 'positions',
    response_type: responseType,
    // the server's default columns: name, serial, fix time, coordinates, address, speed, battery, fix
    fields: DEFAULT_POSITION_REPORT_FIELDS,
    filters: { account_id: accountId, only_current_positions: true, device_ids: deviceIds },
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

export function useDownloadCurrentPositions(accountId: number) {
  return useMutation({
    mutationFn: (deviceIds?: readonly number[]) => fetchCurrentPositionsCsv(accountId, deviceIds),
    onSuccess: saveFile,
  });
}

export function useEmailCurrentPositions(accountId: number) {
  return useMutation({
    mutationFn: (deviceIds?: readonly number[]) => emailCurrentPositions(accountId, deviceIds),
  });
}
