import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ListenerPresence } from './listener-presence.ts';
import type { PositionBus, StoredPositions } from './position-bus.ts';
import { decodeNotification, encodeNotifications } from './notify-codec.ts';
import type { EventBus, StoredEvents } from './event-bus.ts';
import { decodeEventNotification, encodeEventNotifications, EVENTS_CHANNEL } from './event-notify-codec.ts';
import {
  decodeSessionsEnded,
  encodeSessionsEnded,
  SESSIONS_CHANNEL,
  type RealtimeSessions,
  type SessionsEnded,
} from './session-ends.ts';

export const POSITIONS_CHANNEL = 'lodestar_positions';
/** The listening connections' application name: how instances count each other. */
const LISTENER_NAME = 'lodestar-realtime';

export interface BridgeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Past this many positions waiting for a slow database, the oldest are dropped: sockets catch up on refetch. */
const OUTBOX_LIMIT = 50_000;
const RETRY_MAX_MS = 30_000;

/**
 * Fans positions out between API instances on one PostgreSQL database (DESIGN.md Realtime). This instance's
 * stored batches go out as NOTIFY on POSITIONS_CHANNEL, tagged with its instance id, while any other instance
 * listens (ListenerPresence; a lone server sends none); a dedicated connection LISTENs and republishes other
 * instances' batches on the local bus. While the listening connection is down (reconnecting with growing
 * delays) other instances' positions are missed; web clients refetch on reconnect, and the stored data is
 * never affected.
 */
