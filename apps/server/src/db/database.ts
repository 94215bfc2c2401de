import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { DatabaseHealth, type HealthLog } from './database-health.ts';

export type Schema = typeof schema;
/** The Drizzle handle; the same type for PGlite and node-postgres so repositories don't care which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations, advisory locks); returns rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** For LISTEN/NOTIFY on PostgreSQL; undefined on PGlite (one process, no fan-out needed). */
  pool?: pg.Pool;
  /** Whether the database can be reached now (PostgreSQL can go away; PGlite is in-process and cannot). */
  health: DatabaseHealth;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, PGlite. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database (tests). */
  dataDir: string;
  /** Where outages and recoveries are logged. */
  log?: HealthLog;
  /** PGlite only: a data folder written by dumpDataDir to start from (tests start from a migrated one). */
  initialData?: Blob;
}

/**
 * pool.end() resolves once the pool has let go of its clients, before their connections have finished closing.
 * Waiting for each client's 'remove' means the server has seen every goodbye, so a DROP DATABASE or process exit
 * right after close() cannot cut a connection off mid-close (an uncaught 'terminating connection' error).
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      if (++removed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/**
 * Whether a new connection can be made and answers: the probe of the health monitor. Not through the pool, whose
 * idle connections may be ended ones it has not heard about yet (they would fail the probe of a database that
 * is up).
 */
async function probeConnection(pool: pg.Pool): Promise<void> {
  const client = new pg.Client({ ...pool.options, application_name: 'lodestar-health' });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/** How long a new PostgreSQL connection may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // a database host that stops answering (rather than refusing) fails requests instead of hanging them
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // a peer gone silent (host down, network cut) is noticed on idle connections within about a minute
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const health = new DatabaseHealth(() => probeConnection(pool), opts.log);
    // An idle pooled connection that the server ends (restart, pg_terminate_backend) is emitted as 'error' on the
    // pool; unheard, that event ended the process. The pool has already dropped the client and opens a new one
    // when asked; the health monitor probes whether the whole database is away.
    pool.on('error', (err) => health.suspect(err));
    // A checked-out client (a transaction, the migration run) has no pool listener: an end between two of its
    // statements would be an unheard 'error' too. The caller's next query fails and releases it.
    pool.on('connect', (client) => client.on('error', (err) => health.suspect(err)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      health,
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      close: () => {
        health.stop();
        return endPool(pool);
      },
    };
  }
  let dataDir = opts.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.resolve(dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, opts.initialData ? { loadDataDir: opts.initialData } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // in-process: it cannot go away while the server runs, so its health only ever answers 'available'
    health: new DatabaseHealth(async () => {}, opts.log),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}
