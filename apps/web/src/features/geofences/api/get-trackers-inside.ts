import { TIMING } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchGeofenceEvents } from './get-geofence-events.ts';
import { geofenceKeys } from './geofence-keys.ts';

/** The newest entries and exits read to find who is inside: the API's largest events page. */
const EVENTS_READ = 200;

export interface TrackerInside {
  deviceId: number;
  deviceName: string;
  /** When it entered (its latest entry). */
  since: string;
}

/**
 * The trackers inside a geofence now: those whose latest entry or exit of it is an entry. Detection opens a visit
 * exactly when it writes an entry and closes it with the exit (docs/decisions/0036), so this is the list behind
 * the geofence's devices_count, read from its newest 200 events; a tracker inside since before those shows in
 * the count only (the screen says how many more).
 */
export async function fetchTrackersInside(
  accountId: number,
  geofenceId: number,
  signal?: AbortSignal,
): Promise<TrackerInside[]> {
  const page = await fetchGeofenceEvents(accountId, { geofenceId, page: 1, perPage: EVENTS_READ }, signal);
  const latest = new Map<number, (typeof page.data)[number]>();
  for (const event of page.data) if (!latest.has(event.device_id)) latest.set(event.device_id, event);
  return [...latest.values()]
    .filter((e) => e.event_type === 'geofence_enter')
    .map((e) => ({ deviceId: e.device_id, deviceName: e.device_name, since: e.created_at }))
    .sort((a, b) => a.deviceName.localeCompare(b.deviceName));
}

export function useTrackersInside(accountId: number, geofenceId: number) {
  return useQuery(
    queryOptions({
      queryKey: geofenceKeys.inside(accountId, geofenceId),
      queryFn: ({ signal }) => fetchTrackersInside(accountId, geofenceId, signal),
      // new entries and exits show without a reload: the details refresh them on the spec's
      // auto-refresh interval
      refetchInterval: TIMING.autoRefreshInterval,
    }),
  );
}
