import { position, type Position } from '@lodestar/contracts';
import type { StoredPositions } from './position-bus.ts';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a margin keeps multi-byte surprises out. */
export const NOTIFY_PAYLOAD_LIMIT = 7_900;

/** Position fields in contract order: a position travels as a bare array of values, about half its JSON size. */
const FIELDS = position.keyof().options;

/** One NOTIFY payload: the sending instance and [accountId, ...position values] per position. */
interface NotifyMessage {
  i: string;
  p: unknown[][];
}

function tupleOf(accountId: number, p: Position): string {
  return JSON.stringify([accountId, ...FIELDS.map((f) => p[f])]);
}

/**
 * Splits stored batches into NOTIFY payloads under the size limit. Every payload stands alone (no reassembly
 * across notifications), so a lost or reordered notification never corrupts another. A position too large on
 * its own (an extreme address) travels without its address rather than not at all.
 */
export function encodeNotifications(instanceId: string, batch: StoredPositions[]): string[] {
  const head = `{"i":${JSON.stringify(instanceId)},"p":[`;
  const room = NOTIFY_PAYLOAD_LIMIT - Buffer.byteLength(head) - 2;
  const payloads: string[] = [];
  let tuples: string[] = [];
  let size = 0;
  const flush = () => {
    if (tuples.length) payloads.push(`${head}${tuples.join(',')}]}`);
    tuples = [];
    size = 0;
  };
  for (const { accountId, positions } of batch) {
    for (const p of positions) {
      let tuple = tupleOf(accountId, p);
      if (Buffer.byteLength(tuple) > room) tuple = tupleOf(accountId, { ...p, address: null });
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
 * Reads a payload back into batches, or null when it is this instance's own or not ours to read. Tuples of a
 * different length (an instance on another version during a rolling deploy) are skipped, not guessed at.
 */
export function decodeNotification(payload: string, ownInstanceId: string): StoredPositions[] | null {
  // this instance hears its own notifications too: tell them by their head rather than parsing them
  if (payload.startsWith(`{"i":${JSON.stringify(ownInstanceId)},`)) return null;
  let message: NotifyMessage;
  try {
    message = JSON.parse(payload) as NotifyMessage;
  } catch {
    return null;
  }
  if (!message || message.i === ownInstanceId || !Array.isArray(message.p)) return null;
  const byAccount = new Map<number, Position[]>();
  for (const tuple of message.p) {
    if (!Array.isArray(tuple) || tuple.length !== FIELDS.length + 1 || typeof tuple[0] !== 'number') continue;
    const decoded = Object.fromEntries(FIELDS.map((f, i) => [f, tuple[i + 1]])) as Position;
    const list = byAccount.get(tuple[0]) ?? [];
    list.push(decoded);
    byAccount.set(tuple[0], list);
  }
  return [...byAccount].map(([accountId, positions]) => ({ accountId, positions }));
}
