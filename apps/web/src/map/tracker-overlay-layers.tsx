import type { MAP_OVERLAY_TEXTS } from '@lodestar/contracts';
import { useEffect } from 'react';
import { GeofencesLayer } from './layers/geofences-layer.tsx';
import { PathLayer } from './layers/path-layer.tsx';
import { StopsLayer } from './layers/stops-layer.tsx';
import { TRACKER_LAYERS } from './layers/tracker-layer-style.ts';
import type { MapOverlays } from './map-overlays.ts';
import { ParkedNotice } from './parked-notice.tsx';
import type { TrackersMapSources } from './trackers-map-sources.ts';
import { useMapInstance } from './use-map-instance.ts';

const EMPTY_PATH = { time: [], lng: [], lat: [], speed: [] };

interface TrackerOverlayLayersProps {
  accountId: number;
  overlays: MapOverlays;
  /** The tracker whose day 'Show tracks' and 'Show stops' draw, or null before one is chosen. */
  trackerId: number | null;
  trackerName: string | null;
  sources: TrackersMapSources;
  /** Says on the map when an overlay's data could not be loaded (null: all well). */
  onError: (message: string | null) => void;
  texts: typeof MAP_OVERLAY_TEXTS;
}

/**
 * The tracker list map's 'Show geofences', 'Show tracks' and 'Show stops' (spec 1 §2.5): the account's geofences,
 * and today's path and stops of one tracker, drawn with the geofence screens' and the history map's own layers.
 * Each overlay's data is asked for only while it is on. The trackers stay drawn above them.
 */
export function TrackerOverlayLayers({
  accountId,
  overlays,
  trackerId,
  trackerName,
  sources,
  onError,
  texts,
}: TrackerOverlayLayersProps) {
  const map = useMapInstance();
  const geofences = sources.useGeofences(accountId, overlays.geofences);
  const wantPath = overlays.tracks && trackerId !== null;
  const wantStops = overlays.stops && trackerId !== null;
  const day = sources.useTrackerDay(accountId, trackerId, { path: wantPath, stops: wantStops });
  const showGeofences = overlays.geofences && geofences.data !== undefined;
  const showDay = wantPath || wantStops;

  const geofencesFailed = overlays.geofences && geofences.failed;
  const dayFailed = wantPath && day.pathFailed;
  useEffect(() => {
    onError(geofencesFailed ? texts.geofencesFailed : dayFailed ? texts.trackFailed : null);
  }, [onError, geofencesFailed, dayFailed, texts]);

  // overlays switched on after the trackers were drawn go on top of them: the markers are put back above
  useEffect(() => {
    for (const id of Object.values(TRACKER_LAYERS)) if (map.getLayer(id)) map.moveLayer(id);
  }, [map, showGeofences, showDay]);

  return (
    <>
      {showGeofences && <GeofencesLayer geofences={geofences.data!} clustered={false} focusId={null} />}
      {showDay && (
        <>
          <PathLayer path={day.path ?? EMPTY_PATH} visible={wantPath} />
          <StopsLayer stops={day.stops} failed={day.stopsFailed} visible={wantStops} />
          {wantPath && <ParkedNotice path={day.path} name={trackerName ?? undefined} />}
        </>
      )}
    </>
  );
}
