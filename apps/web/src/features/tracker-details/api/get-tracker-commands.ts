import type { Command } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/** GET /devices/{id}/commands: the command catalogue of the tracker's model, categories included, in order. */
export function fetchTrackerCommands(deviceId: number, signal?: AbortSignal): Promise<Command[]> {
  return apiRequest(`/devices/${deviceId}/commands`, { signal });
}

export function trackerCommandsQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: trackerDetailsKeys.commands(deviceId),
    queryFn: ({ signal }) => fetchTrackerCommands(deviceId, signal),
    // the catalogue changes with releases, not while a screen is open
    staleTime: Infinity,
  });
}

export function useTrackerCommands(deviceId: number) {
  return useQuery(trackerCommandsQueryOptions(deviceId));
}
