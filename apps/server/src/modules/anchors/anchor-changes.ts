import pg from 'pg';
import { ANCHORS_CHANNEL } from './anchors.repository.ts';
import type { AnchorPins } from './anchor-pins.ts';

export interface ChangesLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const RETRY_MAX_MS = 30_000;

/**
 * Keeps this instance's anchor pins true to anchors changed through other instances (PostgreSQL only), as
 * geofence-changes.ts does for geofences: every anchor write NOTIFYs its account id on ANCHORS_CHANNEL in its
 * transaction; this connection LISTENs and drops that account's pins. Notices sent while it is down are lost, so
 * every account's pins are dropped when it is back.
 */
export class AnchorChanges {
  private client: pg.Client | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly pins: AnchorPins,
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
      application_name: 'lodestar-anchors',
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== ANCHORS_CHANNEL) return;
      const accountId = Number(message.payload);
      if (Number.isInteger(accountId)) this.pins.changed(accountId);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${ANCHORS_CHANNEL}`);
      this.pins.changedAll();
      if (this.failures > 0) this.log.info({}, 'anchor changes: listening again');
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
    this.log.warn({ err, retryInMs: delay }, 'anchor changes: lost the listening connection');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }
}
