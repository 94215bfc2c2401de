import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { signIn } from './api-client.ts';
import { createFixture } from './fixture.ts';
import { BROWSER_ITEMS, SERVER_ITEMS, START_ITEMS } from './items/index.ts';
import type { BenchContext, BenchResult, DatabaseKind } from './registry.ts';
import { ROOT, startServer } from './server-process.ts';

// One database kind per run: `node scripts/bench.mjs` runs PGlite, then PostgreSQL inside with-postgres.mjs.
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    out: { type: 'string' },
    only: { type: 'string' },
    trackers: { type: 'string', default: '10000' },
  },
});
const kind = values.database as DatabaseKind;
if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--database must be pglite or postgres`);
const log = (message: string) => console.error(`bench [${kind}] ${message}`);
const work = mkdtempSync(path.join(os.tmpdir(), `lodestar-bench-${kind}-`));
const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `lodestar_bench_${randomBytes(4).toString('hex')}`;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseUrl: string | undefined;
if (kind === 'postgres') {
  if (!serverUrl)
    throw new Error('PostgreSQL runs need TEST_DATABASE_URL (run through scripts/with-postgres.mjs)');
  await adminQuery(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const results: BenchResult[] = [];
// other work on the machine skews every figure; the summary shows how busy it was when the run began
const loadAverage = Number(os.loadavg()[0]!.toFixed(2));
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const started = performance.now();
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(work, 'data') });
  await migrate(database);
  const fixture = await createFixture(database, Number(values.trackers));
  for (const item of [...SERVER_ITEMS, ...(kind === 'pglite' ? [...BROWSER_ITEMS, ...START_ITEMS] : [])]) {
    if (!values.only || values.only.split(',').includes(item.id)) await item.prepare?.(database, fixture);
  }
  // PostgreSQL's autovacuum would otherwise analyse the freshly loaded fixture (10,000 trackers, 130,000 history
  // positions) in the middle of the first items, the ingest run among them: the bench measures the server, not
  // the aftermath of its own bulk load
  if (kind === 'postgres') await database.query('vacuum analyze');
  await database.close();
  log(`fixture: ${fixture.serials.length} trackers in ${Math.round(performance.now() - started)} ms`);

  server = await startServer(
    {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(work, 'data') }),
      // the browser items open the built app (npm run build:web), served by the server as in production
      WEB_DIST: path.join(ROOT, 'apps/web/dist'),
      // the rule-webhook-latency item's receiver listens on loopback
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    },
    path.join(work, 'server.log'),
  );
  const ctx: BenchContext = {
    database: kind,
    apiUrl: server.apiUrl,
    osmandUrl: server.osmandUrl,
    serverPid: server.pid,
    fixture,
    token: await signIn(server.apiUrl, fixture.email, fixture.password),
    earlier: new Map(),
    log,
  };
  const items = [...SERVER_ITEMS, ...(kind === 'pglite' ? [...BROWSER_ITEMS, ...START_ITEMS] : [])];
  const named = values.only?.split(',');
  // an item named alone brings the items it is judged against (ingest: the bare-HTTP baseline)
  const only = named && [
    ...named,
    ...items.filter((i) => named.includes(i.id)).flatMap((i) => i.needs ?? []),
  ];
  for (const item of items.filter((i) => !only || only.includes(i.id))) {
    log(`${item.title}...`);
    // a failing item is reported as such and the others still run
    const { value, details } = await item.run(ctx).catch((err: Error) => {
      log(`${item.id} failed: ${err.stack ?? err.message}`);
      return { value: Number.NaN, details: { error: err.message.slice(0, 300) } };
    });
    const result: BenchResult = {
      id: item.id,
      title: item.title,
      database: kind,
      unit: item.unit,
      value,
      budget: item.budget(kind),
      details,
    };
    results.push(result);
    ctx.earlier.set(item.id, result);
    log(`${item.id}: ${value} ${item.unit} ${JSON.stringify(details)}`);
  }
} finally {
  await server?.stop();
  if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
const output = JSON.stringify({ database: kind, loadAverage, results }, null, 2);
if (values.out) writeFileSync(values.out, output);
else console.log(output);
