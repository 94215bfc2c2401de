/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a margin keeps multi-byte surprises out. */
export const NOTIFY_PAYLOAD_LIMIT = 7_900;

/** Records of one account, as the buses carry them. */
export interface AccountItems<T> {
  accountId: number;
  items: T[];
}

/**
 * How one kind of record travels: under `key` in the payload, as a bare array of its `fields` values (about half
 * its JSON size), and `shrink` gives the record to send when it is too large on its own (long texts dropped or
 * cut) rather than not sending it at all.
 */
export interface TupleFormat<T> {
  key: string;
  fields: readonly (keyof T & string)[];
  shrink(item: T): T;
}

function tupleOf<T>(format: TupleFormat<T>, accountId: number, item: T): string {
  return JSON.stringify([accountId, ...format.fields.map((f) => item[f])]);
}

/**
 * Splits records into NOTIFY payloads under the size limit: `{"i": instanceId, "<key>": [[accountId, ...values]]}`.
 * Every payload stands alone (no reassembly across notifications), so a lost or reordered notification never
 * corrupts another.
 */
export function encodeTuples<T>(
  format: TupleFormat<T>,
  instanceId: string,
  batch: AccountItems<T>[],
): string[] {
  const head = `{"i":${JSON.stringify(instanceId)},${JSON.stringify(format.key)}:[`;
  const room = NOTIFY_PAYLOAD_LIMIT - Buffer.byteLength(head) - 2;
  const payloads: string[] = [];
  let tuples: string[] = [];
  let size = 0;
  const flush = () => {
    if (tuples.length) payloads.push(`${head}${tuples.join(',')}]}`);
    tuples = [];
    size = 0;
  };
  for (const { accountId, items } of batch) {
    for (const item of items) {
      let tuple = tupleOf(format, accountId, item);
      if (Buffer.byteLength(tuple) > room) tuple = tupleOf(format, accountId, format.shrink(item));
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
 * Reads a payload back into records by account, or null when it is this instance's own or not ours to read.
 * Tuples of another length (an instance on another version during a rolling deploy) are skipped, not guessed at.
 */
export function decodeTuples<T>(
  format: TupleFormat<T>,
  payload: string,
  ownInstanceId: string,
): AccountItems<T>[] | null {
  // this instance hears its own notifications too: tell them by their head rather than parsing them
  if (payload.startsWith(`{"i":${JSON.stringify(ownInstanceId)},`)) return null;
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  const tuples = message?.[format.key];
  if (!message || message.i === ownInstanceId || !Array.isArray(tuples)) return null;
  const byAccount = new Map<number, T[]>();
  for (const tuple of tuples as unknown[]) {
    if (!Array.isArray(tuple) || tuple.length !== format.fields.length + 1 || typeof tuple[0] !== 'number')
      continue;
    const list = byAccount.get(tuple[0]) ?? [];
    list.push(Object.fromEntries(format.fields.map((f, i) => [f, tuple[i + 1]])) as T);
    byAccount.set(tuple[0], list);
  }
  return [...byAccount].map(([accountId, items]) => ({ accountId, items }));
}
