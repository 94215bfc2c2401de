#!/usr/bin/env node
// `npm test`: every suite (unit+api on PGlite, api on PostgreSQL, e2e in Chromium), one line of counts and wall
// time per suite and the totals last (CI's time limit is watched from these lines). Later suites still run when
// one fails, so the totals are complete. The suites run in two lanes at once, each line prefixed with its
// suite's name: the PGlite suite in one (it keeps about one core busy: PGlite runs in the test's own thread), the
// PostgreSQL suite and then e2e in the other (e2e keeps both cores busy with Chromium's software rendering, and
// shares them with the PGlite suite's last minutes). Measured on a clean clone here: one after the other
// 527 + 325 + 1,077 s (1,985 s); the API suites together (433 and 291 s), then e2e (824 s), 1,257 s; these two
// lanes (PGlite 487 s beside PostgreSQL 250 s and e2e 812 s) 1,062 s; all three at once (not on a clean clone)
// 1,232 s, with e2e's tests twice as slow.
import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightCounts, vitestCounts } from './test-reports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITEST = path.join(ROOT, 'node_modules', '.bin', 'vitest');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-test-reports-'));
const vitestReporting = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, name)}`,
  // hook and unhandled errors, which the json report leaves out (its file: VITEST_ERRORS_FILE, set per suite)
  `--reporter=${path.join(ROOT, 'scripts', 'vitest-errors-reporter.mjs')}`,
];
const errorsFile = (name) => path.join(reportDir, `${name}.errors.json`);

const suites = [
  {
    title: 'unit+api (PGlite)',
    tag: 'pglite',
    lane: 'pglite',
    // the bad-input suite (about 12,000 requests, 77 s, a fifth of this suite's time) runs on PostgreSQL only:
    // what it asserts is the API's validation and error shape, which the database does not change. `npx vitest
    // run` alone still runs it on PGlite.
    command: [
      VITEST,
      ['run', '--exclude', '**/bad-input-routes.api.test.ts', ...vitestReporting('pglite.json')],
    ],
    env: { VITEST_ERRORS_FILE: errorsFile('pglite') },
    counts: (code) => vitestCounts(path.join(reportDir, 'pglite.json'), code, errorsFile('pglite')),
  },
  {
    title: 'api (PostgreSQL)',
    tag: 'postgres',
    lane: 'postgres, then e2e',
    command: [
      process.execPath,
      ['scripts/with-postgres.mjs', VITEST, 'run', '--project', 'api', ...vitestReporting('postgres.json')],
    ],
    env: { VITEST_ERRORS_FILE: errorsFile('postgres') },
    counts: (code) => vitestCounts(path.join(reportDir, 'postgres.json'), code, errorsFile('postgres')),
  },
  {
    title: 'e2e (Playwright, Chromium)',
    tag: 'e2e',
    lane: 'postgres, then e2e',
    command: ['npm', ['run', 'test:e2e']],
    // playwright.config.ts writes its json report here
    report: path.join(ROOT, 'test-results', 'e2e.json'),
    counts: (code) => playwrightCounts(path.join(ROOT, 'test-results', 'e2e.json'), code),
  },
];

const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

/** Copies a child's output line by line with the suite's tag in front, so suites running together stay readable. */
function prefixLines(stream, tag, out) {
  readline
    .createInterface({ input: stream, crlfDelay: Infinity })
    .on('line', (line) => out.write(`[${tag}] ${line}\n`));
}

/** Runs a suite's command, its output prefixed line by line with the suite's tag. */
function run([cmd, args], tag, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    running.add(child);
    prefixLines(child.stdout, tag, process.stdout);
    prefixLines(child.stderr, tag, process.stderr);
    child.once('error', (err) => {
      running.delete(child);
      console.error(`run-tests: could not start ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

const deps = spawnSync('bash', [path.join(ROOT, 'scripts', 'ensure-test-deps.sh')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (deps.status !== 0)
  console.error('run-tests: test prerequisites are incomplete; continuing, affected suites will fail');

/** Whole seconds since `start`, as printed in the summary. */
const secondsSince = (start) => `${Math.round((performance.now() - start) / 1000)} s`;

/** Runs one suite and returns its line of the summary. */
async function runSuite(suite) {
  console.log(`\n=== ${suite.title} (its lines start with [${suite.tag}]) ===`);
  // a stale report from an earlier run must never be mistaken for this run's
  if (suite.report) rmSync(suite.report, { force: true });
  const suiteStart = performance.now();
  const code = await run(suite.command, suite.tag, suite.env);
  const time = secondsSince(suiteStart);
  console.log(`=== ${suite.title} took ${time} ===`);
  return { title: suite.title, time, ...suite.counts(code) };
}

/** Runs a lane's suites one after the other; an interrupt stops the lane before its next suite. */
async function runLane(lane) {
  const done = [];
  for (const suite of suites.filter((s) => s.lane === lane)) {
    if (interrupted) break;
    done.push(await runSuite(suite));
  }
  return done;
}

const runStart = performance.now();
const lanes = await Promise.all([...new Set(suites.map((s) => s.lane))].map(runLane));
// the summary lists the suites in their declared order, whichever lane finished first
const results = suites.flatMap((suite) => lanes.flat().filter((r) => r.title === suite.title));
rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(`${r.title}: ${r.passed} passed, ${r.failed} failed${skipped} in ${r.time}`);
  for (const note of r.notes) console.log(`  - ${note}`);
}
if (interrupted)
  console.log(`interrupted: ${suites.length - results.length} suite(s) not run (counted as failed)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + (suites.length - results.length);
console.log(`all suites took ${secondsSince(runStart)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
