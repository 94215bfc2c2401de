import type { HistoryPath } from '@lodestar/contracts';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { pathBounds, pathFeatures, pathLength, type Bounds } from '../history-features.ts';
import { PATH_PREVIEW_FROM_FIXES, pathPreview } from '../path-preview.ts';
import { HISTORY_FIT } from '../use-history-fit.ts';
import { mapDebug } from '../map-debug.ts';
import { useMapInstance } from '../use-map-instance.ts';
import { HISTORY_SOURCES } from './history-layer-ids.ts';
import { addPathLayers, removePathLayers, showPath } from './path-layer-style.ts';

/**
 * The tracker's path over the chosen period, coloured by speed (spec 1 §2.5). The GeoJSON is built once per
 * data change and handed to MapLibre with setData; React renders nothing per fix. 'Show tracks' hides it.
 * `onDrawn` hears of the first frame that shows the whole path (of two fixes or more; for a long path, the full
 * path that replaces its preview).
 */
export function PathLayer({
  path,
  visible,
  onDrawn,
}: {
  path: HistoryPath;
  visible: boolean;
  onDrawn?: () => void;
}) {
  const map = useMapInstance();
  const features = useMemo(() => pathFeatures(path), [path]);
  const count = pathLength(path);
  const drawnListener = useRef(onDrawn);
  useEffect(() => {
    drawnListener.current = onDrawn;
  });

  // whether the source holds no fixes, as it does when just added
  const emptied = useRef(true);
  useEffect(() => {
    addPathLayers(map);
    emptied.current = true;
    return () => removePathLayers(map);
  }, [map]);

  useEffect(() => showPath(map, visible), [map, visible]);

  useEffect(() => {
    const debug = mapDebug();
    debug.historyPathDataSet = performance.now();
    debug.historyPathDrawn = undefined;
    debug.historyPathFullDrawn = undefined;
    const source = map.getSource<GeoJSONSource>(HISTORY_SOURCES.path);
    if (!source) return;
    // the source starts empty: no round trip to the worker for the empty path shown while the first load runs
    if (count === 0 && emptied.current) return;
    emptied.current = count === 0;
    if (count < PATH_PREVIEW_FROM_FIXES) {
      source.setData(features);
      if (count < 2) return;
      return whenPathDrawn(map, () => {
        noteDrawn(count, true);
        drawnListener.current?.();
      });
    }
    // a long path shows first as it looks at this view, then in full for zooming in (see pathPreview)
    const bounds = pathBounds(path)!;
    source.setData(pathPreview(features, previewZoom(map, bounds), (bounds[1] + bounds[3]) / 2));
    let stopFull: (() => void) | undefined;
    let cancelled = false;
    const stopPreview = whenPathDrawn(map, () => {
      noteDrawn(count, false);
      // setData settles once the worker holds the full path; its tiles are reloading from then on. The listener
      // (the land and the stops) waits for the full path: converting the 1:10m land while the worker cuts the
      // full path's tiles delayed it by half a second in the bench
      void source.setData(features).then(() => {
        if (cancelled) return;
        stopFull = whenPathDrawn(map, () => {
          noteDrawn(count, true);
          drawnListener.current?.();
        });
      });
    });
    return () => {
      cancelled = true;
      stopPreview();
      stopFull?.();
    };
  }, [map, path, features, count]);

  return null;
}

/**
 * The zoom a preview is made for: the view's, or the one the history fit is about to move to (it fits after the
 * path is set, in the same render), whichever is closer in.
 */
function previewZoom(map: ReturnType<typeof useMapInstance>, bounds: Bounds): number {
  const fit = map.cameraForBounds(bounds, HISTORY_FIT)?.zoom;
  return Math.max(map.getZoom(), fit ?? 0);
}

/**
 * Notes in the debug hook that the path is on screen (the bench's "history drawn", at the first frame that shows
 * it, preview or full) and, once the full path is drawn, how many fixes it holds.
 */
function noteDrawn(count: number, full: boolean): void {
  const debug = mapDebug();
  debug.historyPathDrawn ??= performance.now();
  if (!full) return;
  debug.historyPathFullDrawn = performance.now();
  debug.historyPathCount = count;
}

/** Calls `onDrawn` at the first frame after the path's data was set whose tiles hold the path. */
function whenPathDrawn(map: ReturnType<typeof useMapInstance>, onDrawn: () => void): () => void {
  const onRender = () => {
    if (!map.isSourceLoaded(HISTORY_SOURCES.path)) return;
    if (map.querySourceFeatures(HISTORY_SOURCES.path).length === 0) return;
    map.off('render', onRender);
    onDrawn();
  };
  map.on('render', onRender);
  map.triggerRepaint();
  return () => map.off('render', onRender);
}
