import pg from 'pg';
import { GEOFENCES_CHANNEL } from './geofences.repository.ts';
import type { GeofenceIndexes } from './geofence-indexes.ts';

export interface ChangesLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const RETRY_MAX_MS = 30_000;

/**
 * Keeps this instance's geofence indexes true to geofences changed through other instances (PostgreSQL only):
 * every geofence write NOTIFYs its account id on GEOFENCES_CHANNEL in its transaction, and this dedicated
 * connection LISTENs and drops that account's index. Notices sent while the connection is down are lost, so
 * every index is dropped when it is back (and on the first connect), and read again at the next fix.
 */
export class GeofenceChanges {
  private client: pg.Client | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly indexes: GeofenceIndexes,
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
      application_name: 'lodestar-geofences',
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== GEOFENCES_CHANNEL) return;
      const accountId = Number(message.payload);
      if (Number.isInteger(accountId)) this.indexes.changed(accountId);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${GEOFENCES_CHANNEL}`);
      this.indexes.changedAll();
      if (this.failures > 0) this.log.info({}, 'geofence changes: listening again');
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
    this.log.warn({ err, retryInMs: delay }, 'geofence changes: lost the listening connection');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }
}
