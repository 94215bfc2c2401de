import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { BASE_COLOURS, WATER_LAYER } from '../base-style.ts';
import { PLACE_LABEL_FONT } from '../bundled-fonts.ts';
import { offlineFileUrl, prefetchOfflineFiles, type OfflineSourceId } from '../offline-files.ts';
import { DETAIL_ZOOM } from '../offline-scales.ts';

const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com">Natural Earth</a>';
const US_CENSUS = '<a href="https://www.census.gov/geographies/mapping-files.html">US Census Bureau</a>';
const GEONAMES = '<a href="https://www.geonames.org">GeoNames</a>';
const OSM_LAKES = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> (lakes)';

/** Each bundled source's credit, and the zoom past which its tiles are over-zoomed rather than cut deeper. */
const SOURCES: Record<OfflineSourceId, { attribution: string; maxzoom?: number }> = {
  'offline-land-world': { attribution: NATURAL_EARTH },
  'offline-land': { attribution: NATURAL_EARTH },
  'offline-lakes-world': { attribution: OSM_LAKES },
  // the lakes' 1 km source has no detail past zoom 12
  'offline-lakes': { attribution: OSM_LAKES, maxzoom: 12 },
  'offline-borders-world': { attribution: NATURAL_EARTH },
  'offline-borders': { attribution: NATURAL_EARTH },
  'offline-states': { attribution: US_CENSUS },
  'offline-counties': { attribution: US_CENSUS },
  // points need no deep tiles
  'offline-places-world': { attribution: GEONAMES, maxzoom: 10 },
  'offline-places': { attribution: GEONAMES, maxzoom: 10 },
};

/** The sources each scale draws (offline-scales.ts); the state lines are the same at both. */
const SCALES = {
  world: [
    'offline-land-world',
    'offline-lakes-world',
    'offline-states',
    'offline-borders-world',
    'offline-places-world',
  ],
  detail: [
    'offline-land',
    'offline-lakes',
    'offline-counties',
    'offline-states',
    'offline-borders',
    'offline-places',
  ],
} as const satisfies Record<string, readonly OfflineSourceId[]>;

const LAND_SOURCES: OfflineSourceId[] = ['offline-land-world', 'offline-land'];

/** The bundled base map's sources. */
export const OFFLINE_SOURCES = Object.keys(SOURCES) as OfflineSourceId[];

/** A layer of the world scale: the same as its detailed one, drawn from its world source below DETAIL_ZOOM. */
function worldScale<T extends LayerSpecification & { source: string }>(layer: T): T {
  // the detailed layer starts at DETAIL_ZOOM; its world copy ends there
  const { minzoom: _detailFrom, ...rest } = layer;
  return { ...rest, id: `${layer.id}-world`, source: `${layer.source}-world`, maxzoom: DETAIL_ZOOM } as T;
}

/** The detailed layers, drawn from DETAIL_ZOOM on; their ids are the base map's names for what they draw. */
/** A fill of the detailed scale, drawn from the source of the same name. */
const fill = (id: 'land' | 'lakes', colour: string) =>
  ({
    id,
    type: 'fill',
    source: `offline-${id}`,
    minzoom: DETAIL_ZOOM,
    paint: { 'fill-color': colour },
  }) satisfies LayerSpecification;
