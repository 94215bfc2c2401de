import {
  TRACKER_EVENT_LABELS,
  type TrackerEvent,
  type TrackerEventsPage,
  type TrackerEventsQuery,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { csvText } from '../downloads/csv-file.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from '../downloads/time-zone.ts';
import { countEvents, findEvents, type EventFilter, type EventRow } from './events.repository.ts';

/** The most events one CSV holds; events are rare (transitions only), so this is months of a busy fleet. */
export const EVENTS_CSV_MAX_ROWS = 100_000;

/** An event row as the API answers it (the lists, and the socket: realtime/event-bus.ts). */
export const toDto = (row: EventRow): TrackerEvent => ({
  id: row.id,
  device_id: row.deviceId,
  device_name: row.deviceName,
  event_type: row.eventType,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/** The events a caller may see: one tracker's, or the account's (a devices-role member: only its trackers'). */
export function eventFilter(
  access: AccountAccess,
  query: TrackerEventsQuery,
  deviceId?: number,
): EventFilter {
  const deviceIds =
    deviceId !== undefined ? [deviceId] : access.deviceIds ? [...access.deviceIds] : undefined;
  return { accountId: access.accountId, deviceIds, from: query.date_from, to: query.date_to };
}

/** One page of events, newest first, with the spec's paging meta. */
export async function eventsPage(
  db: Db,
  filter: EventFilter,
  query: TrackerEventsQuery,
): Promise<TrackerEventsPage> {
  const { page, per_page: perPage } = query;
  const [rows, total] = await Promise.all([
    findEvents(db, filter, { limit: perPage, offset: (page - 1) * perPage }),
    countEvents(db, filter),
  ]);
  return { data: rows.map(toDto), meta: pageMeta(page, perPage, total, rows.length) };
}

/** Every matching event as CSV, newest first, times in the caller's zone. */
export async function eventsCsv(db: Db, filter: EventFilter, zone: TimeZoneChoice): Promise<string> {
  const rows = await findEvents(db, filter, { limit: EVENTS_CSV_MAX_ROWS, offset: 0 });
  return csvText(
    [`Time (${zoneLabel(zone)})`, 'Tracker', 'Serial', 'Event', 'Description'],
    rows.map((r) => [
      formatTime(r.createdAt, zone),
      r.deviceName,
      r.serial,
      TRACKER_EVENT_LABELS[r.eventType],
      r.description,
    ]),
  );
}