export class PostgresBridge {
  readonly instanceId = randomUUID();
  /**
   * Called when the listening connection is back after a drop: notifications sent meanwhile were missed, so
   * whatever they would have told this instance is checked again (realtime.plugin.ts rechecks the sockets).
   */
  onRelisten: () => void = () => {};
  private listener: pg.Client | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private outbox: StoredPositions[] = [];
  private outboxSize = 0;
  private sending: Promise<void> | null = null;
  private unsubscribe: () => void = () => {};
  private stopSessions: () => void = () => {};
  private stopEvents: () => void = () => {};
  private readonly presence: ListenerPresence;
  private readonly hello: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly bus: PositionBus,
    private readonly log: BridgeLog,
    private readonly channel = POSITIONS_CHANNEL,
    /** Sign-outs and access changes to carry between instances on SESSIONS_CHANNEL (session-ends.ts). */
    private readonly sessions?: RealtimeSessions,
    /** Tracker events to carry between instances on EVENTS_CHANNEL (event-bus.ts, decision 0040). */
    private readonly events?: EventBus,
  ) {
    const ownPid = () => (this.listener as { processID?: number | null } | null)?.processID ?? null;
    this.presence = new ListenerPresence(pool, LISTENER_NAME, ownPid);
    this.hello = JSON.stringify({ hello: this.instanceId });
  }

  /**
   * Listens (and says hello) before returning, so positions published right after start-up already reach
   * other instances, and theirs reach this one.
   */
  async start(): Promise<void> {
    this.unsubscribe = this.bus.onLocal((batch) => this.enqueue(batch));
    this.stopSessions = this.sessions?.onLocal((ended) => void this.notifySessions(ended)) ?? (() => {});
    this.stopEvents = this.events?.onLocal((batch) => void this.notifyEvents(batch)) ?? (() => {});
    await this.connect();
    await this.presence.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.presence.stop();
    this.unsubscribe();
    this.stopSessions();
    this.stopEvents();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    while (this.sending) await this.sending;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  /**
   * The database is back: listen again now rather than at the end of the current retry delay, which has grown
   * during the outage (other instances' positions are missed until then).
   */
  reconnectNow(): void {
    if (this.stopped || this.listener || !this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.connect();
  }

  /**
   * Sent whether or not anyone else listens (they are rare, and a sign-out must not wait for a presence count).
   * Lost while the database is away: the periodic recheck then closes the sockets within its interval.
   */
  private async notifySessions(ended: SessionsEnded) {
    try {
      for (const payload of encodeSessionsEnded(this.instanceId, ended))
        await this.pool.query('select pg_notify($1, $2)', [SESSIONS_CHANNEL, payload]);
    } catch (err) {
      this.log.warn({ err }, 'realtime bridge: could not tell other instances about ended sessions');
    }
  }

  /**
   * Tracker events are few (transitions), so each batch goes in one statement of its own, and only while another
   * instance listens, as positions. Lost while the database is away, like positions.
   */
  private async notifyEvents(batch: StoredEvents[]) {
    if (!this.presence.anyoneElse) return;
    try {
      await this.pool.query(
        'select pg_notify($1, payload) from json_array_elements_text($2::json) as payload',
        [EVENTS_CHANNEL, JSON.stringify(encodeEventNotifications(this.instanceId, batch))],
      );
    } catch (err) {
      this.log.warn({ err }, 'realtime bridge: could not tell other instances about tracker events');
    }
  }

  /** One NOTIFY round trip at a time: batches arriving meanwhile wait and go out together. */
  private enqueue(batch: StoredPositions[]) {
    // nobody else listens: the payloads would only come back to this instance
    if (!this.presence.anyoneElse) return;
    this.outbox.push(...batch);
    for (const stored of batch) this.outboxSize += stored.positions.length;
    while (this.outboxSize > OUTBOX_LIMIT && this.outbox.length > 1) {
      this.outboxSize -= this.outbox.shift()!.positions.length;
      this.log.warn(
        { waiting: this.outboxSize },
        'realtime bridge: database too slow, dropped positions for other instances',
      );
    }
    this.kick();
  }

  private kick() {
    if (this.sending || !this.outbox.length) return;
    // a batch enqueued while the last round trip was finishing is picked up by the next kick
    this.sending = this.drain().finally(() => {
      this.sending = null;
      this.kick();
    });
  }

  private async drain() {
    while (this.outbox.length) {
      const batch = this.outbox;
      this.outbox = [];
      this.outboxSize = 0;
      const payloads = encodeNotifications(this.instanceId, batch);
      try {
        // one statement for every chunk; notifications of one transaction arrive in order. The chunks travel as
        // one JSON text: the driver's array encoding escaped every quote of every payload in JavaScript.
        await this.pool.query(
          'select pg_notify($1, payload) from json_array_elements_text($2::json) as payload',
          [this.channel, JSON.stringify(payloads)],
        );
      } catch (err) {
        this.log.warn({ err }, 'realtime bridge: could not notify other instances');
      }
    }
  }

  private async connect() {
    const client = new pg.Client({
      ...this.pool.options,
      application_name: LISTENER_NAME,
      keepAlive: true,
    });
    this.listener = client;
    client.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL && message.payload) {
        const ended = decodeSessionsEnded(message.payload, this.instanceId);
        if (ended) this.sessions?.publishRemote(ended);
        return;
      }
      if (message.channel === EVENTS_CHANNEL && message.payload) {
        const events = decodeEventNotification(message.payload, this.instanceId);
        if (events?.length) this.events?.publishRemote(events);
        return;
      }
      if (message.channel !== this.channel || !message.payload) return;
      if (message.payload.startsWith('{"hello":')) {
        if (message.payload !== this.hello) this.presence.heard();
        return;
      }
      const batch = decodeNotification(message.payload, this.instanceId);
      if (batch?.length) this.bus.publishRemote(batch);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.sessions) await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
      if (this.events) await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      // instances that are alone skip their NOTIFYs: this tells them someone listens now
      await client.query('select pg_notify($1, $2)', [this.channel, this.hello]);
      if (this.failures > 0) {
        this.log.info({ channel: this.channel }, 'realtime bridge: listening again');
        this.onRelisten();
      }
      this.failures = 0;
    } catch (err) {
      this.lost(client, err);
    }
  }

  private lost(client: pg.Client, err?: unknown) {
    if (this.listener !== client) return;
    this.listener = null;
    // the dead client may still emit; a listener keeps those errors from becoming uncaught exceptions
    client.removeAllListeners('notification');
    client.on('error', () => {});
    client.end().catch(() => {});
    if (this.stopped) return;
    const delay = Math.min(RETRY_MAX_MS, 500 * 2 ** this.failures++);
    this.log.warn({ err, retryInMs: delay }, 'realtime bridge: lost the listening connection');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }
}
