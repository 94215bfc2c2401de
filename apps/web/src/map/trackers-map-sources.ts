import type { Geofence, HistoryPath, Stop } from '@lodestar/contracts';

/** A tracker's day as the tracker list map's 'Show tracks' and 'Show stops' draw it. */
export interface TrackerDay {
  /** Today's fixes in time order; undefined while loading or when tracks are off. */
  path: HistoryPath | undefined;
  stops: readonly Stop[];
  stopsFailed: boolean;
  pathFailed: boolean;
}

/**
 * Where the tracker list map gets the data of its geofence, track and stop overlays (spec 1 §2.5). The map is
 * shared code and the calls belong to the geofence and history features, which the app composes in
 * (app/router/tracker-list-view.tsx); each is asked for only while its overlay is on. Hooks, so the object must
 * be the same on every render (a module constant).
 */
export interface TrackersMapSources {
  useGeofences(
    accountId: number,
    enabled: boolean,
  ): { data: readonly Geofence[] | undefined; failed: boolean };
  useTrackerDay(
    accountId: number,
    trackerId: number | null,
    wanted: { path: boolean; stops: boolean },
  ): TrackerDay;
}
