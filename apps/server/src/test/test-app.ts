import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
 * database on the PostgreSQL server in TEST_DATABASE_URL (the PostgreSQL run of the same API suite).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ SIMULATOR: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  if (serverUrl) {
    const name = `lodestar_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
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
    database = await openDatabase({ dataDir: 'memory://' });
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
