import { position, type Position } from '@lodestar/contracts';
import type { StoredPositions } from './position-bus.ts';
import { decodeTuples, encodeTuples, type TupleFormat } from './notify-tuples.ts';

export { NOTIFY_PAYLOAD_LIMIT } from './notify-tuples.ts';

/** Positions under "p"; one too large on its own (an extreme address) travels without its address. */
const POSITIONS: TupleFormat<Position> = {
  key: 'p',
  fields: position.keyof().options,
  shrink: (p) => ({ ...p, address: null }),
};

/** Splits stored batches into NOTIFY payloads under the size limit (notify-tuples.ts). */
export function encodeNotifications(instanceId: string, batch: StoredPositions[]): string[] {
  return encodeTuples(
    POSITIONS,
    instanceId,
    batch.map(({ accountId, positions }) => ({ accountId, items: positions })),
  );
}

/** Reads a payload back into batches, or null when it is this instance's own or not ours to read. */
export function decodeNotification(payload: string, ownInstanceId: string): StoredPositions[] | null {
  return (
    decodeTuples(POSITIONS, payload, ownInstanceId)?.map(({ accountId, items }) => ({
      accountId,
      positions: items,
    })) ?? null
  );
}
