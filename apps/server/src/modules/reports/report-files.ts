import type { Readable } from 'node:stream';
import { TRACKER_EVENT_LABELS, type ReportEvent } from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../downloads/csv-file.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from '../downloads/time-zone.ts';
import { positionsStream } from '../history/positions-download.ts';
import { rangeOf } from './report-content.service.ts';
import type { ReportRow } from './reports.repository.ts';

/** `report-<tracker>-<from>-<to>-<kind>.<ext>`, with only characters every file system and header takes. */
export function reportFileName(row: ReportRow, kind: string, extension: string): string {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const tracker =
    row.deviceName
      .replace(/[^A-Za-z0-9_]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'tracker';
  return `report-${tracker}-${day(row.startAt)}-${day(row.endAt)}-${kind}.${extension}`;
}

/** Every position of the report's period as the tracker history's CSV (the same columns, streamed). */
export function reportPositionsCsv(database: Database, row: ReportRow, zone: TimeZoneChoice): Readable {
  const tracker = { id: row.deviceId, name: row.deviceName, serial: row.deviceSerial, imei: null };
  return positionsStream(database, tracker, rangeOf(row), 'csv', zone);
}

/** The report's events as a CSV: time in the zone, the event's name and its sentence. */
export function reportEventsCsv(events: ReportEvent[], zone: TimeZoneChoice): Readable {
  const header = [`Time (${zoneLabel(zone)})`, 'Event', 'Description', 'Latitude', 'Longitude'];
  async function* rows() {
    for (const e of events) {
      yield [
        formatTime(new Date(e.created_at), zone),
        TRACKER_EVENT_LABELS[e.event_type],
        e.description,
        e.location?.[1] ?? '',
        e.location?.[0] ?? '',
      ];
    }
  }
  return csvStream(header, rows());
}