const land = fill('land', BASE_COLOURS.land);
const lakes = fill('lakes', BASE_COLOURS.water);
const borders = {
  id: 'borders',
  type: 'line',
  source: 'offline-borders',
  minzoom: DETAIL_ZOOM,
  paint: {
    'line-color': BASE_COLOURS.border,
    'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.8, 10, 2],
  },
} satisfies LayerSpecification;
const placeLabels = {
  id: 'place-labels',
  type: 'symbol',
  source: 'offline-places',
  minzoom: DETAIL_ZOOM,
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

/** Every layer of both scales, bottom to top. */
const LAYERS: LayerSpecification[] = [
  worldScale(land),
  land,
  worldScale(lakes),
  lakes,
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
  worldScale(borders),
  borders,
  worldScale(placeLabels),
  placeLabels,
];

/** The bundled base map's layers, bottom to top. */
export const OFFLINE_LAYERS = LAYERS.map((layer) => layer.id);

/** What a map showing the bundled base map must undo when it is taken out. */
const shown = new WeakMap<MapLibreMap, () => void>();

/** The scales the view needs now: the detailed files are added half a zoom early, so they are ready at DETAIL_ZOOM. */
function scalesFor(zoom: number): (keyof typeof SCALES)[] {
  return [
    ...(zoom < DETAIL_ZOOM ? (['world'] as const) : []),
    ...(zoom >= DETAIL_ZOOM - 0.5 ? (['detail'] as const) : []),
  ];
}

/** Adds a scale's sources and layers that are not in the map yet, each layer at its place in the base map's order. */
function addScale(map: MapLibreMap, scale: keyof typeof SCALES): void {
  for (const id of SCALES[scale]) {
    if (map.getSource(id)) continue;
    map.addSource(id, { type: 'geojson', data: offlineFileUrl(id), ...SOURCES[id] });
  }
  const order = map.getLayersOrder();
  // the first of the screen's own layers above the base map: the base map's layers all go beneath it
  const screen = order.slice(order.indexOf(WATER_LAYER) + 1).find((id) => !OFFLINE_LAYERS.includes(id));
  LAYERS.forEach((layer, i) => {
    if (map.getLayer(layer.id) || !('source' in layer) || !map.getSource(layer.source)) return;
    const above = LAYERS.slice(i + 1).find((later) => map.getLayer(later.id));
    map.addLayer(layer, above?.id ?? screen);
  });
}

/**
 * Puts the bundled base map into the map, just above the background and beneath every other layer, unless it is
 * there already (it is the same every time). Its sources are added only now: empty sources added at start-up
 * were tiled and redrawn for nothing while the screen's own markers waited. Every source is given by address, so
 * a map worker downloads, parses and tiles it without the page's main thread, and each scale (offline-scales.ts)
 * is added when the view first needs it. Once the land is loaded the background turns to water, in the same
 * frame as the land is drawn. `onFullyDrawn` is called at the first 'idle' with every bundled source added so
 * far loaded: land, water, borders and labels drawn for the view.
 */
export function showOfflineBaseMap(
  map: MapLibreMap,
  onLandDrawn: () => void,
  onFullyDrawn: () => void = () => {},
): void {
  if (shown.has(map)) return;
  const follow = () => {
    for (const scale of scalesFor(map.getZoom())) addScale(map, scale);
  };
  follow();
  map.on('zoom', follow);

  const turnWater = () => {
    if (!map.style || !LAND_SOURCES.some((id) => map.getSource(id) && map.isSourceLoaded(id))) return;
    map.off('sourcedata', turnWater);
    map.setPaintProperty(WATER_LAYER, 'background-color', BASE_COLOURS.water);
    onLandDrawn();
  };
  map.on('sourcedata', turnWater);

  // fully drawn: every bundled source added has loaded its tiles for the view and the map has settled ('idle')
  const allDrawn = () => {
    if (!map.style || OFFLINE_SOURCES.some((id) => map.getSource(id) && !map.isSourceLoaded(id))) return;
    map.off('idle', allDrawn);
    onFullyDrawn();
  };
  map.on('idle', allDrawn);
  shown.set(map, () => {
    map.off('zoom', follow);
    map.off('sourcedata', turnWater);
    map.off('idle', allDrawn);
  });
}

/** Starts downloading the files of the scales a map at this zoom will draw (see prefetchOfflineFiles). */
export function prefetchOfflineBaseMap(zoom: number): void {
  for (const scale of scalesFor(zoom)) prefetchOfflineFiles(SCALES[scale]);
}

/** Takes the bundled base map out again and returns the background to the land colour. */
export function removeOfflineBaseMap(map: MapLibreMap): void {
  shown.get(map)?.();
  shown.delete(map);
  for (const id of [...OFFLINE_LAYERS].reverse()) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of OFFLINE_SOURCES) if (map.getSource(id)) map.removeSource(id);
  if (map.getLayer(WATER_LAYER)) map.setPaintProperty(WATER_LAYER, 'background-color', BASE_COLOURS.land);
}
