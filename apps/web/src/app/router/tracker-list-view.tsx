import { useQuery } from '@tanstack/react-query';
import { defaultDetailsRange } from '../../components/date-range/date-range-limits.ts';
import { geofencesQueryOptions } from '../../features/geofences/api/get-geofences.ts';
import { historyPathQueryOptions } from '../../features/tracker-history/api/get-history-positions.ts';
import { historyStopsQueryOptions } from '../../features/tracker-history/api/get-history-stops.ts';
import { TrackerListScreen } from '../../features/trackers/components/tracker-list-screen.tsx';
import { useNow } from '../../hooks/use-now.ts';
import type { TrackerDay, TrackersMapSources } from '../../map/trackers-map-sources.ts';

const NO_STOPS: TrackerDay['stops'] = [];

/**
 * Today's path and stops of one tracker, under the history screen's cache keys for today so far (no end: the
 * server reads now), so opening the tracker's details after looking at its day on the list costs no request.
 */
function useTrackerDay(
  accountId: number,
  trackerId: number | null,
  wanted: { path: boolean; stops: boolean },
): TrackerDay {
  const from = defaultDetailsRange(new Date(useNow())).from;
  const id = trackerId ?? 0;
  const path = useQuery({
    ...historyPathQueryOptions(accountId, id, from, null),
    // another tracker's path must not stand in for this one's while it loads
    placeholderData: undefined,
    enabled: wanted.path && trackerId !== null,
  });
  const stops = useQuery({
    ...historyStopsQueryOptions(accountId, id, from, null),
    enabled: wanted.stops && trackerId !== null,
  });
  return {
    path: path.data,
    stops: stops.data ?? NO_STOPS,
    stopsFailed: stops.isError,
    pathFailed: path.isError,
  };
}

const SOURCES: TrackersMapSources = {
  useGeofences(accountId, enabled) {
    const query = useQuery({ ...geofencesQueryOptions(accountId), enabled });
    return { data: query.data, failed: query.isError };
  },
  useTrackerDay,
};

/**
 * DeviceListView: the tracker list, its map's geofence overlay from the geofences feature and its track and stop
 * overlays from the history feature. The features meet here, not in each other.
 */
export function TrackerListView() {
  return <TrackerListScreen mapSources={SOURCES} />;
}
