import { MAP_OVERLAY_TEXTS } from '@lodestar/contracts';
import { accuracyPixelsAtZoomZero, accuracyRadiusKm } from '@lodestar/domain';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect } from 'react';
import { emptyCollection } from '../base-style.ts';
import { useMapInstance } from '../use-map-instance.ts';

export const CURRENT_LOCATION_SOURCE = 'current-location';
const ACCURACY = 'current-location-accuracy';
const DOT = 'current-location-dot';

/**
 * 'Show current location' (spec 1 §2.5): the user's own position from the browser, as a dot with its accuracy
 * circle, followed while the overlay is on. The first fix centres the map once. Errors go to `onError` with a
 * text the user can act on (a denied permission is the common one).
 */
export function CurrentLocationLayer({ onError }: { onError: (message: string | null) => void }) {
  const map = useMapInstance();

  useEffect(() => {
    map.addSource(CURRENT_LOCATION_SOURCE, { type: 'geojson', data: emptyCollection() });
    map.addLayer({
      id: ACCURACY,
      type: 'circle',
      source: CURRENT_LOCATION_SOURCE,
      paint: {
        'circle-radius': [
          'interpolate',
          ['exponential', 2],
          ['zoom'],
          0,
          ['get', 'radiusZ0'],
          24,
          ['*', ['get', 'radiusZ0'], 2 ** 24],
        ],
        'circle-color': '#228be6',
        'circle-opacity': 0.15,
        'circle-pitch-alignment': 'map',
      },
    });
    map.addLayer({
      id: DOT,
      type: 'circle',
      source: CURRENT_LOCATION_SOURCE,
      paint: {
        'circle-radius': 7,
        'circle-color': '#228be6',
        'circle-stroke-width': 3,
        'circle-stroke-color': '#fff',
      },
    });
    let centred = false;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) onError(MAP_OVERLAY_TEXTS.locationUnavailable);
    const watch = geolocation?.watchPosition(
      ({ coords }) => {
        onError(null);
        // the browser gives accuracy in metres, like a tracker's position (spec 1 §3)
        const radiusKm = accuracyRadiusKm(coords.accuracy);
        map.getSource<GeoJSONSource>(CURRENT_LOCATION_SOURCE)?.setData({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [coords.longitude, coords.latitude] },
              properties: { radiusKm, radiusZ0: accuracyPixelsAtZoomZero(radiusKm, coords.latitude) },
            },
          ],
        });
        if (centred) return;
        centred = true;
        map.easeTo({ center: [coords.longitude, coords.latitude] });
      },
      (error) =>
        onError(
          error.code === error.PERMISSION_DENIED
            ? MAP_OVERLAY_TEXTS.locationDenied
            : MAP_OVERLAY_TEXTS.locationUnavailable,
        ),
      { enableHighAccuracy: true },
    );
    return () => {
      if (watch !== undefined) geolocation?.clearWatch(watch);
      onError(null);
      if (!map.style) return;
      for (const id of [DOT, ACCURACY]) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(CURRENT_LOCATION_SOURCE)) map.removeSource(CURRENT_LOCATION_SOURCE);
    };
  }, [map, onError]);

  return null;
}
