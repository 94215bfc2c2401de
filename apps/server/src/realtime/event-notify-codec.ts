import { trackerEvent, type TrackerEvent } from '@lodestar/contracts';
import type { StoredEvents } from './event-bus.ts';
import { NOTIFY_PAYLOAD_LIMIT } from './notify-codec.ts';

/** The channel other instances' tracker events arrive on (decision 0040). */
export const EVENTS_CHANNEL = 'lodestar_events';

/** Event fields in contract order: an event travels as a bare array of values, as positions do. */
const FIELDS = trackerEvent.keyof().options;

/** Texts are cut to this many characters when an event would not fit a payload on its own. */
const CUT_TEXT = 500;

function tupleOf(accountId: number, e: TrackerEvent): string {
  return JSON.stringify([accountId, ...FIELDS.map((f) => e[f])]);
}

/**
 * Splits stored events into NOTIFY payloads under PostgreSQL's size limit, each standing alone:
 * `{"i": instanceId, "e": [[accountId, ...event values in contract order]]}`. An event too large on its own (a
 * very long geofence or tracker name) travels with its texts cut rather than not at all; the lists have them whole.
 */
export function encodeEventNotifications(instanceId: string, batch: StoredEvents[]): string[] {
  const head = `{"i":${JSON.stringify(instanceId)},"e":[`;
  const room = NOTIFY_PAYLOAD_LIMIT - Buffer.byteLength(head) - 2;
  const payloads: string[] = [];
  let tuples: string[] = [];
  let size = 0;
  const flush = () => {
    if (tuples.length) payloads.push(`${head}${tuples.join(',')}]}`);
    tuples = [];
    size = 0;
  };
  for (const { accountId, events } of batch) {
    for (const e of events) {
      let tuple = tupleOf(accountId, e);
      if (Buffer.byteLength(tuple) > room)
        tuple = tupleOf(accountId, {
          ...e,
          device_name: e.device_name.slice(0, CUT_TEXT),
          description: e.description.slice(0, CUT_TEXT),
        });
      const bytes = Buffer.byteLength(tuple) + 1;
      if (bytes > room) continue;
      if (size + bytes > room) flush();
      tuples.push(tuple);
      size += bytes;
    }
  }
  flush();
  return payloads;
}

/**
 * Reads a payload back, or null for this instance's own or anything malformed. Tuples of another length (an
 * instance on another version during a rolling deploy) are skipped.
 */
export function decodeEventNotification(payload: string, ownInstanceId: string): StoredEvents[] | null {
  if (payload.startsWith(`{"i":${JSON.stringify(ownInstanceId)},`)) return null;
  let message: { i?: unknown; e?: unknown };
  try {
    message = JSON.parse(payload) as typeof message;
  } catch {
    return null;
  }
  if (!message || message.i === ownInstanceId || !Array.isArray(message.e)) return null;
  const byAccount = new Map<number, TrackerEvent[]>();
  for (const tuple of message.e as unknown[]) {
    if (!Array.isArray(tuple) || tuple.length !== FIELDS.length + 1 || typeof tuple[0] !== 'number') continue;
    const list = byAccount.get(tuple[0]) ?? [];
    list.push(Object.fromEntries(FIELDS.map((f, i) => [f, tuple[i + 1]])) as TrackerEvent);
    byAccount.set(tuple[0], list);
  }
  return [...byAccount].map(([accountId, events]) => ({ accountId, events }));
}
