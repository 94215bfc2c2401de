import { celsiusToFahrenheit, mpsToMph } from '@lodestar/domain';
import type { PositionRow } from './position-stream.ts';

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));

const pointFeature = (p: PositionRow) =>
  JSON.stringify({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
    properties: {
      id: p.id,
      time: p.fixTime.toISOString(),
      fix: p.fix,
      accuracy: p.accuracy,
      speed_mph: p.speed === null ? null : round(mpsToMph(p.speed), 1),
      course: p.course,
      battery: p.battery,
      temperature_f: p.temperature === null ? null : round(celsiusToFahrenheit(p.temperature), 1),
      humidity: p.humidity,
      address: p.address,
    },
  });

/**
 * A tracker's history as a GeoJSON FeatureCollection: one Point feature per position (time, fix and readings in
 * the units the product shows) and, last, a LineString of the whole path. Points are written as they are read;
 * only the path's coordinates are kept until the end (two numbers a position). Fewer than two positions make no
 * LineString.
 */
export async function* geoJsonChunks(
  tracker: { id: number; name: string },
  points: AsyncIterable<PositionRow>,
): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  const path: [number, number][] = [];
  let first: Date | null = null;
  let last: Date | null = null;
  let chunk = '';
  for await (const p of points) {
    chunk += (first ? ',' : '') + pointFeature(p);
    path.push([p.longitude, p.latitude]);
    first ??= p.fixTime;
    last = p.fixTime;
    if (chunk.length > 256_000) {
      yield chunk;
      chunk = '';
    }
  }
  const line = {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: path },
    properties: {
      device_id: tracker.id,
      name: tracker.name,
      start_time: first?.toISOString() ?? null,
      end_time: last?.toISOString() ?? null,
    },
  };
  // a LineString needs two positions to be valid GeoJSON
  const tail = path.length >= 2 ? `,${JSON.stringify(line)}` : '';
  yield `${chunk}${tail}]}`;
}
