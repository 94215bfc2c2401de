import { readPostgresTime } from '@lodestar/contracts';
import { DEFAULT_STOP_RULES, emptyTripTrack, type TripTrack } from '@lodestar/domain';
import type { Database } from '../../db/database.ts';
import type { HistoryRange } from './history.repository.ts';
import { inFixTimeOrder } from './stop-points.repository.ts';

/** Bytes a point takes: the stops' packed point (time int8, lat, lng float8, accuracy float4) and speed (float4). */
const POINT_BYTES = 32;

/**
 * The stops call's packed read of a range (stop-points.repository.ts: the same located points, packed binary and
 * handed over as one base64 text) with each point's reported speed (m/s, as stored: real) added, which trip
 * figures need. A separate read so the stops call keeps its smaller answer and its cache.
 */
const TRIP_POINTS_SQL = `
  select encode(string_agg(timestamptz_send(fix_time) || float8send(latitude) || float8send(longitude)
                           || float4send(coalesce(accuracy, 'NaN')) || float4send(coalesce(speed, 'NaN')),
                           ''::bytea)
                  filter (where valid and fix <> 'cell' and (accuracy is null or accuracy <= $4)), 'base64') as packed
  from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3`;

function unpack(packed: string): TripTrack {
  const bytes = Buffer.from(packed, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const track = emptyTripTrack(bytes.byteLength / POINT_BYTES);
  for (let i = 0, at = 0; i < track.time.length; i++, at += POINT_BYTES) {
    track.time[i] = Math.round(readPostgresTime(view, at) / 1000);
    track.latitude[i] = view.getFloat64(at + 8);
    track.longitude[i] = view.getFloat64(at + 16);
    track.accuracy[i] = view.getFloat32(at + 24);
    track.speed[i] = view.getFloat32(at + 28); // NaN when unknown, as TripTrack has it
  }
  track.length = track.time.length;
  return track;
}

/** What trip splitting reads of a range: the located points stop detection reads, with speeds, in fix-time order. */
export async function findTripPoints(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<TripTrack> {
  const [row] = await database.query<{ packed: string | null }>(TRIP_POINTS_SQL, [
    deviceId,
    range.from.toISOString(),
    range.to.toISOString(),
    DEFAULT_STOP_RULES.coarseAccuracyMetres,
  ]);
  return inFixTimeOrder(row?.packed ? unpack(row.packed) : emptyTripTrack(0), emptyTripTrack);
}
