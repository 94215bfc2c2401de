/** A line or ring of [longitude, latitude] points, as the base map's sources give them. */
export type Line = number[][];

/**
 * Coordinates to 3 decimals (about 100 m, finer than the 1:10m and 1 km sources are quantized), dropping points
 * that then repeat: extra digits would only make the files and the tiles cut from them larger.
 */
export function roundLine(line: Line): [number, number][] {
  const out: [number, number][] = [];
  for (const [x, y] of line) {
    const point: [number, number] = [Math.round(x! * 1e3) / 1e3, Math.round(y! * 1e3) / 1e3];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/** A FeatureCollection's text from its features' JSON texts, one feature per line. */
export function featureCollectionText(features: string[]): string {
  return `{"type":"FeatureCollection","features":[\n${features.join(',\n')}\n]}\n`;
}

/** A feature's JSON text: the geometry with the given properties (none by default). */
export function featureText(geometry: object, properties: object = {}): string {
  return JSON.stringify({ type: 'Feature', geometry, properties });
}
