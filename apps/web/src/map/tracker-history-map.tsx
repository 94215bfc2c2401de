import type { HistoryPath, Position, Stop } from '@lodestar/contracts';
import type { MarkerColour } from '@lodestar/domain';
import { Alert } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { pathLength } from './history-features.ts';
import { HistoryCurrentLayer } from './layers/history-current-layer.tsx';
import { PathLayer } from './layers/path-layer.tsx';
import { StopsLayer } from './layers/stops-layer.tsx';
import { MapView } from './map-view.tsx';
import { MarkerLegend } from './marker-legend.tsx';
import { ParkedNotice } from './parked-notice.tsx';
import {
  DEFAULT_HISTORY_OVERLAYS,
  HistoryOverlaysPanel,
  type HistoryOverlays,
} from './overlays/history-overlays-panel.tsx';
import { useHistoryFit } from './use-history-fit.ts';

export interface TrackerHistoryMapViewProps {
  /** The period's fixes in time order, as columns; undefined while the first load runs. */
  path: HistoryPath | undefined;
  stops: readonly Stop[];
  stopsFailed: boolean;
  current: Position | null;
  currentColour: MarkerColour;
  /** Changes with the period: the map fits each new period once and keeps the user's view on refreshes. */
  periodKey: string;
  /** False while `path` is still the previous period's, kept on screen until the new one arrives. */
  pathIsCurrent: boolean;
  /** The history could not be loaded: the server's message, else 'An error occurred' (spec 1 §8). */
  loadError: string | null;
  /** More layers over the history's (a report's event markers); rendered inside the map. */
  children?: ReactNode;
  /** The tracker marker colours' legend; off where no tracker marker is drawn (a report). Default on. */
  markerLegend?: boolean;
}

const EMPTY: HistoryPath = { time: [], lng: [], lat: [], speed: [] };
const NO_STOPS: readonly Stop[] = [];

/** The land and the stops wait for the path at most this long, so a slow download does not leave the map bare. */
const PATH_FIRST_MAX_MS = 6000;

/**
 * Whether the bundled land and the stops may go into the map: once the path is drawn, or there is none to draw
 * (no fixes, a failed load, tracks hidden), or after PATH_FIRST_MAX_MS. Tiling the land and 130,000 fixes at once on a
 * 2-core machine kept the path off screen for seconds; stops set while the path tiles made MapLibre draw frame
 * after frame (each one tens of milliseconds in software WebGL) while the worker was cutting the path's tiles.
 * Once free it stays free.
 */
function useRestAfterPath(props: TrackerHistoryMapViewProps, tracksShown: boolean) {
  const [free, setFree] = useState(false);
  const nothingToDraw =
    !tracksShown || props.loadError !== null || (props.path !== undefined && pathLength(props.path) < 2);
  if (nothingToDraw && !free) setFree(true);
  useEffect(() => {
    if (free) return;
    const timer = setTimeout(() => setFree(true), PATH_FIRST_MAX_MS);
    return () => clearTimeout(timer);
  }, [free]);
  return { free, release: () => setFree(true) };
}

function HistoryFit({
  periodKey,
  path,
  current,
}: Pick<TrackerHistoryMapViewProps, 'periodKey' | 'path' | 'current'>) {
  useHistoryFit(periodKey, path, current);
  return null;
}

/** The map's single mode (spec 1 §2.5): one tracker with its path, stops and current position. Its own chunk. */
export default function TrackerHistoryMap(props: TrackerHistoryMapViewProps) {
  const [overlays, setOverlays] = useState<HistoryOverlays>(DEFAULT_HISTORY_OVERLAYS);
  const rest = useRestAfterPath(props, overlays.tracks);
  return (
    <MapView
      holdLand={!rest.free}
      overlay={
        <>
          {props.markerLegend !== false && <MarkerLegend />}
          <HistoryOverlaysPanel value={overlays} onChange={setOverlays} />
          {overlays.tracks && props.pathIsCurrent && !props.loadError && <ParkedNotice path={props.path} />}
          {props.loadError && (
            <Alert
              color="red"
              role="alert"
              p="xs"
              style={{ position: 'absolute', bottom: 30, left: 10, zIndex: 2 }}
            >
              {props.loadError}
            </Alert>
          )}
        </>
      }
    >
      <PathLayer path={props.path ?? EMPTY} visible={overlays.tracks} onDrawn={rest.release} />
      <StopsLayer
        stops={rest.free ? props.stops : NO_STOPS}
        failed={props.stopsFailed}
        visible={overlays.stops}
      />
      <HistoryCurrentLayer position={props.current} colour={props.currentColour} />
      {props.children}
      <HistoryFit
        periodKey={props.periodKey}
        path={props.pathIsCurrent ? props.path : undefined}
        current={props.current}
      />
    </MapView>
  );
}
