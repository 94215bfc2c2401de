import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/**
 * Where every API test file finds the database schema already migrated, made once per run: creating an in-memory
 * PGlite runs initdb in WebAssembly (2.5-5 s) and the migrations take another 0.3-1 s, per test file, while
 * loading a dumped data folder takes about 1.2 s. On PostgreSQL each file's database is created from a migrated
 * template instead of being migrated itself. createTestApp (test-app.ts) still runs migrate(), which finds
 * nothing left to apply.
 */
export interface MigratedDatabase {
  /** PGlite: a tar file written by dumpDataDir of a migrated database. */
  pgliteDump?: string;
  /** PostgreSQL (TEST_DATABASE_URL): the name of a migrated database to use as template. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `lodestar_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '' });
  try {
    await migrate(database);
  } finally {
    // a template may have no open connection while databases are created from it
    await database.close();
  }
  return {
    name,
    drop: () =>
      withAdmin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

async function pgliteDump(): Promise<{ file: string; remove: () => Promise<void> }> {
  const client = await PGlite.create('memory://');
  try {
    // migrate() needs only a query function and the readiness mark of the Database it is given
    const migrating: Pick<Database, 'query'> & { health: Pick<Database['health'], 'markMigrated'> } = {
      query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
      health: { markMigrated() {} },
    };
    await migrate(migrating as Database);
    const dump = await client.dumpDataDir('none');
    const dir = await mkdtemp(path.join(tmpdir(), 'lodestar-migrated-'));
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return { file, remove: () => rm(dir, { recursive: true, force: true }) };
  } finally {
    await client.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await postgresTemplate(serverUrl);
    project.provide('migratedDatabase', { postgresTemplate: template.name });
    return template.drop;
  }
  const dump = await pgliteDump();
  project.provide('migratedDatabase', { pgliteDump: dump.file });
  return dump.remove;
}
