import { EVENTS_PER_PAGE, type TrackerEventsPage } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { trackerDetailsKeys, type EventRange } from './tracker-details-keys.ts';

/** GET /devices/{id}/events: one page of the tracker's events, 5 a page, newest first (spec 1 §2.6, §9). */
export function fetchTrackerEvents(
  deviceId: number,
  page: number,
  range: EventRange,
  signal?: AbortSignal,
): Promise<TrackerEventsPage> {
  return apiRequestEnvelope(`/devices/${deviceId}/events`, {
    signal,
    query: { page, per_page: EVENTS_PER_PAGE, ...range },
  });
}

export function trackerEventsQueryOptions(deviceId: number, page: number, range: EventRange) {
  return queryOptions({
    queryKey: trackerDetailsKeys.events(deviceId, page, range),
    queryFn: ({ signal }) => fetchTrackerEvents(deviceId, page, range, signal),
    // the pager keeps showing the last page while the next one loads, instead of jumping to a loader
    placeholderData: keepPreviousData,
  });
}

export function useTrackerEvents(deviceId: number, page: number, range: EventRange) {
  return useQuery(trackerEventsQueryOptions(deviceId, page, range));
}
