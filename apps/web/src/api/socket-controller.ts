import {
  LIVE_UPDATES,
  SOCKET_CLOSE,
  type DatabaseState,
  type Device,
  type Position,
  type TrackerEvent,
} from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { emptyLiveStats, type LiveStats } from './debug-hooks.ts';
import { eventQueryKeys, liveEvents, type LiveEvents } from './live-events.ts';
import { openBrowserSocket, socketUrl, type SocketLike } from './live-socket.ts';
import {
  collectNewest,
  mergeIntoCurrentPositions,
  mergeIntoDeviceList,
  type CurrentPositions,
  type PositionsByTracker,
} from './position-merge.ts';
import { reconnectDelay } from './reconnect-delay.ts';
import { trackingQueryKeys } from './tracking-query-keys.ts';

export interface SocketControllerOptions {
  url?: string;
  createSocket?: (url: string) => SocketLike;
  flushInterval?: number;
  stats?: LiveStats;
  /**
   * The server closed the socket because the session ended (signed out elsewhere, revoked, expired). The
   * controller does not retry on its own then: the app checks the session and calls reconnectNow if it lives.
   */
  onSessionEnded?: () => void;
  /**
   * Whether the server can reach its database ({type:'service'} messages; 'available' again whenever the socket
   * subscribes, which needs the database). The app shows a notice while it is away.
   */
  onDatabaseState?: (state: DatabaseState) => void;
  /** Who hears pushed tracker events (default: the app-wide `liveEvents` registry). */
  eventListeners?: LiveEvents;
  /** Event lists are refreshed at most once in this window (ms), however many events arrive. */
  eventsInterval?: number;
}

/**
 * A flapping tracker or a fleet-wide alarm can push events every tick; the lists on screen refetch at most this
 * often, which is still well within a second or so of the event.
 */
export const EVENTS_REFRESH_INTERVAL = 1_000;

/**
 * The one live connection of a signed-in tab (DESIGN.md Web). It subscribes to the current account, gathers
 * pushed positions and every flush interval writes the newest per tracker into the query cache, one cache
 * update per query, so React renders once per batch and never once per position. After a drop it reconnects
 * with growing delays and refetches the tracking queries, because positions sent while it was away are lost.
 * Pushed tracker events mark the events lists stale, at most once per EVENTS_REFRESH_INTERVAL, and go to the
 * `liveEvents` listeners as one batch (decision 0040).
 */
