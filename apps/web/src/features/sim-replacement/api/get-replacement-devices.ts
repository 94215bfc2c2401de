import type { SimReplacementDevicesAnswer } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { SIM_CALL_HANDLES, simReplacementKeys } from './sim-replacement-keys.ts';

/** The trackers due a new SIM, and whether the account hides the banner (`meta.banner_hidden`). */
export type ReplacementDevicesPage = SimReplacementDevicesAnswer;

/** GET /accounts/{id}/sim-replacement/devices (spec 3 §7): the account's trackers whose SIM should be replaced. */
export function fetchReplacementDevices(
  accountId: number,
  signal?: AbortSignal,
): Promise<ReplacementDevicesPage> {
  return apiRequestEnvelope<ReplacementDevicesPage>(`/accounts/${accountId}/sim-replacement/devices`, {
    signal,
    handles: SIM_CALL_HANDLES,
  });
}

export function replacementDevicesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: simReplacementKeys.devices(accountId),
    queryFn: ({ signal }) => fetchReplacementDevices(accountId, signal),
  });
}

/** The banner's trackers; asked only when the user's role may see SIMs (`enabled`). */
export function useReplacementDevices(accountId: number | null, enabled: boolean) {
  return useQuery({
    ...replacementDevicesQueryOptions(accountId ?? 0),
    enabled: enabled && accountId !== null,
  });
}
