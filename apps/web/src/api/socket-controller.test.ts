import type { Device, Position } from '@lodestar/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';
import { socketUrl, type SocketLike } from './live-socket.ts';
import { SocketController } from './socket-controller.ts';
import { trackingQueryKeys } from './tracking-query-keys.ts';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closed = false;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  confirm(accountId = ACCOUNT) {
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ type: 'subscribed', account_id: accountId }) });
  }
  push(positions: Partial<Position>[]) {
    this.onmessage?.({ data: JSON.stringify({ type: 'positions', positions }) });
  }
}

const ACCOUNT = 5;
const LIST_KEY = trackingQueryKeys.deviceList(ACCOUNT, ['active']);
const at = (minute: number) => `2025-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

let sockets: FakeSocket[];
let queryClient: QueryClient;
let controller: SocketController;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  queryClient = new QueryClient();
  queryClient.setQueryData<Device[]>(LIST_KEY, [
    { id: 1, current_position: null } as Device,
    { id: 2, current_position: null } as Device,
  ]);
  controller = new SocketController(queryClient, ACCOUNT, {
    url: 'ws://test/api/socket',
    flushInterval: 250,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
  controller.start();
  sockets[0]!.confirm();
});

afterEach(() => {
  controller.stop();
  vi.useRealTimers();
});

describe('socket controller', () => {
  it('subscribes to the current account once connected', () => {
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'subscribe', account_id: ACCOUNT });
  });

  it('writes a burst of positions into the cache as one update after the flush interval', () => {
    const updates = vi.fn();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') updates();
    });
    sockets[0]!.push([{ device_id: 1, timestamp: at(1), location: [1, 1] }]);
    sockets[0]!.push([
      { device_id: 1, timestamp: at(2), location: [2, 2] },
      { device_id: 2, timestamp: at(1), location: [3, 3] },
    ]);
    expect(queryClient.getQueryData<Device[]>(LIST_KEY)?.[0]?.current_position).toBeNull();

    vi.advanceTimersByTime(250);
    const list = queryClient.getQueryData<Device[]>(LIST_KEY)!;
    expect(list[0]?.current_position?.location).toEqual([2, 2]);
    expect(list[1]?.current_position?.location).toEqual([3, 3]);
    expect(updates).toHaveBeenCalledTimes(1);
    expect(controller.stats.received).toBe(3);
    expect(controller.stats.receivedByTracker[1]).toBe(2);
    unsubscribe();
  });

  it('ignores positions until the server confirms the account', () => {
    const fresh = new SocketController(queryClient, ACCOUNT, {
      url: 'ws://test/api/socket',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    fresh.start();
    const socket = sockets.at(-1)!;
    socket.onopen?.({});
    socket.push([{ device_id: 9, timestamp: at(1), location: [1, 1] }]);
    socket.onmessage?.({ data: JSON.stringify({ type: 'subscribed', account_id: ACCOUNT + 1 }) });
    socket.push([{ device_id: 9, timestamp: at(2), location: [1, 1] }]);
    expect(fresh.stats.received).toBe(0);
    socket.confirm();
    socket.push([{ device_id: 9, timestamp: at(3), location: [1, 1] }]);
    expect(fresh.stats.received).toBe(1);
    fresh.stop();
  });

  it('ignores messages that are not position batches', () => {
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'hello', user_id: 3 }) });
    sockets[0]!.onmessage?.({ data: 'not json' });
    vi.advanceTimersByTime(1000);
    expect(controller.stats.received).toBe(0);
  });

  it('reconnects after a drop and refetches what it missed', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    sockets[0]!.onclose?.({});
    expect(controller.stats.connected).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen?.({});
    expect(JSON.parse(sockets[1]!.sent[0]!)).toEqual({ type: 'subscribe', account_id: ACCOUNT });
    expect(invalidate).not.toHaveBeenCalled();
    sockets[1]!.confirm();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(trackingQueryKeys.deviceLists(ACCOUNT));
    expect(keys).toContainEqual(trackingQueryKeys.currentPositions(ACCOUNT));
  });

  it('leaves it to the app to decide whether to reconnect when the session ended', () => {
    const ended = vi.fn();
    const own = new SocketController(queryClient, ACCOUNT, {
      url: 'ws://test/api/socket',
      onSessionEnded: ended,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    own.start();
    const socket = sockets.at(-1)!;
    socket.confirm();
    socket.onclose?.({ code: 4401 });
    vi.advanceTimersByTime(60_000);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sockets.at(-1)).toBe(socket);
    own.reconnectNow();
    expect(sockets.at(-1)).not.toBe(socket);
    own.stop();
  });

  it('stays closed after stop', () => {
    controller.stop();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('reconnect delay', () => {
  it('doubles from the minimum up to the maximum, less up to a quarter of jitter', () => {
    expect(reconnectDelay(0, 1000, 30_000, () => 0)).toBe(1000);
    expect(reconnectDelay(3, 1000, 30_000, () => 0)).toBe(8000);
    expect(reconnectDelay(10, 1000, 30_000, () => 0)).toBe(30_000);
    expect(reconnectDelay(0, 1000, 30_000, () => 1)).toBe(750);
  });
});

describe('socket url', () => {
  it('follows the page protocol and host', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/socket');
    expect(socketUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/api/socket');
  });
});
