import type {
  LayerSpecification,
  Map as MapLibreMap,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import { addPmtilesProtocol } from '../offline-files.ts';

/** The configured street map's layers get this prefix, so they never clash with the app's own layer ids. */
export const STREET_PREFIX = 'street-map:';

/** OpenStreetMap data as Protomaps builds it: its licence asks for this attribution wherever it is shown. */
const PROTOMAPS_ATTRIBUTION =
  '<a href="https://openstreetmap.org/copyright">© OpenStreetMap contributors</a>, <a href="https://protomaps.com">Protomaps</a>';

export interface StreetMapConfig {
  mapStyleUrl: string | null;
  pmtilesUrl: string | null;
}

interface StreetLayers {
  sources: Record<string, SourceSpecification>;
  layers: LayerSpecification[];
  sprite?: string;
}

/**
 * The Protomaps basemap over our own PMTiles file: the `pmtiles` protocol reads the file by byte ranges from the
 * server (/map/basemap.pmtiles), and `@protomaps/basemaps` gives the layers, loaded only when configured.
 * The style's icons need a sprite we do not host, so icon-only layers are left out and labels drawn without
 * their dots; text is drawn with the browser's fonts (no glyphs URL), like the bundled map.
 */
async function protomapsLayers(pmtilesUrl: string): Promise<StreetLayers> {
  const basemaps = await import('@protomaps/basemaps');
  addPmtilesProtocol();
  const url = `pmtiles://${new URL(pmtilesUrl, window.location.href).href}`;
  // the package types its layers with its own copy of the style spec; the shapes are MapLibre's
  const all = basemaps.layers('protomaps', basemaps.namedFlavor('light'), {
    lang: 'en',
  }) as unknown as LayerSpecification[];
  const layers = all
    .filter((layer) => layer.type !== 'background' && layer.id !== 'pois')
    .map((layer) => withoutIcons(layer));
  return {
    sources: { protomaps: { type: 'vector', url, attribution: PROTOMAPS_ATTRIBUTION } },
    layers,
  };
}

function withoutIcons(layer: LayerSpecification): LayerSpecification {
  if (layer.type !== 'symbol' || !layer.layout || !('icon-image' in layer.layout)) return layer;
  const layout = { ...layer.layout };
  delete layout['icon-image'];
  return { ...layer, layout };
}

/**
 * A hosted MapLibre style (MAP_STYLE_URL): its sources and layers, all but its background, go into our map
 * (whose markers and layers stay on top), its sprite too. Its glyphs URL is not taken: the app's own labels use
 * the browser's fonts, which a glyph server would not have; the style's labels are drawn with them as well.
 */
async function hostedStyleLayers(styleUrl: string): Promise<StreetLayers> {
  const response = await fetch(styleUrl);
  if (!response.ok) throw new Error(`The map style at ${styleUrl} answered ${response.status}`);
  const style = (await response.json()) as StyleSpecification;
  const sprite = typeof style.sprite === 'string' ? new URL(style.sprite, styleUrl).href : undefined;
  return {
    sources: style.sources,
    layers: style.layers.filter((layer) => layer.type !== 'background'),
    sprite,
  };
}

/** Loads the configured street map's layers, or null when only the bundled map is configured. */
export async function loadStreetLayers(config: StreetMapConfig): Promise<StreetLayers | null> {
  if (config.mapStyleUrl) return hostedStyleLayers(config.mapStyleUrl);
  if (config.pmtilesUrl) return protomapsLayers(config.pmtilesUrl);
  return null;
}

/**
 * Adds the street map above the bundled base map and beneath every layer of the screen (`beneath`), its ids
 * prefixed. Returns the ids of the layers it added, for visibility switches and clean-up.
 */
export function addStreetLayers(
  map: MapLibreMap,
  street: StreetLayers,
  beneath: string | undefined,
): string[] {
  for (const [id, source] of Object.entries(street.sources))
    if (!map.getSource(STREET_PREFIX + id)) map.addSource(STREET_PREFIX + id, source);
  if (street.sprite && !map.getStyle().sprite) map.setSprite(street.sprite);
  const ids: string[] = [];
  for (const layer of street.layers) {
    const id = STREET_PREFIX + layer.id;
    if (map.getLayer(id)) continue;
    const source =
      'source' in layer && typeof layer.source === 'string' ? STREET_PREFIX + layer.source : undefined;
    map.addLayer({ ...layer, id, ...(source ? { source } : {}) } as LayerSpecification, beneath);
    ids.push(id);
  }
  return ids;
}

/** Takes the street map out of the map again. */
export function removeStreetLayers(map: MapLibreMap): void {
  for (const id of map.getLayersOrder()) if (id.startsWith(STREET_PREFIX)) map.removeLayer(id);
  for (const id of Object.keys(map.getStyle().sources))
    if (id.startsWith(STREET_PREFIX)) map.removeSource(id);
}
