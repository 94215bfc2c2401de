#!/usr/bin/env node
// `npm test`: every suite in turn (unit+api on PGlite, api on PostgreSQL, e2e in Chromium), one line of
// counts and wall time per suite and the totals last (CI's time limit is watched from these lines). Later suites still run when one fails, so the totals are complete.
import { spawn, spawnSync } from 'node:child_process';
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
];

const suites = [
  {
    title: 'unit+api (PGlite)',
    command: [VITEST, ['run', ...vitestReporting('pglite.json')]],
    counts: (code) => vitestCounts(path.join(reportDir, 'pglite.json'), code),
  },
  {
    title: 'api (PostgreSQL)',
    command: [
      process.execPath,
      ['scripts/with-postgres.mjs', VITEST, 'run', '--project', 'api', ...vitestReporting('postgres.json')],
    ],
    counts: (code) => vitestCounts(path.join(reportDir, 'postgres.json'), code),
  },
  {
    title: 'e2e (Playwright, Chromium)',
    command: ['npm', ['run', 'test:e2e']],
    // playwright.config.ts writes its json report here
    report: path.join(ROOT, 'test-results', 'e2e.json'),
    counts: (code) => playwrightCounts(path.join(ROOT, 'test-results', 'e2e.json'), code),
  },
];

let current;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

function run([cmd, args]) {
  return new Promise((resolve) => {
    current = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    current.once('error', (err) => {
      console.error(`run-tests: could not start ${cmd}: ${err.message}`);
      resolve(127);
    });
    current.once('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
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

const runStart = performance.now();
const results = [];
for (const suite of suites) {
  if (interrupted) break;
  console.log(`\n=== ${suite.title} ===`);
  // a stale report from an earlier run must never be mistaken for this run's
  if (suite.report) rmSync(suite.report, { force: true });
  const suiteStart = performance.now();
  const code = await run(suite.command);
  const time = secondsSince(suiteStart);
  console.log(`=== ${suite.title} took ${time} ===`);
  results.push({ title: suite.title, time, ...suite.counts(code) });
}
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
