import {
  DEFAULT_POSITION_REPORT_FIELDS,
  HISTORY_DOWNLOAD_FORMATS,
  type HistoryDownloadFormat,
} from '@lodestar/contracts';
import { getFile, postFile, type DownloadProgress, type DownloadedFile } from '../../../api/file-download.ts';

/** The period of a history download, as ISO instants. */
export interface HistoryPeriod {
  from: string;
  to: string;
}

const ACCEPT: Record<HistoryDownloadFormat, string> = {
  csv: 'text/csv',
  gpx: 'application/gpx+xml',
  geojson: 'application/geo+json',
};

/** GET …/stops?format=zulu&download=1: the period's stops as a CSV file (spec 1 §7). */
export function fetchStopsCsv(
  accountId: number,
  deviceId: number,
  period: HistoryPeriod,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  return getFile(`/accounts/${accountId}/devices/${deviceId}/stops`, {
    query: { date_from: period.from, date_to: period.to, format: 'zulu', download: 1 },
    accept: 'text/csv',
    fallbackName: `stops-${deviceId}.csv`,
    onProgress,
  });
}

/** GET …/positions?format=csv|gpx|geojson&download=1: the period's positions as a file (spec 1 §7). */
export function fetchPositionsFile(
  accountId: number,
  deviceId: number,
  period: HistoryPeriod,
  format: HistoryDownloadFormat,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const extension = HISTORY_DOWNLOAD_FORMATS.find((f) => f.format === format)?.extension ?? format;
  return getFile(`/accounts/${accountId}/devices/${deviceId}/positions`, {
    query: { date_from: period.from, date_to: period.to, format, download: 1 },
    accept: ACCEPT[format],
    fallbackName: `positions-${deviceId}.${extension}`,
    onProgress,
  });
}

/** POST /report-builder/ with only_current_positions: this tracker's current position as CSV (spec 1 §7). */
export function fetchCurrentPositionCsv(accountId: number, deviceId: number): Promise<DownloadedFile> {
  return postFile('/report-builder/', {
    body: {
      type: 'positions',
      response_type: 'csv',
      fields: DEFAULT_POSITION_REPORT_FIELDS,
      filters: { account_id: accountId, only_current_positions: true, device_ids: [deviceId] },
    },
    accept: 'text/csv',
    fallbackName: `current-position-${deviceId}.csv`,
  });
}
