import pg from 'pg';

export interface ChangesLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A per-account cache that other instances' writes make stale (geofence indexes, anchor pins). */
export interface AccountCache {
  /** Drops one account's entry: it is read again when next needed. */
  changed(accountId: number): void;
  /** Drops every account's entry. */
  changedAll(): void;
}

const RETRY_MAX_MS = 30_000;

/**
 * Keeps a per-account cache of this instance true to changes written through other instances (PostgreSQL only):
 * every write NOTIFYs its account id on `channel` in its transaction, and this dedicated connection LISTENs and
 * drops that account's entry. Notices sent while the connection is down are lost, so the whole cache is dropped
 * when it is back (and on the first connect).
 */
export class AccountChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    /** The NOTIFY channel, and the connection's name in pg_stat_activity. */
    private readonly channel: string,
    private readonly cache: AccountCache,
    private readonly log: ChangesLog,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect() {
    const client = new pg.Client({
      ...this.pool.options,
      application_name: `lodestar-${this.channel}`.slice(0, 63),
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== this.channel) return;
      const accountId = Number(message.payload);
      if (Number.isInteger(accountId)) this.cache.changed(accountId);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.cache.changedAll();
      if (this.failures > 0) this.log.info({ channel: this.channel }, 'account changes: listening again');
      this.failures = 0;
    } catch (err) {
      this.lost(client, err);
    }
  }

  private lost(client: pg.Client, err?: unknown) {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    client.on('error', () => {});
    client.end().catch(() => {});
    if (this.stopped) return;
    const delay = Math.min(RETRY_MAX_MS, 500 * 2 ** this.failures++);
    this.log.warn(
      { err, channel: this.channel, retryInMs: delay },
      'account changes: lost the listening connection',
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }
}
