import type { Db } from '../../db/database.ts';
import { csvStream } from '../downloads/csv-file.ts';
import { today } from '../downloads/download-reply.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from '../downloads/time-zone.ts';
import type { EmailedFileBuilder, EmailedFileRequest } from '../files/emailed-files.ts';
import { findGeofenceEvents, type GeofenceEventFilter } from './geofence-events.repository.ts';
import { TRACKER_EVENT_LABELS } from '@lodestar/contracts';

/** The kind of the e-mailed geofence events CSV. */
export const GEOFENCE_EVENTS_CSV = 'geofence-events-csv';

/** Rows are read in pages of this many, newest first, so a long range never sits in memory. */
const PAGE = 2_000;
/** The same cap as the tracker events CSV: years of entries and exits. */
const MAX_ROWS = 100_000;
const WHAT = 'geofence events CSV';

/** The request as the outbox stores it (JSON): the filter's times as ISO strings. */
interface StoredParams {
  filter: Omit<GeofenceEventFilter, 'from' | 'to'> & { from?: string; to?: string };
  zone: TimeZoneChoice;
}

async function* rows(db: Db, filter: GeofenceEventFilter, zone: TimeZoneChoice): AsyncIterable<unknown[]> {
  for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
    const page = await findGeofenceEvents(db, filter, { limit: PAGE, offset });
    for (const e of page)
      yield [
        formatTime(e.createdAt, zone),
        TRACKER_EVENT_LABELS[e.eventType],
        e.geofenceName,
        e.deviceName,
        e.description,
      ];
    if (page.length < PAGE) return;
  }
}

/**
 * The geofence events download (spec 1 §2.8: e-mailed as a CSV link), made like every e-mailed file
 * (docs/decisions/0060): queued in the outbox, built by whichever instance claims it, kept in the database.
 */
export function geofenceEventsRequest(
  filter: GeofenceEventFilter,
  zone: TimeZoneChoice,
  user: EmailedFileRequest['user'],
): EmailedFileRequest {
  const stored: StoredParams = {
    filter: { ...filter, from: filter.from?.toISOString(), to: filter.to?.toISOString() },
    zone,
  };
  return { kind: GEOFENCE_EVENTS_CSV, params: stored, user, accountId: filter.accountId, what: WHAT };
}

export function geofenceEventsBuilder(db: Db): EmailedFileBuilder {
  return async (params) => {
    const { filter: stored, zone } = params as StoredParams;
    const filter: GeofenceEventFilter = {
      ...stored,
      from: stored.from ? new Date(stored.from) : undefined,
      to: stored.to ? new Date(stored.to) : undefined,
    };
    const header = [`Time (${zoneLabel(zone)})`, 'Event', 'Geofence', 'Tracker', 'Description'];
    return {
      name: `geofence-events-${today()}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: csvStream(header, rows(db, filter, zone)),
      what: WHAT,
    };
  };
}
