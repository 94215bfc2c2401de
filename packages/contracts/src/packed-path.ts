import type { HistoryPath } from './history.ts';

/**
 * Bytes one fix takes in a packed path (GET …/positions?format=packed), big-endian: int64 fix time in microseconds
 * since 2000-01-01 UTC (Postgres' own timestamp form), float64 longitude, float64 latitude, float32 speed in m/s
 * (NaN when the tracker sent none).
 */
export const PACKED_PATH_RECORD_BYTES = 28;
/** Content type of a packed path. */
export const PACKED_PATH_CONTENT_TYPE = 'application/octet-stream';
/** 2000-01-01 UTC, the zero of Postgres timestamps, in microseconds since 1970-01-01 UTC. */
export const POSTGRES_EPOCH_MICROS = Date.UTC(2000, 0, 1) * 1000;

/**
 * A Postgres timestamp as its binary form (timestamptz_send: big-endian int64 microseconds since 2000-01-01 UTC)
 * at `at`, in microseconds since 1970-01-01 UTC. Read as two halves rather than a BigInt per value: times since
 * 1970 in microseconds stay below 2^53, so the sum is exact.
 */
export function readPostgresTime(view: DataView, at: number): number {
  return view.getInt32(at) * 4_294_967_296 + view.getUint32(at + 4) + POSTGRES_EPOCH_MICROS;
}

/**
 * Speeds are stored as float32. The JSON path writes them as Postgres does, the shortest decimal that reads back
 * as the same float32 (13.7, not 13.699999809265137), so a packed speed is turned into that decimal too: both
 * formats give the map the same numbers, and a speed rule at 13.7 m/s sees 13.7 either way.
 */
function shortestDecimal(speed: number): number {
  for (let digits = 1; digits < 9; digits++) {
    const candidate = Number(speed.toPrecision(digits));
    if (Math.fround(candidate) === speed) return candidate;
  }
  return Number(speed.toPrecision(9));
}

/**
 * Reads a packed path (PACKED_PATH_RECORD_BYTES per fix, in fix-time order) into the columns the history map
 * draws: time in epoch seconds (fractions kept), longitude, latitude, speed in m/s or null. The values equal what
 * format=path gives for the same range. Throws on a buffer that does not hold whole records (a cut-off answer).
 */
export function decodePackedPath(buffer: ArrayBuffer | Uint8Array): HistoryPath {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  if (bytes.byteLength % PACKED_PATH_RECORD_BYTES !== 0)
    throw new Error(
      `A packed path holds whole ${PACKED_PATH_RECORD_BYTES}-byte records; this one has ${bytes.byteLength} bytes`,
    );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength / PACKED_PATH_RECORD_BYTES;
  const path: HistoryPath = {
    time: new Array<number>(count),
    lng: new Array<number>(count),
    lat: new Array<number>(count),
    speed: new Array<number | null>(count),
  };
  // a tracker's speeds repeat (parked, cruising): each distinct float32 is turned into its decimal once
  const decimals = new Map<number, number>();
  for (let i = 0, at = 0; i < count; i++, at += PACKED_PATH_RECORD_BYTES) {
    // one division of exact microseconds gives the nearest double, as Postgres' epoch seconds are
    path.time[i] = readPostgresTime(view, at) / 1_000_000;
    path.lng[i] = view.getFloat64(at + 8);
    path.lat[i] = view.getFloat64(at + 16);
    const speed = view.getFloat32(at + 24);
    if (Number.isNaN(speed)) {
      path.speed[i] = null;
      continue;
    }
    const bits = view.getUint32(at + 24);
    let decimal = decimals.get(bits);
    if (decimal === undefined) decimals.set(bits, (decimal = shortestDecimal(speed)));
    path.speed[i] = decimal;
  }
  return path;
}
