import type { Device } from '@lodestar/contracts';
import { canUseBleFeature } from '@lodestar/domain';
import { Alert } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useCurrentAccount } from '../session/use-current-account.ts';
import { AccuracyLayer } from './layers/accuracy-layer.tsx';
import { CurrentLocationLayer } from './layers/current-location-layer.tsx';
import { TrackersLayer } from './layers/trackers-layer.tsx';
import { mapDebug } from './map-debug.ts';
import { DEFAULT_OVERLAYS, type MapOverlays } from './map-overlays.ts';
import { MapView } from './map-view.tsx';
import { MarkerLegend } from './marker-legend.tsx';
import { OverlaysPanel } from './overlays/overlays-panel.tsx';

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
}

function focusFromAddress(): number | null {
  const focus = Number(new URLSearchParams(window.location.search).get('focus'));
  return Number.isInteger(focus) && focus > 0 ? focus : null;
}

/** The tracker list's map: trackers clustered or one in focus, overlays, fix filter and legend. Its own chunk. */
export default function TrackersMap({
  devices,
  focusedTrackerId,
  filterKey = '',
  extraFilters,
}: TrackersMapProps) {
  const { access } = useCurrentAccount();
  const [overlays, setOverlays] = useState<MapOverlays>(DEFAULT_OVERLAYS);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [addressFocus] = useState(focusFromAddress);
  const debug = mapDebug();
  debug.mapRenders = (debug.mapRenders ?? 0) + 1;

  return (
    <MapView
      overlay={
        <>
          <MarkerLegend />
          <OverlaysPanel value={overlays} onChange={setOverlays} extraFilters={extraFilters} />
          {locationError && (
            <Alert
              color="orange"
              role="alert"
              style={{ position: 'absolute', top: 50, left: 10, right: 60, zIndex: 2 }}
            >
              {locationError}
            </Alert>
          )}
        </>
      }
    >
      <TrackersLayer
        devices={devices}
        shownFixes={overlays.shownFixes}
        pins={canUseBleFeature(access?.account)}
        focusedTrackerId={focusedTrackerId === undefined ? addressFocus : focusedTrackerId}
        filterKey={filterKey}
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
