import type { TrackerTriggers } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/** GET /devices/{id}/triggers: the tracker's temperature (Celsius) and humidity SLAs; null bounds are off. */
export function fetchTrackerTriggers(deviceId: number, signal?: AbortSignal): Promise<TrackerTriggers> {
  return apiRequest(`/devices/${deviceId}/triggers`, { signal });
}

export function trackerTriggersQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: trackerDetailsKeys.triggers(deviceId),
    queryFn: ({ signal }) => fetchTrackerTriggers(deviceId, signal),
  });
}

export function useTrackerTriggers(deviceId: number) {
  return useQuery(trackerTriggersQueryOptions(deviceId));
}
