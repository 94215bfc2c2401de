import { MAP_OVERLAY_TEXTS, type Device } from '@lodestar/contracts';
import { canUseBleFeature } from '@lodestar/domain';
import { Alert, Stack } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useCurrentAccount } from '../session/use-current-account.ts';
import { AccuracyLayer } from './layers/accuracy-layer.tsx';
import { CurrentLocationLayer } from './layers/current-location-layer.tsx';
import { TrackersLayer } from './layers/trackers-layer.tsx';
import { mapDebug } from './map-debug.ts';
import { DEFAULT_OVERLAYS, type MapOverlays } from './map-overlays.ts';
import { MapView } from './map-view.tsx';
import { MarkerLegend } from './marker-legend.tsx';
import { OverlaysPanel } from './overlays/overlays-panel.tsx';
import type { TrackersMapSources } from './trackers-map-sources.ts';
import { TrackerOverlayLayers } from './tracker-overlay-layers.tsx';

export interface TrackersMapProps {
  devices: readonly Device[];
  /**
   * Single mode (spec 1 §4): the tracker to show alone at the single tracker zoom. Null or absent: cluster mode.
   * Without the prop, `?focus=<id>` in the page address chooses it.
   */
  focusedTrackerId?: number | null;
  /**
   * Names the screen's filter choice (the tracker list's groups): when it changes, the new set of trackers is the
   * user's choice, drawn at once rather than at the live pace, and the map fits it.
   */
  filterKey?: string;
  /** The screen's own filter controls, shown in the Layers dropdown under 'Filter Fix Types'. */
  extraFilters?: ReactNode;
  /** The data of the geofence, track and stop overlays (composed in by the app). */
  sources: TrackersMapSources;
}

function focusFromAddress(): number | null {
  const focus = Number(new URLSearchParams(window.location.search).get('focus'));
  return Number.isInteger(focus) && focus > 0 ? focus : null;
}

/**
 * The tracker list's map: trackers clustered or one in focus, overlays, fix filter and legend. Tracks and stops
 * are those of the tracker in focus or the last one whose popup was opened; closing the popup keeps them, so a
 * click on a stop (which closes the tracker's popup) does not take the stops away. Its own chunk.
 */
export default function TrackersMap({
  devices,
  focusedTrackerId,
  filterKey = '',
  extraFilters,
  sources,
}: TrackersMapProps) {
  const { access } = useCurrentAccount();
  const [overlays, setOverlays] = useState<MapOverlays>(DEFAULT_OVERLAYS);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [addressFocus] = useState(focusFromAddress);
  const focus = focusedTrackerId === undefined ? addressFocus : focusedTrackerId;
  const [clicked, setClicked] = useState<number | null>(null);
  const onSelect = useCallback((id: number | null) => {
    if (id !== null) setClicked(id);
  }, []);
  const dayTrackerId = clicked ?? focus;
  const dayTracker = dayTrackerId === null ? undefined : devices.find((d) => d.id === dayTrackerId);
  const debug = mapDebug();
  debug.mapRenders = (debug.mapRenders ?? 0) + 1;

  const [overlayError, setOverlayError] = useState<string | null>(null);
  const alerts = [locationError, overlayError].filter((text): text is string => text !== null);

  return (
    <MapView
      overlay={
        <>
          <MarkerLegend />
          <OverlaysPanel
            value={overlays}
            onChange={setOverlays}
            trackerName={dayTracker?.name ?? null}
            extraFilters={extraFilters}
          />
          {alerts.length > 0 && (
            <Stack gap={4} style={{ position: 'absolute', top: 50, left: 10, right: 60, zIndex: 2 }}>
              {alerts.map((text) => (
                <Alert key={text} color="orange" role="alert" p="xs">
                  {text}
                </Alert>
              ))}
            </Stack>
          )}
        </>
      }
    >
      {access?.account && (
        <TrackerOverlayLayers
          accountId={access.account.id}
          overlays={overlays}
          trackerId={dayTracker?.id ?? null}
          trackerName={dayTracker?.name ?? null}
          sources={sources}
          onError={setOverlayError}
          texts={MAP_OVERLAY_TEXTS}
        />
      )}
      <TrackersLayer
        devices={devices}
        shownFixes={overlays.shownFixes}
        pins={canUseBleFeature(access?.account)}
        focusedTrackerId={focus}
        filterKey={filterKey}
        onSelect={onSelect}
      />
      <AccuracyLayer
        devices={devices}
        shownFixes={overlays.shownFixes}
        cell={overlays.accuracyCell}
        wifi={overlays.accuracyWifi}
        filterKey={filterKey}
      />
      {overlays.currentLocation && <CurrentLocationLayer onError={setLocationError} />}
    </MapView>
  );
}
