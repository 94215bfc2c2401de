import { describe, expect, it } from 'vitest';
import { NOTIFY_PAYLOAD_LIMIT, decodeNotification, encodeNotifications } from './notify-codec.ts';
import { busPosition } from './socket.test-helper.ts';

const batchOf = (count: number, accountId = 7) => [
  { accountId, positions: Array.from({ length: count }, (_, i) => busPosition(100 + (i % 9), i + 1)) },
];

describe('NOTIFY payloads', () => {
  it('round-trips positions by account, in order', () => {
    const batch = [...batchOf(3, 7), ...batchOf(2, 8)];
    const [payload, ...rest] = encodeNotifications('instance-a', batch);
    expect(rest).toEqual([]);
    expect(decodeNotification(payload!, 'instance-b')).toEqual(batch);
  });

  it('splits large batches into payloads under the PostgreSQL limit, each readable on its own', () => {
    const payloads = encodeNotifications('instance-a', batchOf(1000));
    expect(payloads.length).toBeGreaterThan(10);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    const ids = payloads.flatMap((p) =>
      decodeNotification(p, 'b')!.flatMap((s) => s.positions.map((x) => x.id)),
    );
    expect(ids).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  });

  it("ignores the instance's own notifications and anything that is not ours", () => {
    const [payload] = encodeNotifications('me', batchOf(1));
    expect(decodeNotification(payload!, 'me')).toBeNull();
    expect(decodeNotification('not json', 'me')).toBeNull();
    expect(decodeNotification('{"i":"x","p":[[1,2,3]]}', 'me')).toEqual([]);
  });

  it('sends a position with an oversized address without the address rather than not at all', () => {
    const [stored] = batchOf(1);
    stored!.positions[0]!.address = 'é'.repeat(5000);
    const [payload] = encodeNotifications('a', [stored!]);
    expect(decodeNotification(payload!, 'b')![0]!.positions[0]).toMatchObject({ id: 1, address: null });
  });
});
