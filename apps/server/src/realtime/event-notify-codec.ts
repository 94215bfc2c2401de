import { trackerEvent, type TrackerEvent } from '@lodestar/contracts';
import type { StoredEvents } from './event-bus.ts';
import { decodeTuples, encodeTuples, type TupleFormat } from './notify-tuples.ts';

/** The channel other instances' tracker events arrive on (decision 0040). */
export const EVENTS_CHANNEL = 'lodestar_events';

/** Texts are cut to this many characters when an event would not fit a payload on its own. */
const CUT_TEXT = 500;

/**
 * Events under "e". One too large on its own (a very long geofence or tracker name) travels with its texts cut
 * rather than not at all; the lists have them whole.
 */
const EVENTS: TupleFormat<TrackerEvent> = {
  key: 'e',
  fields: trackerEvent.keyof().options,
  shrink: (e) => ({
    ...e,
    device_name: e.device_name.slice(0, CUT_TEXT),
    description: e.description.slice(0, CUT_TEXT),
  }),
};

/** Splits stored events into NOTIFY payloads under PostgreSQL's size limit (notify-tuples.ts). */
export function encodeEventNotifications(instanceId: string, batch: StoredEvents[]): string[] {
  return encodeTuples(
    EVENTS,
    instanceId,
    batch.map(({ accountId, events }) => ({ accountId, items: events })),
  );
}

/** Reads a payload back, or null for this instance's own or anything malformed. */
export function decodeEventNotification(payload: string, ownInstanceId: string): StoredEvents[] | null {
  return (
    decodeTuples(EVENTS, payload, ownInstanceId)?.map(({ accountId, items }) => ({
      accountId,
      events: items,
    })) ?? null
  );
}
