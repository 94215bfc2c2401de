import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
// GeoNames places with their label zoom, written at build time by apps/web/scripts/base-map-places.ts
import placesUrl from '../generated/places.json?url';
// lakes of 20 km² and more, written at build time by apps/web/scripts/base-map-lakes.ts
import lakesUrl from '../generated/lakes.json?url';
import { BASE_COLOURS, WATER_LAYER } from '../base-style.ts';
import { PLACE_LABEL_FONT } from '../bundled-fonts.ts';
import type { OfflineLand } from '../offline-land.ts';

const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com">Natural Earth</a>';
const US_CENSUS = '<a href="https://www.census.gov/geographies/mapping-files.html">US Census Bureau</a>';
const GEONAMES = '<a href="https://www.geonames.org">GeoNames</a>';
const OSM_LAKES = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> (lakes)';

/** The bundled base map's sources, in the order they are added. */
export const OFFLINE_SOURCES = [
  'offline-land',
  'offline-lakes',
  'offline-borders',
  'offline-states',
  'offline-counties',
  'offline-places',
];

/** The bundled base map's layers, bottom to top. */
export const OFFLINE_LAYERS = ['land', 'lakes', 'counties', 'states', 'borders', 'place-labels'];

const LAYERS: LayerSpecification[] = [
  { id: 'land', type: 'fill', source: 'offline-land', paint: { 'fill-color': BASE_COLOURS.land } },
  { id: 'lakes', type: 'fill', source: 'offline-lakes', paint: { 'fill-color': BASE_COLOURS.water } },
  {
    id: 'counties',
    type: 'line',
    source: 'offline-counties',
    minzoom: 6,
    paint: { 'line-color': BASE_COLOURS.county, 'line-width': 0.7 },
  },
  {
    id: 'states',
    type: 'line',
    source: 'offline-states',
    minzoom: 2,
    paint: {
      'line-color': BASE_COLOURS.state,
      'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.6],
    },
  },
  {
    id: 'borders',
    type: 'line',
    source: 'offline-borders',
    paint: {
      'line-color': BASE_COLOURS.border,
      'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.8, 10, 2],
    },
  },
  {
    id: 'place-labels',
    type: 'symbol',
    source: 'offline-places',
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
  },
];

/**
 * Puts the bundled base map into the map, just above the background and beneath every other layer, unless it is
 * there already (it is the same every time). Its sources are added only now, with their data: empty sources
 * added at start-up were tiled and redrawn for nothing while the screen's own markers waited. The place labels
 * are given by address, so a map worker downloads and tiles them without the page's main thread. Once the land
 * is loaded the background turns to water, in the same frame as the land is drawn. `onFullyDrawn` is called at
 * the first 'idle' with every bundled source loaded: land, water, borders and labels drawn for the view.
 */
export function showOfflineBaseMap(
  map: MapLibreMap,
  data: OfflineLand,
  onLandDrawn: () => void,
  onFullyDrawn: () => void = () => {},
): void {
  if (map.getSource('offline-land')) return;
  const order = map.getLayersOrder();
  const beneath = order[order.indexOf(WATER_LAYER) + 1];
  // each source names where its data comes from; MapLibre's attribution control shows them
  map.addSource('offline-land', { type: 'geojson', data: data.land, attribution: NATURAL_EARTH });
  // the lakes' 1 km source has no detail past zoom 12: deeper tiles are over-zoomed
  map.addSource('offline-lakes', {
    type: 'geojson',
    data: new URL(lakesUrl, window.location.href).href,
    maxzoom: 12,
    attribution: OSM_LAKES,
  });
  map.addSource('offline-borders', { type: 'geojson', data: data.borders, attribution: NATURAL_EARTH });
  map.addSource('offline-states', { type: 'geojson', data: data.states, attribution: US_CENSUS });
  map.addSource('offline-counties', { type: 'geojson', data: data.counties, attribution: US_CENSUS });
  // points need no deep tiles: past zoom 10 the tiles are over-zoomed
  map.addSource('offline-places', {
    type: 'geojson',
    data: new URL(placesUrl, window.location.href).href,
    maxzoom: 10,
    attribution: GEONAMES,
  });
  for (const layer of LAYERS) map.addLayer(layer, beneath);

  const turnWater = () => {
    if (!map.style || !map.getSource('offline-land') || !map.isSourceLoaded('offline-land')) return;
    map.off('sourcedata', turnWater);
    map.setPaintProperty(WATER_LAYER, 'background-color', BASE_COLOURS.water);
    onLandDrawn();
  };
  map.on('sourcedata', turnWater);

  // fully drawn: every bundled source has loaded its tiles for the view and the map has settled ('idle')
  const allDrawn = () => {
    if (!map.style || OFFLINE_SOURCES.some((id) => !map.getSource(id) || !map.isSourceLoaded(id))) return;
    map.off('idle', allDrawn);
    onFullyDrawn();
  };
  map.on('idle', allDrawn);
}

/** Takes the bundled base map out again and returns the background to the land colour. */
export function removeOfflineBaseMap(map: MapLibreMap): void {
  for (const id of [...OFFLINE_LAYERS].reverse()) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of OFFLINE_SOURCES) if (map.getSource(id)) map.removeSource(id);
  if (map.getLayer(WATER_LAYER)) map.setPaintProperty(WATER_LAYER, 'background-color', BASE_COLOURS.land);
}
