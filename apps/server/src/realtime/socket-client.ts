import type { WebSocket } from 'ws';
import type { Position, SocketMessage, TrackerEvent } from '@lodestar/contracts';

/** What one socket may see, per watched account: null is the whole account, a set only those trackers. */
export type Watch = Map<number, ReadonlySet<number> | null>;

export interface SocketLimits {
  /** Past this much unsent data the socket is slow: hold positions, keeping only the newest per tracker. */
  highWaterBytes: number;
  /** Past this much the reader is hopeless: close it (the client reconnects and refetches). */
  maxBufferedBytes: number;
  /** Held positions beyond this are merged down to the newest per tracker. */
  maxPending: number;
}

export type FlushResult = 'sent' | 'held' | 'closed' | 'empty';

/**
 * One open socket: who it belongs to, what it watches, and the positions waiting for the next tick. How it is
 * authorised is handed in (resolveWatch, sessionIsLive), so the hub never needs the HTTP layer.
 */
export class SocketClient {
  watch: Watch = new Map();
  /** The account chosen with a subscribe message; null while watching every account of the user. */
  chosenAccount: number | null = null;
  alive = true;
  private pending: Position[] = [];
  /** Tracker events waiting for the next tick; never merged (each is news), only capped (maxPending). */
  private pendingEvents: TrackerEvent[] = [];

  constructor(
    readonly ws: WebSocket,
    readonly userId: number,
    /** The sign-in behind the socket: its sockets close when it ends (SocketHub.sessionsEnded). */
    readonly sessionId: number,
    readonly resolveWatch: (accountId: number | null) => Promise<Watch>,
    readonly sessionIsLive: () => Promise<boolean>,
  ) {}

  /** Queues the positions of one account this socket may see. */
  queue(accountId: number, positions: Position[], limits: SocketLimits) {
    const visible = this.watch.get(accountId);
    if (visible === undefined) return;
    for (const p of positions) if (visible === null || visible.has(p.device_id)) this.pending.push(p);
    if (this.pending.length > limits.maxPending) this.mergeToNewest();
  }

  /** Queues the tracker events of one account this socket may see (same rule as positions). */
  queueEvents(accountId: number, events: TrackerEvent[], limits: SocketLimits) {
    const visible = this.watch.get(accountId);
    if (visible === undefined) return;
    for (const e of events) if (visible === null || visible.has(e.device_id)) this.pendingEvents.push(e);
    // a reader this far behind refetches its lists anyway; the newest events are the ones to keep
    if (this.pendingEvents.length > limits.maxPending)
      this.pendingEvents = this.pendingEvents.slice(-limits.maxPending);
  }

  get hasPending() {
    return this.pending.length > 0 || this.pendingEvents.length > 0;
  }

  /** Sends everything queued as one message, unless the socket is backed up. */
  flush(limits: SocketLimits): FlushResult {
    if (!this.hasPending) return 'empty';
    if (this.ws.readyState !== this.ws.OPEN) {
      this.pending = [];
      this.pendingEvents = [];
      return 'closed';
    }
    if (this.ws.bufferedAmount > limits.maxBufferedBytes) {
      this.pending = [];
      this.pendingEvents = [];
      this.ws.terminate();
      return 'closed';
    }
    if (this.ws.bufferedAmount > limits.highWaterBytes) {
      this.mergeToNewest();
      return 'held';
    }
    const positions = this.pending;
    this.pending = [];
    if (positions.length) this.send({ type: 'positions', positions });
    const events = this.pendingEvents;
    this.pendingEvents = [];
    if (events.length) this.send({ type: 'events', events });
    return 'sent';
  }

  send(message: SocketMessage) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  /** A map shows where a tracker is now: older positions of the same tracker are what a slow reader can lose. */
  private mergeToNewest() {
    const newest = new Map<number, Position>();
    for (const p of this.pending) {
      const kept = newest.get(p.device_id);
      if (!kept || kept.timestamp <= p.timestamp) newest.set(p.device_id, p);
    }
    this.pending = [...newest.values()];
  }
}
