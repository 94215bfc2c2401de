import type { HistoryPath } from '@lodestar/contracts';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { pathFeatures, pathLength } from '../history-features.ts';
import { mapDebug } from '../map-debug.ts';
import { useMapInstance } from '../use-map-instance.ts';
import { HISTORY_SOURCES } from './history-layer-ids.ts';
import { addPathLayers, removePathLayers, showPath } from './path-layer-style.ts';

/**
 * The tracker's path over the chosen period, coloured by speed (spec 1 §2.5). The GeoJSON is built once per
 * data change and handed to MapLibre with setData; React renders nothing per fix. 'Show tracks' hides it.
 * `onDrawn` hears of the first frame that shows a path (of two fixes or more).
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
    const source = map.getSource<GeoJSONSource>(HISTORY_SOURCES.path);
    // the source starts empty: no round trip to the worker for the empty path shown while the first load runs
    if (count > 0 || emptied.current === false) source?.setData(features);
    emptied.current = count === 0;
    if (count < 2) return;
    return notePathDrawn(map, count, () => drawnListener.current?.());
  }, [map, features, count]);

  return null;
}

/**
 * Notes in the debug hook the first frame that shows the path after its data was set (the bench's "history
 * drawn"): the line source has finished tiling in the worker and its tiles hold features.
 */
function notePathDrawn(
  map: ReturnType<typeof useMapInstance>,
  count: number,
  onDrawn: () => void,
): () => void {
  const onRender = () => {
    if (!map.isSourceLoaded(HISTORY_SOURCES.path)) return;
    if (map.querySourceFeatures(HISTORY_SOURCES.path).length === 0) return;
    map.off('render', onRender);
    const debug = mapDebug();
    debug.historyPathDrawn = performance.now();
    debug.historyPathCount = count;
    onDrawn();
  };
  map.on('render', onRender);
  map.triggerRepaint();
  return () => map.off('render', onRender);
}
