import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, PGlite. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database (tests). */
  dataDir: string;
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

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      close: () => endPool(pool),
    };
  }
  let dataDir = opts.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.resolve(dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}