export class SocketController {
  private socket: SocketLike | null = null;
  private pending: PositionsByTracker = new Map();
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private pendingEvents: TrackerEvent[] = [];
  private eventsTimer: ReturnType<typeof setTimeout> | null = null;
  private lastEventsFlush = -Infinity;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private dropped = false;
  private stopped = true;
  readonly stats: LiveStats;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly accountId: number,
    private readonly options: SocketControllerOptions = {},
  ) {
    this.stats = options.stats ?? emptyLiveStats();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes for good (sign-out, account change); pending positions are dropped with the session. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.pending = new Map();
    this.pendingEvents = [];
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.stats.connected = false;
  }

  /** Tries again at once, e.g. when the browser says it is back online. */
  reconnectNow(): void {
    if (this.stopped || this.socket) return;
    this.failures = 0;
    this.connect();
  }

  private connect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const url = this.options.url ?? socketUrl();
    const socket = (this.options.createSocket ?? openBrowserSocket)(url);
    this.socket = socket;
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = (event) => this.closed(socket, event.code);
  }

  private opened(socket: SocketLike): void {
    this.failures = 0;
    socket.send(JSON.stringify({ type: 'subscribe', account_id: this.accountId }));
  }

  /**
   * The server confirmed the account. Only now do positions count: until then the server may still be sending
   * every account of the user, and a position carries no account to tell them apart.
   */
  private subscribed(): void {
    this.stats.connected = true;
    this.options.onDatabaseState?.('available');
    if (!this.dropped) return;
    this.dropped = false;
    this.refetchTracking();
    this.refetchEvents();
  }

  /** Events stored while the socket was away were not pushed: every events list of the account asks again. */
  private refetchEvents(): void {
    void this.queryClient.invalidateQueries({
      predicate: ({ queryKey: [scope, id, kind] }) =>
        kind === 'events' && (scope === 'devices' || (scope === 'accounts' && id === this.accountId)),
    });
  }

  /** Positions sent while the socket was away (or the database was) are lost: the tracking views ask again. */
  private refetchTracking(): void {
    void this.queryClient.invalidateQueries({ queryKey: trackingQueryKeys.deviceLists(this.accountId) });
    void this.queryClient.invalidateQueries({ queryKey: trackingQueryKeys.currentPositions(this.accountId) });
  }

  /**
   * The server lost or regained its database. When it is back, calls that failed meanwhile are made again and
   * the tracking views refetch (other instances' positions may have been missed).
   */
  private databaseState(state: unknown): void {
    if (state !== 'available' && state !== 'unavailable') return;
    this.options.onDatabaseState?.(state);
    if (state !== 'available') return;
    this.refetchTracking();
    void this.queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
  }

  private closed(socket: SocketLike, code: number | undefined): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.stats.connected = false;
    if (this.stopped) return;
    this.dropped = true;
    if (code === SOCKET_CLOSE.sessionEnded && this.options.onSessionEnded) {
      this.options.onSessionEnded();
      return;
    }
    const delay = reconnectDelay(
      this.failures++,
      LIVE_UPDATES.reconnectMinDelay,
      LIVE_UPDATES.reconnectMaxDelay,
    );
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private received(data: unknown): void {
    let message: {
      type?: unknown;
      positions?: unknown;
      account_id?: unknown;
      message?: unknown;
      database?: unknown;
      events?: unknown;
    };
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (message?.type === 'subscribed' && message.account_id === this.accountId) return this.subscribed();
    if (message?.type === 'error') return console.warn('Live updates:', message.message);
    if (message?.type === 'service') return this.databaseState(message.database);
    if (message?.type === 'events') return this.receivedEvents(message.events);
    // the server is our own, so only the envelope is checked here; a full schema parse per message would cost
    // more than it protects when thousands of positions a second arrive
    if (!this.stats.connected || message?.type !== 'positions' || !Array.isArray(message.positions)) return;
    const positions = message.positions as Position[];
    this.count(positions);
    collectNewest(this.pending, positions);
    this.flushTimer ??= setTimeout(
      () => this.flush(),
      this.options.flushInterval ?? LIVE_UPDATES.flushInterval,
    );
  }

  /**
   * Tracker events (only after the subscribe is confirmed, like positions) wait for the next events flush: the
   * lists showing them refetch once per batch, never once per event.
   */
  private receivedEvents(events: unknown): void {
    if (!this.stats.connected || !Array.isArray(events) || !events.length) return;
    this.pendingEvents.push(...(events as TrackerEvent[]));
    if (this.eventsTimer) return;
    const interval = this.options.eventsInterval ?? EVENTS_REFRESH_INTERVAL;
    const flushIn = this.options.flushInterval ?? LIVE_UPDATES.flushInterval;
    const wait = Math.max(flushIn, this.lastEventsFlush + interval - Date.now());
    this.eventsTimer = setTimeout(() => this.flushEvents(), wait);
  }

  /**
   * Marks the lists that show the batch's events stale (TanStack Query refetches those on screen, the others when
   * they are next shown): each tracker's events, the account's events, and for geofence events the geofence
   * screens' events and trackers inside. Then hands the batch to the listeners (alerts, issue 20).
   */
  flushEvents(): void {
    this.eventsTimer = null;
    if (!this.pendingEvents.length) return;
    const events = this.pendingEvents;
    this.pendingEvents = [];
    this.lastEventsFlush = Date.now();
    const invalidate = (queryKey: readonly unknown[]) =>
      void this.queryClient.invalidateQueries({ queryKey });
    for (const deviceId of new Set(events.map((e) => e.device_id)))
      invalidate(eventQueryKeys.trackerEvents(deviceId));
    invalidate(eventQueryKeys.accountEvents(this.accountId));
    if (events.some((e) => e.event_type === 'geofence_enter' || e.event_type === 'geofence_exit')) {
      invalidate(eventQueryKeys.geofenceEvents(this.accountId));
      invalidate(eventQueryKeys.geofenceInside(this.accountId));
    }
    (this.options.eventListeners ?? liveEvents).emit({ accountId: this.accountId, events });
  }

  private count(positions: Position[]): void {
    this.stats.received += positions.length;
    for (const { device_id } of positions) {
      this.stats.receivedByTracker[device_id] = (this.stats.receivedByTracker[device_id] ?? 0) + 1;
    }
  }

  /** Writes the batch into the cache: one update per device-list entry and one for current positions. */
  flush(): void {
    this.flushTimer = null;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.stats.flushes++;
    this.queryClient.setQueriesData<Device[]>(
      { queryKey: trackingQueryKeys.deviceLists(this.accountId) },
      (devices) => mergeIntoDeviceList(devices, batch),
    );
    this.queryClient.setQueryData<CurrentPositions>(
      trackingQueryKeys.currentPositions(this.accountId),
      (current) => mergeIntoCurrentPositions(current, batch),
    );
  }

  private clearTimers(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.eventsTimer) clearTimeout(this.eventsTimer);
    this.flushTimer = null;
    this.reconnectTimer = null;
    this.eventsTimer = null;
  }
}
