import { describe, expect, it } from 'vitest';
import type { TrackerEvent } from '@lodestar/contracts';
import type { StoredEvents } from './event-bus.ts';
import { decodeEventNotification, encodeEventNotifications } from './event-notify-codec.ts';
import { NOTIFY_PAYLOAD_LIMIT } from './notify-codec.ts';

const event = (id: number, over: Partial<TrackerEvent> = {}): TrackerEvent => ({
  id,
  device_id: 100 + (id % 7),
  device_name: `Truck ${id}`,
  event_type: 'geofence_enter',
  description: 'Entered geofence Depot',
  created_at: '2026-11-24T09:00:00.000Z',
  ...over,
});
const batchOf = (count: number, accountId = 7): StoredEvents[] => [
  { accountId, events: Array.from({ length: count }, (_, i) => event(i + 1)) },
];

describe('tracker event NOTIFY payloads', () => {
  it('round-trips events by account, in order', () => {
    const batch = [...batchOf(3, 7), ...batchOf(2, 8)];
    const [payload, ...rest] = encodeEventNotifications('instance-a', batch);
    expect(rest).toEqual([]);
    expect(decodeEventNotification(payload!, 'instance-b')).toEqual(batch);
  });

  it('splits a storm into payloads under the PostgreSQL limit, each readable on its own', () => {
    const payloads = encodeEventNotifications('a', batchOf(2000));
    expect(payloads.length).toBeGreaterThan(10);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    const ids = payloads.flatMap((p) =>
      decodeEventNotification(p, 'b')!.flatMap((s) => s.events.map((e) => e.id)),
    );
    expect(ids).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
  });

  it('cuts the texts of an event too large on its own rather than dropping it', () => {
    const [stored] = batchOf(1);
    stored!.events[0] = event(1, { description: `Entered geofence ${'é'.repeat(5000)}` });
    const [payload] = encodeEventNotifications('a', [stored!]);
    expect(Buffer.byteLength(payload!)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    const [decoded] = decodeEventNotification(payload!, 'b')![0]!.events;
    expect(decoded).toMatchObject({ id: 1, description: expect.stringMatching(/^Entered geofence é+$/) });
    expect(decoded!.description).toHaveLength(500);
  });

  it("ignores the instance's own notifications and anything that is not ours", () => {
    const [payload] = encodeEventNotifications('me', batchOf(1));
    expect(decodeEventNotification(payload!, 'me')).toBeNull();
    expect(decodeEventNotification('not json', 'me')).toBeNull();
    expect(decodeEventNotification('{"i":"x","e":[[1,2,3]]}', 'me')).toEqual([]);
  });
});
