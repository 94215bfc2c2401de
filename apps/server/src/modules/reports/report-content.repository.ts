import type { FixType, ReportEvent, ReportPosition, TrackerEventType } from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import type { HistoryRange } from '../history/history.repository.ts';

/** A time as exact ISO-8601 UTC text (microseconds kept), the same from both database drivers. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Most events a report lists: a tracker that raised more in one period is broken, and its CSV has them all. */
export const REPORT_EVENTS_MAX = 5_000;

/** The period's counts and extremes of every stored position (the stops' read covers located ones only). */
export interface PositionFigures {
  count: number;
  maxSpeed: number | null;
  first: Date | null;
  last: Date | null;
}

export async function findPositionFigures(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<PositionFigures> {
  const [row] = await database.query<{
    n: string;
    max_speed: number | null;
    first: string | null;
    last: string | null;
  }>(
    `select count(*)::text as n, max(speed) filter (where valid) as max_speed,
            ${iso('min(fix_time)')} as first, ${iso('max(fix_time)')} as last
     from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3`,
    [deviceId, range.from.toISOString(), range.to.toISOString()],
  );
  return {
    count: Number(row?.n ?? 0),
    maxSpeed: row?.max_speed ?? null,
    first: row?.first ? new Date(row.first) : null,
    last: row?.last ? new Date(row.last) : null,
  };
}

interface PositionRow {
  fix_time: string;
  address: string | null;
  longitude: number;
  latitude: number;
  speed: number | null;
  fix: FixType;
  battery: number | null;
  accuracy: number | null;
}

const toPosition = (r: PositionRow): ReportPosition => ({
  timestamp: new Date(r.fix_time).toISOString(),
  address: r.address,
  location: [r.longitude, r.latitude],
  speed: r.speed,
  fix: r.fix,
  battery: r.battery,
  accuracy: r.accuracy,
});

/** One page of the period's positions, in time order. */
export async function findPositionsPage(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  page: { limit: number; offset: number },
): Promise<ReportPosition[]> {
  const rows = await database.query<PositionRow>(
    `select ${iso('fix_time')} as fix_time, ${POSITION_COLUMNS}
     from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3
     order by fix_time limit $4 offset $5`,
    [deviceId, range.from.toISOString(), range.to.toISOString(), page.limit, page.offset],
  );
  return rows.map(toPosition);
}

/** The columns a report reads of a position, after the fix time every batch is keyed on. */
const POSITION_COLUMNS = 'address, longitude, latitude, speed, fix, battery, accuracy';
const PLACE_COLUMNS = 'longitude, latitude';

/**
 * The period's rows in time order, read in batches keyed on the last fix time (not OFFSET, which rereads what it
 * skips), so a 90-day file never holds more than one batch.
 */
async function* periodRows<T extends { fix_time: string }>(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  columns: string,
  batch: number,
): AsyncGenerator<T> {
  const query = `select ${iso('fix_time')} as fix_time, ${columns}
    from positions where device_id = $1 and fix_time >= $2 and fix_time <= $3 and fix_time > $4
    order by fix_time limit $5`;
  let after = new Date(range.from.getTime() - 1).toISOString();
  for (;;) {
    const rows = await database.query<T>(query, [
      deviceId,
      range.from.toISOString(),
      range.to.toISOString(),
      after,
      batch,
    ]);
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.fix_time;
  }
}

/** Every position of the period in time order, in batches (the PDF's positions table). */
export async function* reportPositions(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  batch = 5_000,
): AsyncGenerator<ReportPosition> {
  for await (const row of periodRows<PositionRow>(database, deviceId, range, POSITION_COLUMNS, batch))
    yield toPosition(row);
}

/** The period's places only, [lng, lat] in time order: the PDF map's path. */
export async function* reportLocations(
  database: Database,
  deviceId: number,
  range: HistoryRange,
  batch = 10_000,
): AsyncGenerator<[number, number]> {
  type Place = { fix_time: string; longitude: number; latitude: number };
  for await (const row of periodRows<Place>(database, deviceId, range, PLACE_COLUMNS, batch))
    yield [row.longitude, row.latitude];
}

/** The tracker's events in the period, oldest first, with the place of the fix that caused each. */
export async function findReportEvents(
  database: Database,
  deviceId: number,
  range: HistoryRange,
): Promise<ReportEvent[]> {
  const rows = await database.query<{
    id: string;
    created_at: string;
    description: string;
    event_type: TrackerEventType;
    longitude: number | null;
    latitude: number | null;
  }>(
    `select e.id::text as id, ${iso('e.created_at')} as created_at, e.description, e.event_type,
            p.longitude, p.latitude
     from device_events e left join positions p on p.id = e.position_id
     where e.device_id = $1 and e.created_at >= $2 and e.created_at <= $3
     order by e.created_at, e.id limit $4`,
    [deviceId, range.from.toISOString(), range.to.toISOString(), REPORT_EVENTS_MAX],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    description: r.description,
    event_type: r.event_type,
    location: r.longitude === null || r.latitude === null ? null : [r.longitude, r.latitude],
  }));
}

/** Where the tracker was last before the period, [lng, lat]: the PDF's map of a period without positions. */
export async function findLocationBefore(
  database: Database,
  deviceId: number,
  before: Date,
): Promise<[number, number] | null> {
  const [row] = await database.query<{ longitude: number; latitude: number }>(
    `select longitude, latitude from positions where device_id = $1 and fix_time < $2
     order by fix_time desc limit 1`,
    [deviceId, before.toISOString()],
  );
  return row ? [row.longitude, row.latitude] : null;
}
