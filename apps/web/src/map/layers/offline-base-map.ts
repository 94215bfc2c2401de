import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { BASE_COLOURS, WATER_LAYER } from '../base-style.ts';
import { PLACE_LABEL_FONT } from '../bundled-fonts.ts';
import { BASE_MAP_ATTRIBUTION } from '../base-map-credits.ts';
import { offlineTilesUrl } from '../offline-files.ts';
import { LINES_FROM_ZOOM } from '../offline-scales.ts';

/** The one source of the bundled base map: its vector tiles, each layer below a `source-layer` of them. */
const OFFLINE_SOURCE = 'offline-base-map';

/**
 * The layers' ids are the base map's names for what they draw. Each scale (offline-scales.ts) is in the tiles of
 * its zooms, so one layer draws the world's land below DETAIL_ZOOM and the detailed land from it.
 */
const fill = (id: 'land' | 'lakes', colour: string) =>
  ({
    id,
    type: 'fill',
    source: OFFLINE_SOURCE,
    'source-layer': id,
    paint: { 'fill-color': colour },
  }) satisfies LayerSpecification;
const land = fill('land', BASE_COLOURS.land);
const lakes = fill('lakes', BASE_COLOURS.water);
const borders = {
  id: 'borders',
  type: 'line',
  source: OFFLINE_SOURCE,
  'source-layer': 'borders',
  paint: {
    'line-color': BASE_COLOURS.border,
    'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.8, 10, 2],
  },
} satisfies LayerSpecification;
const placeLabels = {
  id: 'place-labels',
  type: 'symbol',
  source: OFFLINE_SOURCE,
  'source-layer': 'places',
  // each place carries the zoom from which its name is drawn (bigger places further out)
  filter: ['>=', ['zoom'], ['get', 'z']],
  layout: {
    'text-field': ['get', 'name'],
    'text-font': PLACE_LABEL_FONT,
    'text-size': ['interpolate', ['linear'], ['zoom'], 3, 11, 12, 15],
    'text-max-width': 8,
    // where labels collide, the bigger place wins
    'symbol-sort-key': ['get', 'z'],
  },
  paint: {
    'text-color': BASE_COLOURS.label,
    'text-halo-color': BASE_COLOURS.labelHalo,
    'text-halo-width': 1.4,
  },
} satisfies LayerSpecification;

/** Every layer, bottom to top. */
const LAYERS: LayerSpecification[] = [
  land,
  lakes,
  {
    id: 'counties',
    type: 'line',
    source: OFFLINE_SOURCE,
    'source-layer': 'counties',
    minzoom: LINES_FROM_ZOOM.counties,
    paint: { 'line-color': BASE_COLOURS.county, 'line-width': 0.7 },
  },
  {
    id: 'states',
    type: 'line',
    source: OFFLINE_SOURCE,
    'source-layer': 'states',
    minzoom: LINES_FROM_ZOOM.states,
    paint: {
      'line-color': BASE_COLOURS.state,
      'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.6],
    },
  },
  borders,
  placeLabels,
];

/** The bundled base map's layers, bottom to top. */
export const OFFLINE_LAYERS = LAYERS.map((layer) => layer.id);

/** What a map showing the bundled base map must undo when it is taken out. */
const shown = new WeakMap<MapLibreMap, () => void>();

/**
 * Adds the source and the layers, beneath the screen's own layers. Its tiles carry the world scale below
 * DETAIL_ZOOM and the detailed one from it (offline-scales.ts); the map reads only its view's few tiles.
 */
function addBaseMap(map: MapLibreMap): void {
  map.addSource(OFFLINE_SOURCE, {
    type: 'vector',
    url: offlineTilesUrl(),
    attribution: BASE_MAP_ATTRIBUTION,
  });
  const order = map.getLayersOrder();
  // the first of the screen's own layers above the base map: the base map's layers all go beneath it
  const screen = order.slice(order.indexOf(WATER_LAYER) + 1).find((id) => !OFFLINE_LAYERS.includes(id));
  for (const layer of LAYERS) map.addLayer(layer, screen);
}

/**
 * Puts the bundled base map into the map, just above the background and beneath every other layer, unless it is
 * there already (it is the same every time). Its source is added only now: an empty source added at start-up
 * was drawn for nothing while the screen's own markers waited. Once the view's land is loaded the background
 * turns to water, in the same frame as the land is drawn. `onFullyDrawn` is called at the first 'idle' with
 * the base map's tiles for the view loaded: land, water, borders and labels drawn.
 */
export function showOfflineBaseMap(
  map: MapLibreMap,
  onLandDrawn: () => void,
  onFullyDrawn: () => void = () => {},
): void {
  if (shown.has(map)) return;
  addBaseMap(map);
  const loaded = () =>
    Boolean(map.style && map.getSource(OFFLINE_SOURCE) && map.isSourceLoaded(OFFLINE_SOURCE));

  const turnWater = () => {
    if (!loaded()) return;
    map.off('sourcedata', turnWater);
    map.setPaintProperty(WATER_LAYER, 'background-color', BASE_COLOURS.water);
    onLandDrawn();
  };
  map.on('sourcedata', turnWater);

  // fully drawn: the view's tiles loaded and the map settled ('idle')
  const allDrawn = () => {
    if (!loaded()) return;
    map.off('idle', allDrawn);
    onFullyDrawn();
  };
  map.on('idle', allDrawn);
  shown.set(map, () => {
    map.off('sourcedata', turnWater);
    map.off('idle', allDrawn);
  });
}

/** Takes the bundled base map out again and returns the background to the land colour. */
export function removeOfflineBaseMap(map: MapLibreMap): void {
  shown.get(map)?.();
  shown.delete(map);
  for (const id of [...OFFLINE_LAYERS].reverse()) if (map.getLayer(id)) map.removeLayer(id);
  if (map.getSource(OFFLINE_SOURCE)) map.removeSource(OFFLINE_SOURCE);
  if (map.getLayer(WATER_LAYER)) map.setPaintProperty(WATER_LAYER, 'background-color', BASE_COLOURS.land);
}
