import type { Box, LngLat } from './clip-to-box.ts';

/** The latitude limit of Web Mercator (the tiles' square world). */
export const MAX_LATITUDE = 85.05112878;

/** A point as Web Mercator world coordinates from 0 to 1 (x east, y south), as the tiles are cut. */
export function project([lng, lat]: LngLat): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** World coordinates back to [lng, lat]. */
export function unproject([x, y]: [number, number]): LngLat {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return [x * 360 - 180, lat];
}

/** The side of the world in pixels at zoom 0: MapLibre's vector tiles are drawn 512 pixels a side. */
export const TILE_SIZE = 512;

/**
 * The zoom at which the box fills a view of width x height (points or pixels): what a screen map of that size
 * would show for it, so the PDF's map has the names and lines the screen has at the same scale.
 */
export function zoomToFit(box: Box, width: number, height: number): number {
  const [x0, y1] = project([box[0], box[1]]);
  const [x1, y0] = project([box[2], box[3]]);
  const dx = Math.max(x1 - x0, 1e-12);
  const dy = Math.max(y1 - y0, 1e-12);
  return Math.log2(Math.min(width / (dx * TILE_SIZE), height / (dy * TILE_SIZE)));
}

/** The slippy-map tiles of zoom z that cover the box, as [x, y] pairs. */
export function tilesCovering(box: Box, z: number): [number, number][] {
  const n = 2 ** z;
  const [x0, y1] = project([box[0], box[1]]);
  const [x1, y0] = project([box[2], box[3]]);
  const index = (v: number) => Math.max(0, Math.min(n - 1, Math.floor(v * n)));
  const tiles: [number, number][] = [];
  for (let x = index(x0); x <= index(x1); x++)
    for (let y = index(y0); y <= index(y1); y++) tiles.push([x, y]);
  return tiles;
}
