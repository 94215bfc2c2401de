import type { TrackerEvent } from '@lodestar/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackerDetailsKeys } from '../features/tracker-details/api/tracker-details-keys.ts';
import { eventQueryKeys, LiveEvents, type LiveEventBatch } from './live-events.ts';
import type { SocketLike } from './live-socket.ts';
import { SocketController } from './socket-controller.ts';

const ACCOUNT = 5;

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send() {}
  close() {}
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const event = (id: number, deviceId: number, type: TrackerEvent['event_type'] = 'sos'): TrackerEvent => ({
  id,
  device_id: deviceId,
  device_name: `Truck ${deviceId}`,
  event_type: type,
  description: type === 'sos' ? 'SOS alarm' : 'Entered geofence Depot',
  created_at: '2026-11-24T09:00:00.000Z',
});

let socket: FakeSocket;
let queryClient: QueryClient;
let controller: SocketController;
let batches: LiveEventBatch[];
let invalidated: string[];

/** A cached (and so invalidatable) query under a key. */
const cached = (queryKey: readonly unknown[]) => queryClient.setQueryData(queryKey, { data: [] });
const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated === true;

beforeEach(() => {
  vi.useFakeTimers();
  batches = [];
  invalidated = [];
  queryClient = new QueryClient();
  const spy = queryClient.invalidateQueries.bind(queryClient);
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters, options) => {
    invalidated.push(JSON.stringify(filters?.queryKey ?? 'predicate'));
    return spy(filters, options);
  });
  const listeners = new LiveEvents();
  listeners.subscribe((batch) => batches.push(batch));
  controller = new SocketController(queryClient, ACCOUNT, {
    url: 'ws://test/api/socket',
    createSocket: () => (socket = new FakeSocket()),
    eventListeners: listeners,
    flushInterval: 250,
    eventsInterval: 1_000,
  });
  controller.start();
  socket.onopen?.({});
});

afterEach(() => {
  controller.stop();
  vi.useRealTimers();
});

const subscribe = () => socket.receive({ type: 'subscribed', account_id: ACCOUNT });

describe('socket controller: live tracker events', () => {
  it('refreshes the events lists of a burst once, and hands the listeners the whole batch', () => {
    subscribe();
    const page1 = trackerDetailsKeys.events(7, 1, {});
    const page2 = trackerDetailsKeys.events(7, 2, {});
    const otherTracker = trackerDetailsKeys.events(9, 1, {});
    for (const key of [page1, page2, otherTracker, [...eventQueryKeys.accountEvents(ACCOUNT), { page: 1 }]])
      cached(key);
    socket.receive({ type: 'events', events: [event(1, 7)] });
    socket.receive({ type: 'events', events: [event(2, 7), event(3, 8)] });
    expect(invalidated).toEqual([]);
    expect(batches).toEqual([]);

    vi.advanceTimersByTime(250);
    expect(batches).toEqual([{ accountId: ACCOUNT, events: [event(1, 7), event(2, 7), event(3, 8)] }]);
    // one invalidation per tracker and one for the account, whatever the number of events
    expect(invalidated.sort()).toEqual(
      ['["devices",7,"events"]', '["devices",8,"events"]', `["accounts",${ACCOUNT},"events"]`].sort(),
    );
    expect(isStale(page1) && isStale(page2)).toBe(true);
    expect(isStale(otherTracker)).toBe(false);
    expect(isStale([...eventQueryKeys.accountEvents(ACCOUNT), { page: 1 }])).toBe(true);
  });

  it('refreshes at most once per events interval while events keep coming', () => {
    subscribe();
    socket.receive({ type: 'events', events: [event(1, 7)] });
    vi.advanceTimersByTime(250);
    expect(batches).toHaveLength(1);
    socket.receive({ type: 'events', events: [event(2, 7)] });
    vi.advanceTimersByTime(300);
    socket.receive({ type: 'events', events: [event(3, 7)] });
    vi.advanceTimersByTime(400);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(300);
    expect(batches).toHaveLength(2);
    expect(batches[1]!.events.map((e) => e.id)).toEqual([2, 3]);
  });

  it("refreshes the geofence screens' events and trackers inside only for geofence events", () => {
    subscribe();
    socket.receive({ type: 'events', events: [event(1, 7, 'sos')] });
    vi.advanceTimersByTime(1_000);
    expect(invalidated.some((key) => key.includes('"geofences"'))).toBe(false);
    socket.receive({ type: 'events', events: [event(2, 7, 'geofence_enter')] });
    vi.advanceTimersByTime(1_000);
    expect(invalidated).toContain(JSON.stringify(eventQueryKeys.geofenceEvents(ACCOUNT)));
    expect(invalidated).toContain(JSON.stringify(eventQueryKeys.geofenceInside(ACCOUNT)));
  });

  it('ignores events until the account is confirmed, and drops pending ones on stop', () => {
    socket.receive({ type: 'events', events: [event(1, 7)] });
    vi.advanceTimersByTime(2_000);
    expect(batches).toEqual([]);
    subscribe();
    socket.receive({ type: 'events', events: [event(2, 7)] });
    controller.stop();
    vi.advanceTimersByTime(2_000);
    expect(batches).toEqual([]);
  });

  it('refetches every events list of the account after reconnecting (events sent meanwhile were missed)', () => {
    subscribe();
    const tracker = trackerDetailsKeys.events(7, 1, {});
    const account = [...eventQueryKeys.accountEvents(ACCOUNT), { page: 1 }];
    const elsewhere = [...eventQueryKeys.accountEvents(ACCOUNT + 1), { page: 1 }];
    for (const key of [tracker, account, elsewhere]) cached(key);
    socket.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(30_000);
    socket.onopen?.({});
    subscribe();
    expect(isStale(tracker) && isStale(account)).toBe(true);
    expect(isStale(elsewhere)).toBe(false);
  });

  it("uses the features' cache keys", () => {
    expect(eventQueryKeys.trackerEvents(7)).toEqual(trackerDetailsKeys.allEvents(7));
    // the geofence screens' keys (features/geofences/api/geofence-keys.ts) sit under these prefixes
    expect(eventQueryKeys.geofenceEvents(ACCOUNT)).toEqual(['accounts', ACCOUNT, 'geofences', 'events']);
    expect(eventQueryKeys.geofenceInside(ACCOUNT)).toEqual(['accounts', ACCOUNT, 'geofences', 'inside']);
  });
});
