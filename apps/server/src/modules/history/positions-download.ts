import { Readable } from 'node:stream';
import { PACKED_PATH_CONTENT_TYPE, type PositionReportField } from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import { toFullPositionDto } from '../positions/position-dto.ts';
import { csvStream } from '../downloads/csv-file.ts';
import { reportColumns } from '../downloads/position-report-columns.ts';
import type { TimeZoneChoice } from '../downloads/time-zone.ts';
import { geoJsonChunks } from './geojson-file.ts';
import { gpxChunks } from './gpx-file.ts';
import type { HistoryTracker } from './history-tracker.ts';
import type { HistoryRange } from './history.repository.ts';
import { packedPathChunks } from './packed-path.ts';
import { pathColumnsChunks } from './path-columns.ts';
import { jsonListChunks, storedPositions } from './position-stream.ts';

export type PositionsFormat = 'json' | 'path' | 'packed' | 'csv' | 'gpx' | 'geojson';

/** The columns of a tracker's history CSV: what a user reads a trip from, in the units the product shows. */
export const HISTORY_CSV_FIELDS: readonly PositionReportField[] = [
  'fix_time',
  'latitude',
  'longitude',
  'address',
  'speed',
  'course',
  'fix',
  'accuracy',
  'battery',
  'temperature',
  'humidity',
];

/** Content type and file extension of each format. */
export const POSITIONS_FORMAT_FILE: Record<PositionsFormat, { type: string; extension: string }> = {
  json: { type: 'application/json; charset=utf-8', extension: 'json' },
  path: { type: 'application/json; charset=utf-8', extension: 'json' },
  packed: { type: PACKED_PATH_CONTENT_TYPE, extension: 'bin' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  gpx: { type: 'application/gpx+xml; charset=utf-8', extension: 'gpx' },
  geojson: { type: 'application/geo+json; charset=utf-8', extension: 'geojson' },
};

/** A tracker's positions in a range as a stream in the asked format, read from the database batch by batch. */
export function positionsStream(
  database: Database,
  tracker: HistoryTracker,
  range: HistoryRange,
  format: PositionsFormat,
  zone: TimeZoneChoice,
): Readable {
  const rows = () => storedPositions(database, tracker.id, range);
  switch (format) {
    case 'json':
      return Readable.from(jsonListChunks(rows(), (p) => JSON.stringify(toFullPositionDto(p))));
    case 'path':
      return Readable.from(pathColumnsChunks(database, tracker.id, range));
    case 'packed':
      return Readable.from(packedPathChunks(database, tracker.id, range));
    case 'gpx':
      return Readable.from(gpxChunks(tracker.name, rows()));
    case 'geojson':
      return Readable.from(geoJsonChunks(tracker, rows()));
    case 'csv': {
      const columns = reportColumns(HISTORY_CSV_FIELDS, zone);
      async function* records() {
        for await (const position of rows()) {
          yield columns.row({
            deviceName: tracker.name,
            serial: tracker.serial,
            imei: tracker.imei,
            position,
          });
        }
      }
      return csvStream(columns.header, records());
    }
  }
}
