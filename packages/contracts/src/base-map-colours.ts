/**
 * Colours of the bundled offline base map: water behind everything, land, lines and labels on top. The screen's
 * map (apps/web) and the report PDF's printed map (apps/server) both draw with these, so they look alike.
 */
export const BASE_MAP_COLOURS = {
  water: '#aacbe6',
  land: '#f4f1ea',
  border: '#b3a899',
  state: '#c4b8a8',
  county: '#ddd5c9',
  label: '#4a443c',
  labelHalo: '#fbfaf7',
} as const;
