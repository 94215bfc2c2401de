import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchItem } from '../registry.ts';
import { freePort, ROOT } from '../server-process.ts';

/*
 * How long `npm start` takes on a fresh clone and after (DESIGN.md: the first page within 20 s of the build, a
 * later start within 5 s; decision 0029). These items start servers of their own, on a fresh data folder with
 * the demo and its simulator as `npm start` runs them; the shared bench server is not used.
 */

const DEADLINE_MS = 180_000;

interface Starts {
  buildMs: number;
  buildSkipMs: number;
  firstPageMs: number;
  trackerListMs: number;
  historyFilledMs: number;
  laterPageMs: number;
  laterTrackerListMs: number;
}

const since = (started: number) => Math.round(performance.now() - started);

async function status(url: string, init?: RequestInit): Promise<number> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function until(what: string, check: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + DEADLINE_MS;
  while (!(await check())) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${what}`);
    if (performance.now() > deadline) throw new Error(`no ${what} within ${DEADLINE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One start of main.ts on `dataDir`, timed from the spawn (tsx's start included, as in `npm start`). */
async function timedStart(dataDir: string) {
  const [port, osmandPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      OSMAND_PORT: String(osmandPort),
      DATA_DIR: dataDir,
      SIMULATOR: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(ROOT, 'apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let historyFilledMs = Number.NaN;
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (Number.isNaN(historyFilledMs) && output.includes('demo history written'))
      historyFilledMs = since(started);
  });
  child.stderr!.resume();
  const api = `http://127.0.0.1:${port}`;
  try {
    await until(
      'the first page',
      async () => (await status(`${api}/`)) === 200 && (await status(`${api}/api/ready`)) === 200,
      child,
    );
    const pageMs = since(started);
    // the tracker list as the web app asks for it, signed in as the demo's account admin
    const signIn = await fetch(`${api}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'lodestar-demo' }),
    });
    const { data } = (await signIn.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}` };
    const me = (await (await fetch(`${api}/api/me`, { headers })).json()) as {
      data: { accounts: { id: number }[] };
    };
    const account = me.data.accounts[0]!.id;
    await until(
      'the tracker list',
      async () =>
        (await status(`${api}/api/accounts/${account}/device-list?with_current_position=1`, { headers })) ===
        200,
      child,
    );
    const trackerListMs = since(started);
    return {
      pageMs,
      trackerListMs,
      /** Waits for the background history (first start only), then stops the server as Ctrl-C would. */
      async stop(waitForHistory: boolean) {
        if (waitForHistory)
          await until('the demo history', async () => !Number.isNaN(historyFilledMs), child);
        child.kill('SIGTERM');
        await new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
        );
        return historyFilledMs;
      },
    };
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}; server output:\n${output.slice(-3000)}`, { cause: err });
  }
}

/** The web build as `npm start` runs it: forced, then skipped (assets are precompressed by the server after it listens). */
function timedBuild(force: boolean): number {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/web-build-cache.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, WEB_BUILD: force ? 'always' : '' },
      stdio: 'ignore',
    },
  );
  if (run.status !== 0) throw new Error(`the web build failed (${run.status})`);
  return since(started);
}

let measured: Promise<Starts> | undefined;
/** Both items report from one measurement: a first start, then a later one on the same data folder. */
function measureStarts(log: (message: string) => void): Promise<Starts> {
  measured ??= (async () => {
    const buildMs = timedBuild(true);
    const buildSkipMs = timedBuild(false);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-start-time-'));
    try {
      const first = await timedStart(dataDir);
      log(`first start: page ${first.pageMs} ms, tracker list ${first.trackerListMs} ms`);
      const historyFilledMs = await first.stop(true);
      const later = await timedStart(dataDir);
      await later.stop(false);
      return {
        buildMs,
        buildSkipMs,
        firstPageMs: first.pageMs,
        trackerListMs: first.trackerListMs,
        historyFilledMs,
        laterPageMs: later.pageMs,
        laterTrackerListMs: later.trackerListMs,
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  })();
  return measured;
}

const details = (s: Starts) => ({
  build_ms: s.buildMs,
  build_skipped_ms: s.buildSkipMs,
  first_tracker_list_ms: s.trackerListMs,
  history_filled_ms: s.historyFilledMs,
  later_tracker_list_ms: s.laterTrackerListMs,
});

export const startFirst: BenchItem = {
  id: 'start-first',
  title: 'First start on a fresh data folder: GET / and /api/ready 200 (after the build)',
  unit: 'ms',
  budget: () => ({ value: 20_000, comparison: '<' }),
  async run(ctx) {
    const starts = await measureStarts(ctx.log);
    return { value: starts.firstPageMs, details: details(starts) };
  },
};

export const startLater: BenchItem = {
  id: 'start-later',
  title: 'Later start (data there, web built): GET / and /api/ready 200',
  unit: 'ms',
  budget: () => ({ value: 5_000, comparison: '<' }),
  async run(ctx) {
    const starts = await measureStarts(ctx.log);
    return { value: starts.laterPageMs, details: details(starts) };
  },
};
