import { readPostgresTime } from '@lodestar/contracts';
import { DEFAULT_STOP_RULES, emptyStopTrack, type StopTrack } from '@lodestar/domain';
import type { Database } from '../../db/database.ts';
import type { HistoryRange } from './history.repository.ts';

/**
 * The track itself when its points are in fix-time order, else a copy with every column sorted by fix time (see
 * STOP_POINTS_SQL; the trips' read, with its speed column, shares it).
 */
export function inFixTimeOrder<T extends StopTrack>(track: T, empty: (capacity: number) => T): T {
  const { time } = track;
  let ordered = true;
  for (let i = 1; i < track.length && ordered; i++) ordered = time[i]! >= time[i - 1]!;
  if (ordered) return track;
  const order = Array.from({ length: track.length }, (_, i) => i).sort((a, b) => time[a]! - time[b]!);
  const sorted = empty(track.length);
  for (const [name, column] of Object.entries(track)) {
    if (!(column instanceof Float64Array)) continue;
    const into = sorted[name as keyof T] as unknown as Float64Array;
    order.forEach((from, to) => (into[to] = column[from]!));
  }
  sorted.length = track.length;
  return sorted;
}

/** Bytes a located point takes in the packed answer: fix time (int8), latitude, longitude (float8), accuracy (float4). */
const POINT_BYTES = 28;

/** A range's fingerprint as SQL columns: how many positions it holds and the newest fix time (epoch ms). */
const FINGERPRINT_COLUMNS = `count(*)::text as n, (date_part('epoch', max(fix_time)) * 1000)::bigint::text as newest`;

interface FingerprintRow {
  n: string;
  newest: string | null;
}

const fingerprintOf = (row: FingerprintRow | undefined) => `${row?.n ?? 0}/${row?.newest ?? ''}`;

/**
 * Each located point packed as the database stores it, via the types' binary send functions, and the packed points
 * of a range handed over as one base64 text. Writing 130,000 doubles as decimal text was most of the cost of a
 * first stops call (and an embedded database hands rows over one by one, which costs seconds); the binary forms
 * are copied, not formatted. Base64 rather than bytea because both drivers decode base64 natively, while PGlite's
 * bytea parser walks the hex text character by character.
 *
 * Only located points are packed: detectStops skips invalid fixes and coarse ones (cell, or accuracy worse than
 * the rule's limit, as isCoarseFix says) without letting them start, extend or end a stop, so leaving them in the
 * database changes nothing. The fingerprint (count and newest fix time) covers every stored position of the range,
 * as findRangeFingerprint gives it, so a cached answer goes stale on any new position.
 *
 * No ORDER BY: the database may then read the table in storage order (a bitmap scan) instead of walking the index
 * and fetching rows one by one, a third of the cost on PGlite. A tracker's positions are mostly stored in the order
 * they were taken; inFixTimeOrder sorts them when they were not (back-filled or late reports).
 */
const STOP_POINTS_SQL = `
  select encode(string_agg(timestamptz_send(fix_time) || float8send(latitude) || float8send(longitude)
                           || float4send(coalesce(accuracy, 'NaN')), ''::bytea)
                  filter (where valid and fix <> 'cell' and (accuracy is null or accuracy <= $4)), 'base64') as packed,
         ${FINGERPRINT_COLUMNS}
  from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3`;

/** Reads the packed points back into columns; every point they hold is a valid, non-coarse fix. */
function unpack(packed: string): StopTrack {
  const bytes = Buffer.from(packed, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const track = emptyStopTrack(bytes.byteLength / POINT_BYTES);
  for (let i = 0, at = 0; i < track.time.length; i++, at += POINT_BYTES) {
    track.time[i] = Math.round(readPostgresTime(view, at) / 1000);
    track.latitude[i] = view.getFloat64(at + 8);
    track.longitude[i] = view.getFloat64(at + 16);
    track.accuracy[i] = view.getFloat32(at + 24); // NaN when unknown, as StopTrack has it
  }
  track.length = track.time.length;
  return track;
}

/** What stop detection reads of a range: its located points in fix-time order, and the range's fingerprint. */
export interface StopPointsRead {
  track: StopTrack;
  fingerprint: string;
}

export async function findStopPoints(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<StopPointsRead> {
  const [row] = await database.query<FingerprintRow & { packed: string | null }>(STOP_POINTS_SQL, [
    deviceId,
    range.from.toISOString(),
    range.to.toISOString(),
    DEFAULT_STOP_RULES.coarseAccuracyMetres,
  ]);
  return {
    track: inFixTimeOrder(row?.packed ? unpack(row.packed) : emptyStopTrack(0), emptyStopTrack),
    fingerprint: fingerprintOf(row),
  };
}

/**
 * What the stored positions of a range look like from outside: how many there are and the newest fix time (epoch
 * ms). A position added to the range (live, or back-filled into the past) changes the count, so cached stops keyed
 * by it are never stale; both come from the (device_id, fix_time) index alone.
 */
export async function findRangeFingerprint(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<string> {
  const [row] = await database.query<FingerprintRow>(
    `select ${FINGERPRINT_COLUMNS} from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3`,
    [deviceId, range.from.toISOString(), range.to.toISOString()],
  );
  return fingerprintOf(row);
}
