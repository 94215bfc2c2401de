import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { buildApp } from './app.ts';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
// Demo data on first start of the embedded database; on PostgreSQL run `npm run seed` deliberately.
if (database.kind === 'pglite' && config.SEED_DEMO) await seedDemoIfEmpty(database);

const app = await buildApp({ config, database });
app.log.info(`Lodestar on Node ${process.version} (${database.kind} database)`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests`);
  // app.close() stops accepting connections and waits for requests in progress before closing
  const timer = setTimeout(() => process.exit(1), 15_000).unref();
  await app.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`ready at ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT}) in ${Math.round(performance.now() - startedAt)} ms`);
