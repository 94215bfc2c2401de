import { COMMAND_POLL_INTERVAL, type Message } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/** GET /devices/{id}/dialogs: the latest 100 messages to and from the tracker, newest first (spec 1 §9). */
export function fetchTrackerDialogs(deviceId: number, signal?: AbortSignal): Promise<Message[]> {
  return apiRequest(`/devices/${deviceId}/dialogs`, { signal });
}

/** A message still on its way: the tracker has not answered and the provider has not refused it. */
export function isAwaitingAnswer(message: Pick<Message, 'status'>): boolean {
  return message.status === 'queued' || message.status === 'sent';
}

export function trackerDialogsQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: trackerDetailsKeys.dialogs(deviceId),
    queryFn: ({ signal }) => fetchTrackerDialogs(deviceId, signal),
    // while a command waits for the tracker, reload so the user sees it reach answered without refreshing
    refetchInterval: (query) => (query.state.data?.some(isAwaitingAnswer) ? COMMAND_POLL_INTERVAL : false),
  });
}

export function useTrackerDialogs(deviceId: number) {
  return useQuery(trackerDialogsQueryOptions(deviceId));
}
