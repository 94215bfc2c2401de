/**
 * Whom the bundled base map's data comes from, as the map's credits show them; the tile archive carries the same
 * text (apps/web/scripts/base-map-tiles.ts).
 */
export const BASE_MAP_ATTRIBUTION = [
  '<a href="https://www.naturalearthdata.com">Natural Earth</a>',
  '<a href="https://www.census.gov/geographies/mapping-files.html">US Census Bureau</a>',
  '<a href="https://www.geonames.org">GeoNames</a>',
  '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> (lakes)',
].join(', ');
