import { BASE_MAP_COLOURS } from '@lodestar/contracts';
import type { StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { BUNDLED_FONT_FACES } from './bundled-fonts.ts';

/** Colours of the bundled base map, shared with the report PDF's printed map. */
export const BASE_COLOURS = BASE_MAP_COLOURS;

/**
 * The style's background, which every other layer goes above. It starts in the land colour and turns to water
 * only once the land is drawn (BaseLayers): most trackers are on land, and a blue field while the land loads
 * looked like an ocean for seconds.
 */
export const WATER_LAYER = 'water';

/**
 * The style the map starts with: only the background, land-coloured until the land is drawn. Each layer component adds its own sources and
 * layers on mount (DESIGN.md Web), so a screen's map is the sum of the layers it renders. No `glyphs` URL: the
 * bundled Noto Sans files (`font-faces`) draw the place names, and the browser's own fonts anything else, so the
 * map needs no font server.
 */
export const BASE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  'font-faces': BUNDLED_FONT_FACES,
  layers: [{ id: WATER_LAYER, type: 'background', paint: { 'background-color': BASE_COLOURS.land } }],
};

/** Font stack for cluster counts: digits drawn with the browser's fonts, so the first render waits for no download. */
export const LABEL_FONT = ['sans-serif'];

/** Data for a GeoJSON source added before its data is known. */
export function emptyCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}
