import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo, type DemoIds } from '../db/seed/seed-demo.ts';
import { startOsmandListener, type OsmandListener } from '../ingest/osmand-listener.ts';

export interface FaultServer {
  app: FastifyInstance;
  database: Database;
  demo: DemoIds;
  /** http://127.0.0.1:<port> of the API */
  apiUrl: string;
  /** http://127.0.0.1:<port>/ of the OsmAnd listener */
  osmandUrl: string;
  close(): Promise<void>;
}

/**
 * A real server as `npm start` runs one on PostgreSQL (the API and the OsmAnd listener, each listening on a free
 * loopback port) on the demo data, for the fault suite: its database is the test's own throwaway cluster.
 */
export async function startFaultServer(databaseUrl: string): Promise<FaultServer> {
  const config = loadConfig({
    SIMULATOR: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const database = await openDatabase({ url: databaseUrl, dataDir: '' });
  await migrate(database);
  const demo = await seedDemo(database, { history: false });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const listener: OsmandListener = await startOsmandListener(app.services, {
    port: 0,
    host: '127.0.0.1',
    logger: app.log,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    demo,
    apiUrl: `http://127.0.0.1:${port}`,
    osmandUrl: `http://127.0.0.1:${listener.port}/`,
    async close() {
      await listener.close();
      await app.close();
      await database.close();
    },
  };
}
