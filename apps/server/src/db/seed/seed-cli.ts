import { loadConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { completeDemoHistory, DEMO_PASSWORD, seedDemoIfEmpty } from './seed-demo.ts';

// `npm run seed`: the deliberate way to load the demo into a PostgreSQL database (the server only
// seeds the embedded one by itself). Never touches a database that already has users.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.DATA_DIR}`;
try {
  const applied = await migrate(database);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const demo = await seedDemoIfEmpty(database);
  if (demo) {
    const trackers = demo.devices.acme.length + demo.devices.rivera.length;
    console.log(`Seeded the demo into the ${where}: 2 accounts, 5 users, ${trackers} trackers.`);
    console.log(
      `Sign in as admin@acme.test (or dispatch@, driver@acme.test, maria@rivera.test, ops@lodestar.test) with password ${DEMO_PASSWORD}`,
    );
  } else {
    // a seed or first start stopped part-way through the demo history: finish it
    await completeDemoHistory(database);
    console.log(`The ${where} already has users: nothing seeded.`);
  }
} catch (err) {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
