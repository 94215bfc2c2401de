import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { Marker } from '@vis.gl/react-maplibre';
import { useEffect, useMemo, useRef } from 'react';
import { anchorFeatures, ANCHOR_RADIUS_PX } from '../anchor-features.ts';
import { emptyCollection } from '../base-style.ts';
import { useMapInstance } from '../use-map-instance.ts';

/** Source and layer id of the pin's radius circle; e2e tests read them. */
export const ANCHOR_PIN_SOURCE = 'anchor-pin';
export const ANCHOR_PIN_RADIUS_LAYER = 'anchor-pin-radius';

const COLOUR = '#e8590c';

interface AnchorPinLayerProps {
  /** Where the anchor being placed is, or null before its pin is placed. */
  pin: { lat: number; lng: number } | null;
  /** Its radius in feet, drawn at true size around the pin. */
  radiusFt: number;
  /** Set: a click on the map places the pin there and the pin can be dragged (the wizard's place step). */
  onPlace?: (point: { lat: number; lng: number }) => void;
}

/**
 * The anchor being added or edited (spec 1 §2.8 step 3): a pin placed by a click on the map and moved by
 * dragging, with the chosen radius around it.
 */
export function AnchorPinLayer({ pin, radiusFt, onPlace }: AnchorPinLayerProps) {
  const map = useMapInstance();
  const place = useRef(onPlace);
  place.current = onPlace;
  const placing = onPlace !== undefined;
  const circle = useMemo(
    () => (pin ? anchorFeatures([{ id: 0, name: '', lat: pin.lat, lng: pin.lng, radius: radiusFt }]) : null),
    [pin, radiusFt],
  );

  useEffect(() => {
    map.addSource(ANCHOR_PIN_SOURCE, { type: 'geojson', data: emptyCollection() });
    map.addLayer({
      id: ANCHOR_PIN_RADIUS_LAYER,
      type: 'circle',
      source: ANCHOR_PIN_SOURCE,
      paint: {
        'circle-radius': ANCHOR_RADIUS_PX,
        'circle-color': COLOUR,
        'circle-opacity': 0.18,
        'circle-stroke-color': COLOUR,
        'circle-stroke-width': 2,
        'circle-pitch-alignment': 'map',
      },
    });
    return () => {
      if (!map.style) return;
      if (map.getLayer(ANCHOR_PIN_RADIUS_LAYER)) map.removeLayer(ANCHOR_PIN_RADIUS_LAYER);
      if (map.getSource(ANCHOR_PIN_SOURCE)) map.removeSource(ANCHOR_PIN_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(ANCHOR_PIN_SOURCE)?.setData(circle ?? emptyCollection());
  }, [map, circle]);

  useEffect(() => {
    if (!placing) return;
    const onClick = (event: MapMouseEvent) =>
      place.current?.({ lat: event.lngLat.lat, lng: event.lngLat.lng });
    map.on('click', onClick);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, placing]);

  if (!pin) return null;
  return (
    <Marker
      longitude={pin.lng}
      latitude={pin.lat}
      anchor="bottom"
      color={COLOUR}
      draggable={placing}
      onDragEnd={(event) => place.current?.({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
    />
  );
}
