import { TRACKER_LIST_TEXTS, type SubscriptionStatus } from '@lodestar/contracts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';
import { postForCsv, type CsvFile } from '../utils/fetch-csv.ts';

/** What the list CSV covers: the list's statuses and search, as on screen. */
export interface DeviceListCsvParams {
  subscription_status: readonly SubscriptionStatus[];
  search?: string;
}

/** POST /accounts/{id}/device-list: the tracker list as a CSV file (spec 1 §7). */
export function fetchDeviceListCsv(accountId: number, params: DeviceListCsvParams): Promise<CsvFile> {
  const body = { ...params, search: params.search?.trim() || undefined };
  return postForCsv(`/accounts/${accountId}/device-list`, body, 'trackers.csv');
}

export function useDownloadDeviceList(accountId: number) {
  return useFileDownload(
    (params: DeviceListCsvParams) => fetchDeviceListCsv(accountId, params),
    TRACKER_LIST_TEXTS.downloadFailed,
  );
}
