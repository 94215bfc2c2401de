import { TIMING, type Geofence } from '@lodestar/contracts';
import { createClickConfirmer } from '@lodestar/domain';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { createGeofenceFeatureBuilder } from '../geofence-features.ts';
import { mapDebug } from '../map-debug.ts';
import { useMapInstance } from '../use-map-instance.ts';
import {
  addGeofenceLayers,
  focusGeofence,
  GEOFENCE_LAYERS,
  GEOFENCE_OUTLINES_FROM_ZOOM,
  GEOFENCE_SOURCES,
  removeGeofenceLayers,
} from './geofence-layer-style.ts';

/** What the geofence map adds to the debug hook (e2e tests, bench/items/browser-geofences-draw.ts). */
export interface GeofenceMapDebug {
  /** performance.now() of the first 'idle' after the geofences went into the map: they are drawn. */
  geofencesDrawn?: number;
  /** performance.now() when the geofence sources were added, holding the geofences (the list had arrived). */
  geofencesDataSet?: number;
  /** How many geofences that first drawing held. */
  geofencesDrawnCount?: number;
  /** The ids of the geofences in the map's source now. */
  geofenceIds?: number[];
  /** The last shape drawn or changed on the map, as the form gets it. */
  drawnShape?: unknown;
}

export const geofenceDebug = () => mapDebug() as ReturnType<typeof mapDebug> & GeofenceMapDebug;

interface GeofencesLayerProps {
  geofences: readonly Geofence[];
  /** The list's cluster mode: clusters below the outline zoom. Fixed for the layer's life. */
  clustered: boolean;
  /** Outlined in the focus colour (single and edit modes). */
  focusId: number | null;
  /** A geofence was clicked (after the 200 ms click versus double-click rule). */
  onOpen?: (id: number) => void;
}

/**
 * Every geofence of the account from one GeoJSON source (circles as polygons generated once per version), the
 * focused one outlined, and in cluster mode their label points clustered at low zoom. A click opens a geofence;
 * a cluster click zooms in to it.
 */
export function GeofencesLayer({ geofences, clustered, focusId, onOpen }: GeofencesLayerProps) {
  const map = useMapInstance();
  const build = useMemo(() => createGeofenceFeatureBuilder(), []);
  const features = useMemo(() => build(geofences), [build, geofences]);
  const added = useRef<typeof features | null>(null);
  const latest = useRef(features);
  latest.current = features;
  // in cluster mode the outlines go into the map only when the view first nears the zoom that shows them: at
  // the list's first view (all geofences, a country) only the clusters are drawn, and the worker does not cut
  // 10,000 outlines for nothing first
  const outlinesIn = useRef(!clustered);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;

  useEffect(() => {
    outlinesIn.current = !clustered;
    const empty = { type: 'FeatureCollection' as const, features: [] };
    addGeofenceLayers(map, { ...features, outlines: clustered ? empty : features.outlines }, clustered);
    added.current = features;
    const debug = geofenceDebug();
    debug.geofencesDataSet ??= performance.now();
    debug.geofenceIds = features.outlines.features.map((f) => f.properties.id);
    // the first 'idle' after the sources were added: the worker has tiled them and the frame shows them
    map.once('idle', () => {
      debug.geofencesDrawn ??= performance.now();
      debug.geofencesDrawnCount ??= features.outlines.features.length;
    });
    const fillOutlines = () => {
      if (outlinesIn.current || map.getZoom() < GEOFENCE_OUTLINES_FROM_ZOOM - 1) return;
      outlinesIn.current = true;
      map.getSource<GeoJSONSource>(GEOFENCE_SOURCES.outlines)?.setData(latest.current.outlines);
    };
    map.on('zoomend', fillOutlines);
    map.once('idle', fillOutlines);
    return () => {
      map.off('zoomend', fillOutlines);
      removeGeofenceLayers(map);
    };
    // the sources are created with the data of their first render; later data goes in by setData below
  }, [map, clustered]);

  useEffect(() => {
    if (added.current === features) return;
    added.current = features;
    if (outlinesIn.current) {
      map.getSource<GeoJSONSource>(GEOFENCE_SOURCES.outlines)?.setData(features.outlines);
    }
    map.getSource<GeoJSONSource>(GEOFENCE_SOURCES.centres)?.setData(features.centres);
    geofenceDebug().geofenceIds = features.outlines.features.map((f) => f.properties.id);
  }, [map, features]);

  useEffect(() => focusGeofence(map, focusId), [map, focusId]);

  useEffect(() => {
    const layers = [GEOFENCE_LAYERS.fill, GEOFENCE_LAYERS.points, GEOFENCE_LAYERS.clusters].filter((id) =>
      map.getLayer(id),
    );
    const confirmer = createClickConfirmer<MapMouseEvent>(TIMING.clickVersusDoubleClick, (event) => {
      const [hit] = map.queryRenderedFeatures(event.point, { layers });
      if (!hit) return;
      const clusterId = hit.properties.cluster_id as number | undefined;
      if (clusterId !== undefined) {
        const source = map.getSource<GeoJSONSource>(GEOFENCE_SOURCES.centres);
        void source?.getClusterExpansionZoom(clusterId).then((zoom) => {
          const [lng, lat] = (hit.geometry as GeoJSON.Point).coordinates as [number, number];
          map.easeTo({ center: [lng, lat], zoom });
        });
        return;
      }
      openRef.current?.(Number(hit.properties.id));
    });
    const onClick = (event: MapMouseEvent) => {
      if (openRef.current) confirmer.click(event);
    };
    const onDoubleClick = () => confirmer.doubleClick();
    const pointer = () => (map.getCanvas().style.cursor = openRef.current ? 'pointer' : '');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    for (const id of layers) {
      map.on('mouseenter', id, pointer);
      map.on('mouseleave', id, plain);
    }
    return () => {
      confirmer.dispose();
      map.off('click', onClick);
      map.off('dblclick', onDoubleClick);
      for (const id of layers) {
        map.off('mouseenter', id, pointer);
        map.off('mouseleave', id, plain);
      }
    };
  }, [map, clustered]);

  return null;
}
