import type { SubscriptionStatus } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { postForCsv, saveFile, type CsvFile } from '../utils/fetch-csv.ts';

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
  return useMutation({
    mutationFn: (params: DeviceListCsvParams) => fetchDeviceListCsv(accountId, params),
    onSuccess: saveFile,
  });
}
