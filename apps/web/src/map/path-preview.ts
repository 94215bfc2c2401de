import simplify from 'simplify-js';
import type { PathFeatures } from './history-features.ts';

/** Paths with at least this many fixes are shown first as a preview (see pathPreview); shorter ones at once. */
export const PATH_PREVIEW_FROM_FIXES = 20_000;

const EARTH_CIRCUMFERENCE_METRES = 40_075_016.686;
const METRES_PER_DEGREE_LATITUDE = EARTH_CIRCUMFERENCE_METRES / 360;
/** MapLibre's tiles are 512 pixels across. */
const TILE_PIXELS = 512;

/** Half a pixel at `zoom` and `latitude`, in metres: finer than anything a screen shows at that zoom. */
export function halfPixelMetres(zoom: number, latitude: number): number {
  return (EARTH_CIRCUMFERENCE_METRES * Math.cos((latitude * Math.PI) / 180)) / (TILE_PIXELS * 2 ** zoom) / 2;
}

/**
 * The path as it looks at `zoom` and closer: every run of one colour simplified (radial distance, then
 * Douglas-Peucker; simplify-js) to
 * half a pixel at that zoom, each run keeping its first and last fix so the colours still meet. MapLibre's tiling
 * simplifies each tile to half a pixel anyway, so at that zoom the preview draws the same line, while the worker
 * cuts tiles from a few thousand fixes instead of 130,000. The full path replaces it once that first frame is up,
 * for zooming in. Distances are measured on a plane scaled to metres at `latitude` (the path's middle). Its
 * features are marked `preview`: the fixes' dots wait for the full path, since the kept vertices are only some
 * of the fixes.
 */
export function pathPreview(features: PathFeatures, zoom: number, latitude: number): PathFeatures {
  const toleranceMetres = halfPixelMetres(zoom, latitude);
  const xMetres = METRES_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180);
  const simplifyRun = (run: number[][]): number[][] => {
    if (run.length <= 2) return run;
    const points = run.map((pair) => ({
      x: pair[0]! * xMetres,
      y: pair[1]! * METRES_PER_DEGREE_LATITUDE,
      pair,
    }));
    // simplify-js hands back a subset of the objects it was given, so each kept fix keeps its stored pair; its
    // radial pass first drops fixes within the tolerance of the one before (a parked tracker's jitter), which
    // leaves Douglas-Peucker a fraction of the run
    return (simplify(points, toleranceMetres, false) as typeof points).map((point) => point.pair);
  };
  return {
    type: 'FeatureCollection',
    features: features.features.map((feature) =>
      feature.geometry.type === 'MultiLineString'
        ? {
            ...feature,
            geometry: { type: 'MultiLineString', coordinates: feature.geometry.coordinates.map(simplifyRun) },
            properties: { ...feature.properties, preview: true },
          }
        : feature,
    ),
  };
}
