import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type {} from './migrated-database.global-setup.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo, type DemoIds } from '../db/seed/seed-demo.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  demo: DemoIds;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database with the demo data: in-memory PGlite by default, or a new throwaway
 * database on the PostgreSQL server in TEST_DATABASE_URL (the PostgreSQL run of the same API suite). The
 * database starts from the schema migrated once per run (migrated-database.global-setup.ts) where the run made
 * one; migrate() then has nothing left to apply.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ SIMULATOR: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  const migrated = inject('migratedDatabase') ?? {};
  if (serverUrl) {
    const name = `lodestar_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}${migrated.postgresTemplate ? ` template ${migrated.postgresTemplate}` : ''}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), dataDir: '' });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const initialData = migrated.pgliteDump ? new Blob([await readFile(migrated.pgliteDump)]) : undefined;
    database = await openDatabase({ dataDir: 'memory://', initialData });
  }
  await migrate(database);
  const demo = await seedDemo(database, { history: false });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config: { ...config },
    demo,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

export { DEMO_PASSWORD } from '../db/seed/seed-demo.ts';
