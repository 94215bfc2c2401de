import { MAP } from '@lodestar/contracts';
import { Map as MapGL, NavigationControl } from '@vis.gl/react-maplibre';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre 6 finds its worker beside its own file, which a bundle does not keep; so the worker is emitted as an
// asset and named here (MapLibre's v6 migration guide asks bundlers to do this)
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useState, type ReactNode } from 'react';
import { mapDebug } from './map-debug.ts';
import { bootConfig } from '../config/boot-config.ts';
import { BaseLayerSwitch } from './base-layer-switch.tsx';
import { BASE_STYLE } from './base-style.ts';
import { BaseLayers, type BaseLayer } from './layers/base-layers.tsx';

maplibregl.setWorkerUrl(workerUrl);
// MapLibre starts half as many workers as cores: one on a 2-core machine, where the trackers' clustering then
// queues behind the base map's land tiling. Two let them run side by side.
maplibregl.setWorkerCount(Math.max(2, maplibregl.getWorkerCount()));
// the workers start (and compile MapLibre's worker code) as soon as this chunk loads, which the route preload
// does while the trackers download, rather than when the map is created
maplibregl.prewarm();

/**
 * The one map component (DESIGN.md Web): MapLibre with the spec's default view and zoom limits, the base
 * layers, and the screen's layers as children. Children render once the map's style has loaded, so every
 * layer can add its sources on mount. The map is exposed at `window.__lodestar.map` for e2e tests (debug-hooks.ts).
 */
export function MapView({
  children,
  overlay,
  holdLand,
}: {
  children: ReactNode;
  overlay?: ReactNode;
  /** Keeps the bundled land out of the map while true (BaseLayers). */
  holdLand?: boolean;
}) {
  const {
    streetTilesUrl,
    satelliteTilesUrl,
    streetTilesCredit,
    satelliteTilesCredit,
    mapStyleUrl,
    pmtilesUrl,
  } = bootConfig();
  const [loaded, setLoaded] = useState(false);
  const [base, setBase] = useState<BaseLayer>('map');

  return (
    <MapGL
      mapLib={maplibregl}
      mapStyle={BASE_STYLE}
      initialViewState={{
        longitude: MAP.defaultCenter[0],
        latitude: MAP.defaultCenter[1],
        zoom: MAP.defaultZoom,
      }}
      minZoom={MAP.minZoom}
      maxZoom={MAP.maxZoom}
      // labels appear without a 300 ms fade: every fade is a run of redraws, and live trackers re-cluster
      // (and so re-place their count labels) every few seconds, which kept the map redrawing
      fadeDuration={0}
      style={{ position: 'absolute', inset: 0 }}
      // the first 'styledata' is the style loaded: layers may add their sources from then on. Not 'load', which
      // comes with the first drawn frame: waiting for it held the trackers back by that frame (100-200 ms of
      // software WebGL) before their clustering could start in the worker
      onStyleData={(event) => {
        if (loaded) return;
        const debug = mapDebug();
        debug.map = event.target;
        debug.mapLoaded ??= performance.now();
        setLoaded(true);
      }}
      onRemove={() => {
        mapDebug().map = undefined;
      }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      {loaded && (
        <>
          <BaseLayers
            base={base}
            streetTilesUrl={streetTilesUrl}
            satelliteTilesUrl={satelliteTilesUrl}
            tilesCredits={{ street: streetTilesCredit, satellite: satelliteTilesCredit }}
            mapStyleUrl={mapStyleUrl}
            pmtilesUrl={pmtilesUrl}
            holdLand={holdLand}
          />
          {children}
        </>
      )}
      {satelliteTilesUrl && <BaseLayerSwitch value={base} onChange={setBase} />}
      {overlay}
    </MapGL>
  );
}
