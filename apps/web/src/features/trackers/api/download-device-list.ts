import { TRACKER_LIST_TEXTS, type SubscriptionStatus } from '@lodestar/contracts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';
import { postForCsv, type CsvFile } from '../utils/fetch-csv.ts';

/** What the list CSV covers: the list's statuses, search and groups, as on screen. */
export interface DeviceListCsvParams {
  subscription_status: readonly SubscriptionStatus[];
  search?: string;
  /** Only trackers in any of these groups (issue 16); left out when no group is chosen. */
  group_ids?: readonly number[];
}

/** POST /accounts/{id}/device-list: the tracker list as a CSV file (spec 1 §7). */
export function fetchDeviceListCsv(accountId: number, params: DeviceListCsvParams): Promise<CsvFile> {
  const body = {
    ...params,
    search: params.search?.trim() || undefined,
    group_ids: params.group_ids?.length ? params.group_ids : undefined,
  };
  return postForCsv(`/accounts/${accountId}/device-list`, body, 'trackers.csv');
}

export function useDownloadDeviceList(accountId: number) {
  return useFileDownload(
    (params: DeviceListCsvParams) => fetchDeviceListCsv(accountId, params),
    TRACKER_LIST_TEXTS.downloadFailed,
  );
}
