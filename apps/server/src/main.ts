import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import pino from 'pino';
import { migrateWhenReachable } from './db/migrate-when-reachable.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { demoApproveOrderNotice } from './db/seed/demo-billing.ts';
import { replayDemoVisits } from './db/seed/demo-visits.ts';
import {
  fillDemoHistory,
  startDemoHistoryFill,
  writeRecentDemoHistory,
  type DemoHistoryFill,
} from './db/seed/demo-history-backlog.ts';
import { buildApp } from './app.ts';
import { startOsmandListener, type OsmandListener } from './ingest/osmand-listener.ts';
import { startDemoSimulator, type DemoSimulator } from '@lodestar/simulator';
import { demoSimulatorAnchors, demoSimulatorFleet } from './db/seed/demo-simulator-fleet.ts';
import { demoSwapIccids } from './db/seed/demo-sims-swaps.ts';
import { startEmbeddedMaintenance } from './jobs/embedded-maintenance.ts';

const startedAt = performance.now();
const config = loadConfig();
// the app's logger exists only once the database is ready; outages before and after are logged here
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
await migrateWhenReachable(database, log);
// Demo data on first start of the embedded database; on PostgreSQL run `npm run seed` deliberately. Only the
// trackers' last days are written before serving (current positions for the list and the map); the older weeks
// fill in once the server listens, and a start after an interrupted fill resumes it (decision 0029).
if (database.kind === 'pglite' && config.SEED_DEMO) await seedDemoIfEmpty(database, 'queued');
if (database.kind === 'pglite') {
  await writeRecentDemoHistory(database);
  // geofence visits of that history before the detector reads its state (the dwell dashboard and alerts)
  await replayDemoVisits(database);
  if (!config.SEED_IN_BACKGROUND) await fillDemoHistory(database);
}

const app = await buildApp({ config, database });
app.log.info(`Lodestar on Node ${process.version} (${database.kind} database)`);
let maintenance: Awaited<ReturnType<typeof startEmbeddedMaintenance>> | undefined;
let historyFill: DemoHistoryFill | undefined;
let osmand: OsmandListener | undefined;
let simulator: DemoSimulator | undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests`);
  // app.close() stops accepting connections and waits for requests in progress before closing
  const timer = setTimeout(() => process.exit(1), 15_000).unref();
  // trackers first, so no report arrives after the write batch has drained
  await simulator?.stop();
  await osmand?.close();
  await app.close();
  await historyFill?.stop();
  await maintenance?.stop();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
if (database.kind === 'pglite') {
  historyFill = startDemoHistoryFill(database, app.log);
  // PostgreSQL has autovacuum; the embedded database gets its work done here, from now on
  maintenance = await startEmbeddedMaintenance(database, app.log);
}
if (config.OSMAND_PORT > 0) {
  osmand = await startOsmandListener(app.services, {
    port: config.OSMAND_PORT,
    host: config.HOST,
    logger: app.log,
  });
  app.log.info(`OsmAnd protocol on ${config.HOST}:${osmand.port}`);
}
if (config.SIMULATOR) {
  // the demo fleet reports like real devices: over the OsmAnd protocol, on its port or the API path
  simulator = startDemoSimulator({
    osmandUrl: osmand
      ? `http://127.0.0.1:${osmand.port}`
      : `http://127.0.0.1:${config.PORT}/api/ingest/osmand`,
    trackers: await demoSimulatorFleet(database),
    anchors: await demoSimulatorAnchors(database),
    // a SIM swap made in the app is confirmed by the tracker's next report, which carries the new ICCID
    refreshIccids: () => demoSwapIccids(database, app.services.carrier),
    iccidRefreshSeconds: 10,
    intervalSeconds: 15,
    log: app.log,
  });
}
app.log.info(
  `ready at ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT}) in ${Math.round(performance.now() - startedAt)} ms`,
);
// the demo's order waiting for approval: its link opens signed out, as a customer's mail would
if (database.kind === 'pglite' && config.SEED_DEMO) {
  const notice = await demoApproveOrderNotice(database, config.PUBLIC_URL);
  if (notice) app.log.info(notice);
}
