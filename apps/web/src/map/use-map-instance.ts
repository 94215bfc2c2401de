import { useMap } from '@vis.gl/react-maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';

/** The MapLibre map of the surrounding map view; layers render only once it has loaded, so it is always there. */
export function useMapInstance(): MapLibreMap {
  const { current } = useMap();
  if (!current) throw new Error('A map layer must be rendered inside MapView');
  return current.getMap();
}
