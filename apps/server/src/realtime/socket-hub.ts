import { SOCKET_CLOSE, type SocketMessage } from '@lodestar/contracts';
import { HttpError } from '../http/errors.ts';
import type { StoredEvents } from './event-bus.ts';
import type { PositionBus, StoredPositions } from './position-bus.ts';
import type { SessionsEnded } from './session-ends.ts';
import type { SocketClient, SocketLimits, Watch } from './socket-client.ts';

export interface SocketHubOptions extends SocketLimits {
  /** Positions for one socket within this window go out as one message. */
  flushMs: number;
  /** A socket that has not answered the previous ping by the next one is dropped. */
  heartbeatMs: number;
  /** How often sessions and access are checked again (a revoked sign-in closes its sockets within this). */
  recheckMs: number;
}

export const DEFAULT_HUB_OPTIONS: SocketHubOptions = {
  flushMs: 200,
  heartbeatMs: 30_000,
  recheckMs: 60_000,
  highWaterBytes: 1024 * 1024,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxPending: 20_000,
};

export interface HubLog {
  warn(obj: object, msg: string): void;
}

/**
 * Every open /api/socket of this instance. It hears every stored batch (local, or remote through the bridge),
 * queues for each socket only the positions it may see, and flushes each socket once per tick, so a thousand
 * positions a second is a handful of messages per socket, not a thousand.
 */
export class SocketHub {
  private readonly clients = new Set<SocketClient>();
  private readonly watchers = new Map<number, Set<SocketClient>>();
  private readonly timers: NodeJS.Timeout[];
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    bus: PositionBus,
    private readonly log: HubLog,
    private readonly options: SocketHubOptions = DEFAULT_HUB_OPTIONS,
  ) {
    this.unsubscribe = bus.onStored((batch) => this.dispatch(batch));
    this.timers = [
      setInterval(() => this.heartbeat(), options.heartbeatMs).unref(),
      setInterval(() => void this.recheck(), options.recheckMs).unref(),
    ];
  }

  get size() {
    return this.clients.size;
  }

  add(client: SocketClient, watch: Watch) {
    this.clients.add(client);
    this.setWatch(client, watch, null);
    client.ws.on('pong', () => (client.alive = true));
    client.ws.on('close', () => this.remove(client));
  }

  /** Replaces what a socket watches (on subscribe, and when a recheck finds access changed). */
  setWatch(client: SocketClient, watch: Watch, chosenAccount: number | null) {
    for (const accountId of client.watch.keys()) this.watchers.get(accountId)?.delete(client);
    client.watch = watch;
    client.chosenAccount = chosenAccount;
    if (!this.clients.has(client)) return;
    for (const accountId of watch.keys()) {
      let set = this.watchers.get(accountId);
      if (!set) this.watchers.set(accountId, (set = new Set()));
      set.add(client);
    }
  }

  /** Sends one message to every open socket (the database going away and coming back: realtime.plugin.ts). */
  broadcast(message: SocketMessage) {
    for (const client of this.clients) client.send(message);
  }

  /**
   * Sign-ins that ended or users to check again (session-ends.ts, from this instance or another): sockets of
   * ended sessions close at once with 4401, which the web app treats as signed out; the named users' other
   * sockets, and those watching the named accounts, are checked again now rather than at the next periodic
   * recheck.
   */
  async sessionsEnded({ sessionIds = [], userIds = [], accountIds = [] }: SessionsEnded) {
    const ended = new Set(sessionIds);
    const users = new Set(userIds);
    const again: SocketClient[] = [];
    for (const client of this.clients) {
      if (ended.has(client.sessionId)) client.ws.close(SOCKET_CLOSE.sessionEnded, 'Session ended');
      else if (users.has(client.userId) || accountIds.some((id) => client.watch.has(id))) again.push(client);
    }
    if (again.length) await this.recheck(again);
  }

  /** Checks sockets' sessions and access again (all by default); sockets of ended sessions close with a reason. */
  async recheck(clients: Iterable<SocketClient> = this.clients) {
    await Promise.all(
      [...clients].map(async (client) => {
        try {
          if (!(await client.sessionIsLive())) {
            client.ws.close(SOCKET_CLOSE.sessionEnded, 'Session ended');
            return;
          }
          this.setWatch(client, await client.resolveWatch(client.chosenAccount), client.chosenAccount);
        } catch (err) {
          if (!(err instanceof HttpError)) {
            // the database hiccuped: keep what the socket had, the next recheck tries again
            this.log.warn({ err }, 'realtime: could not recheck a socket');
            return;
          }
          // access to the chosen account was withdrawn: say so and watch nothing until the next subscribe
          this.setWatch(client, new Map(), null);
          client.send({ type: 'error', message: err.message });
        }
      }),
    );
  }

  close() {
    this.unsubscribe();
    for (const timer of this.timers) clearInterval(timer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    for (const client of this.clients) client.ws.close(1001, 'Server shutting down');
  }

  private remove(client: SocketClient) {
    this.setWatch(client, new Map(), null);
    this.clients.delete(client);
  }

  private dispatch(batch: StoredPositions[]) {
    let queued = false;
    // positions are read only for watched accounts: a local batch shapes them on first read
    for (const stored of batch) {
      const sockets = this.watchers.get(stored.accountId);
      if (!sockets) continue;
      for (const client of sockets) client.queue(stored.accountId, stored.positions, this.options);
      queued = true;
    }
    if (queued) this.flushTimer ??= setTimeout(() => this.flush(), this.options.flushMs);
  }

  /** Tracker events (event-bus.ts), queued like positions and sent on the same tick, one message per socket. */
  dispatchEvents(batch: StoredEvents[]) {
    let queued = false;
    for (const { accountId, events } of batch) {
      const sockets = this.watchers.get(accountId);
      if (!sockets) continue;
      for (const client of sockets) client.queueEvents(accountId, events, this.options);
      queued = true;
    }
    if (queued) this.flushTimer ??= setTimeout(() => this.flush(), this.options.flushMs);
  }

  private flush() {
    this.flushTimer = null;
    let held = 0;
    for (const client of this.clients) {
      const result = client.flush(this.options);
      if (result === 'held') held++;
    }
    if (held) {
      this.log.warn(
        { sockets: held },
        'realtime: slow sockets, holding only the newest position per tracker',
      );
      this.flushTimer = setTimeout(() => this.flush(), this.options.flushMs);
    }
  }

  private heartbeat() {
    for (const client of this.clients) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
  }
}
