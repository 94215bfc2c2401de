import type { HistoryPath } from '@lodestar/contracts';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { pathFeatures, pathLength } from '../history-features.ts';
import { mapDebug } from '../map-debug.ts';
import { useMapInstance } from '../use-map-instance.ts';
import { HISTORY_SOURCES } from './history-layer-ids.ts';
import { addPathLayers, removePathLayers, showPath } from './path-layer-style.ts';

/**
 * The tracker's path over the chosen period, coloured by speed (spec 1 §2.5). The GeoJSON is built once per
 * data change and handed to MapLibre with setData; React renders nothing per fix. 'Show tracks' hides it.
 */
export function PathLayer({ path, visible }: { path: HistoryPath; visible: boolean }) {
  const map = useMapInstance();
  const features = useMemo(() => pathFeatures(path), [path]);
  const count = pathLength(path);

  useEffect(() => {
    addPathLayers(map);
    return () => removePathLayers(map);
  }, [map]);

  useEffect(() => showPath(map, visible), [map, visible]);

  useEffect(() => {
    const debug = mapDebug();
    debug.historyPathDataSet = performance.now();
    debug.historyPathDrawn = undefined;
    map.getSource<GeoJSONSource>(HISTORY_SOURCES.path)?.setData(features);
    if (count < 2) return;
    return notePathDrawn(map, count);
  }, [map, features, count]);

  return null;
}

/**
 * Notes in the debug hook the first frame that shows the path after its data was set (the bench's "history
 * drawn"): the line source has finished tiling in the worker and its tiles hold features.
 */
function notePathDrawn(map: ReturnType<typeof useMapInstance>, count: number): () => void {
  const onRender = () => {
    if (!map.isSourceLoaded(HISTORY_SOURCES.path)) return;
    if (map.querySourceFeatures(HISTORY_SOURCES.path).length === 0) return;
    map.off('render', onRender);
    const debug = mapDebug();
    debug.historyPathDrawn = performance.now();
    debug.historyPathCount = count;
  };
  map.on('render', onRender);
  map.triggerRepaint();
  return () => map.off('render', onRender);
}
