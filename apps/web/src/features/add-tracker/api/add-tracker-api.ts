import type {
  AddedTracker,
  AddTrackerRequest,
  DeviceDetails,
  Model,
  UnknownTrackerSighting,
} from '@lodestar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** GET /models: the model catalogue to choose from (one page is the whole catalogue). */
export function useModels() {
  return useQuery({
    queryKey: ['add-tracker', 'models'],
    queryFn: ({ signal }) => apiRequest<Model[]>('/models', { signal, query: { per_page: 100 } }),
    staleTime: Infinity,
  });
}

/** POST /accounts/{id}/devices. Field errors (422) and refusals (403) are shown by the form itself. */
export function useAddTracker(accountId: number) {
  return useMutation({
    mutationFn: (body: AddTrackerRequest) =>
      apiRequest<AddedTracker>(`/accounts/${accountId}/devices`, {
        method: 'POST',
        body,
        handles: [403, 404, 422],
      }),
  });
}

/** Whether an identifier has been reporting before it is added; null when nothing reported with it. */
export function fetchSighting(accountId: number, identifier: string): Promise<UnknownTrackerSighting | null> {
  return apiRequest<UnknownTrackerSighting>(
    `/accounts/${accountId}/unknown-trackers/${encodeURIComponent(identifier)}`,
    { handles: 'all' },
  ).catch(() => null);
}

/**
 * The added tracker, asked again every few seconds until its first fix is in: the watch stops by itself once
 * `current_position` is set.
 */
export function useFirstFix(accountId: number, deviceId: number) {
  return useQuery({
    queryKey: ['add-tracker', 'first-fix', accountId, deviceId],
    queryFn: ({ signal }) =>
      apiRequest<DeviceDetails>(`/accounts/${accountId}/devices/${deviceId}`, { signal }),
    refetchInterval: (query) => (query.state.data?.current_position ? false : 3_000),
  });
}
