import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/database.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but Drizzle's shared database type leaves
 * the result untyped.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** node-postgres's pool behind the root handle; undefined for PGlite and for a transaction's handle. */
const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

/**
 * Whether statements on `db` may take binary array parameters (binaryArray): node-postgres sends Buffers as
 * binary; PGlite would take them for bytea.
 */
export const sendsBinary = (db: Db): boolean => poolOf(db) !== undefined;

/**
 * Like rowsOf, for a statement run thousands of times whose text never changes (only its values do): on
 * PostgreSQL each pooled connection parses and plans it once, under `name`, and then reuses the plan. The
 * ingest batch statement's planning was about 1 ms a batch, several microseconds a position. A transaction
 * handle has no pool of its own (`$client` is the root handle's), so inside one this is plain rowsOf; so is
 * PGlite.
 */
export async function preparedRowsOf<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = poolOf(db);
  if (!client) return rowsOf<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}
