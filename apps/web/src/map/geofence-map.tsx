import { MAP, type Geofence, type GeofenceShape } from '@lodestar/contracts';
import type { LngLatBoundsLike } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { GeofenceDrawLayer, type DrawRequest } from './geofence-draw-layer.tsx';
import { ringBounds, shapeRing, shapeOfGeofence } from './geofence-shape.ts';
import { GeofencesLayer } from './layers/geofences-layer.tsx';
import { MapView } from './map-view.tsx';
import { useMapInstance } from './use-map-instance.ts';

/** The geofence map's modes (spec 1 §2.5, §4): cluster for the list, single for details, create and edit. */
export type GeofenceMapMode = 'cluster' | 'single' | 'create' | 'edit';

/** A place to show: its viewport when known, else its point at the address zoom. `key` changes per request. */
export interface MapPlace {
  lat: number;
  lng: number;
  bbox: [number, number, number, number] | null;
  key: number;
}

export interface GeofencesMapProps {
  mode: GeofenceMapMode;
  /**
   * The geofences to draw; undefined while they load: the map starts meanwhile, and the geofence sources are
   * added once, holding them all, when they arrive.
   */
  geofences: readonly Geofence[] | undefined;
  /** The geofence of the details (single) or edit mode. */
  focusId?: number | null;
  /** Cluster and single modes: a geofence was clicked. */
  onOpen?: (id: number) => void;
  /** Create and edit modes: the form's shape and the drawing requests. */
  shape?: GeofenceShape | null;
  drawing?: DrawRequest | null;
  onShape?: (shape: GeofenceShape) => void;
  onDrawEnd?: () => void;
  /** Shows a place (an address chosen in the form). */
  place?: MapPlace | null;
}

const PADDING = 48;
/** A geofence is framed no closer than this: a 25 m circle at zoom 20 would show nothing around it. */
const FIT_MAX_ZOOM = 17;

function boundsOf(geofences: readonly Geofence[]): LngLatBoundsLike | null {
  if (!geofences.length) return null;
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const g of geofences) {
    const [gw, gs, ge, gn] = ringBounds(shapeRing(shapeOfGeofence(g)));
    w = Math.min(w, gw);
    s = Math.min(s, gs);
    e = Math.max(e, ge);
    n = Math.max(n, gn);
  }
  return [w, s, e, n];
}

/** Frames what the mode is about: all geofences (cluster, once), the focused one (single, edit), a chosen place. */
function MapFraming({ mode, geofences, focusId, place }: GeofencesMapProps) {
  const map = useMapInstance();
  const framed = useRef<string | null>(null);
  const focused = useMemo(() => geofences?.find((g) => g.id === focusId), [geofences, focusId]);

  useEffect(() => {
    const target = mode === 'cluster' ? (geofences ?? []) : focused ? [focused] : [];
    const key = mode === 'cluster' ? 'all' : `one:${focused?.id}`;
    const bounds = boundsOf(target);
    if (!bounds || framed.current === key) return;
    framed.current = key;
    map.fitBounds(bounds, { padding: PADDING, maxZoom: FIT_MAX_ZOOM, duration: 0 });
  }, [map, mode, geofences, focused]);

  useEffect(() => {
    if (!place) return;
    if (place.bbox) map.fitBounds(place.bbox, { padding: PADDING, maxZoom: MAP.addressFlyZoom });
    else map.flyTo({ center: [place.lng, place.lat], zoom: MAP.addressFlyZoom });
  }, [map, place]);
  return null;
}

/** The geofence screens' map: its own chunk, with the MapLibre of the tracker map. */
export default function GeofencesMap(props: GeofencesMapProps) {
  const { mode, geofences, focusId = null } = props;
  const drawingModes = mode === 'create' || mode === 'edit';
  // the edited geofence is drawn by the drawing layer, with handles, not by the geofences layer
  const shown = useMemo(
    () => (mode === 'edit' ? geofences?.filter((g) => g.id !== focusId) : geofences),
    [mode, geofences, focusId],
  );
  return (
    <MapView>
      {shown && (
        <GeofencesLayer
          key={mode === 'cluster' ? 'clustered' : 'plain'}
          geofences={shown}
          clustered={mode === 'cluster'}
          focusId={mode === 'single' ? focusId : null}
          onOpen={drawingModes ? undefined : props.onOpen}
        />
      )}
      {drawingModes && (
        <GeofenceDrawLayer
          shape={props.shape ?? null}
          drawing={props.drawing ?? null}
          onShape={(shape) => props.onShape?.(shape)}
          onDrawEnd={props.onDrawEnd}
        />
      )}
      <MapFraming {...props} />
    </MapView>
  );
}
