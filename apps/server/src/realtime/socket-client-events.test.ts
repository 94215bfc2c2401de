import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { SocketMessage, TrackerEvent } from '@lodestar/contracts';
import { SocketClient, type SocketLimits } from './socket-client.ts';
import { busPosition } from './socket.test-helper.ts';

const LIMITS: SocketLimits = { highWaterBytes: 1_000, maxBufferedBytes: 10_000, maxPending: 3 };

/** The part of a ws socket the client touches: what it sent, and how backed up it pretends to be. */
function fakeSocket() {
  const sent: SocketMessage[] = [];
  const ws = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: string) => sent.push(JSON.parse(data) as SocketMessage),
    terminate: () => {},
  };
  return { ws, sent };
}

const event = (id: number, deviceId: number): TrackerEvent => ({
  id,
  device_id: deviceId,
  device_name: `Truck ${deviceId}`,
  event_type: 'sos',
  description: 'SOS alarm',
  created_at: '2026-11-24T09:00:00.000Z',
});

function client(watch: Map<number, ReadonlySet<number> | null>) {
  const { ws, sent } = fakeSocket();
  const c = new SocketClient(
    ws as unknown as WebSocket,
    1,
    1,
    async () => watch,
    async () => true,
  );
  c.watch = watch;
  return { c, ws, sent };
}

describe('socket client: tracker events', () => {
  it('queues only the events of watched accounts and given trackers, sent as one message beside the positions', () => {
    const { c, sent } = client(new Map([[7, new Set([1])]]));
    c.queueEvents(7, [event(1, 1), event(2, 2)], LIMITS);
    c.queueEvents(8, [event(3, 1)], LIMITS);
    c.queue(7, [busPosition(1, 10)], LIMITS);
    expect(c.flush(LIMITS)).toBe('sent');
    expect(sent.map((m) => m.type)).toEqual(['positions', 'events']);
    expect(sent[1]).toEqual({ type: 'events', events: [event(1, 1)] });
    expect(c.flush(LIMITS)).toBe('empty');
  });

  it('keeps every event while a slow socket is held, and only the newest past the cap', () => {
    const { c, ws, sent } = client(new Map([[7, null]]));
    ws.bufferedAmount = 5_000;
    c.queueEvents(7, [event(1, 1), event(2, 1)], LIMITS);
    expect(c.flush(LIMITS)).toBe('held');
    c.queueEvents(7, [event(3, 1), event(4, 2)], LIMITS);
    ws.bufferedAmount = 0;
    expect(c.flush(LIMITS)).toBe('sent');
    expect(sent).toEqual([{ type: 'events', events: [event(2, 1), event(3, 1), event(4, 2)] }]);
  });
});
