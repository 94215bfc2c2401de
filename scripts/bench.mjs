#!/usr/bin/env node
// `npm run bench`: the server bench items on PGlite, then on a throwaway PostgreSQL cluster (with-postgres.mjs
// starts it and removes it afterwards, whatever happens), then one table with each figure next to its budget,
// written to bench/results/latest.json and latest.md. Options: --database pglite|postgres (one only),
// --only id1,id2 (some items). Everything runs on loopback and stops by itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const args = process.argv.slice(2);
const pick = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const databases = pick('database') ? [pick('database')] : ['pglite', 'postgres'];
const only = pick('only') ? ['--only', pick('only')] : [];
const parts = mkdtempSync(path.join(os.tmpdir(), 'lodestar-bench-results-'));

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exitCode = 130;
  });
}

function run(command, commandArgs) {
  return new Promise((resolve) => {
    current = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: process.env });
    current.once('error', (err) => {
      console.error(`bench: could not start ${command}: ${err.message}`);
      resolve(127);
    });
    current.once('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
}

// the browser items open the built app the server serves: build it first when its sources changed since the
// last build (as `npm start` does), so they never measure a stale build or fail for want of one
if ((await run(TSX, [path.join(ROOT, 'scripts', 'web-build-cache.ts')])) !== 0)
  console.error('bench: the web app could not be built; the browser items will fail');

const outputs = [];
for (const database of databases) {
  if (process.exitCode === 130) break;
  const out = path.join(parts, `${database}.json`);
  const runArgs = ['bench/run.ts', '--database', database, '--out', out, ...only];
  const code =
    database === 'postgres'
      ? await run(process.execPath, [path.join(ROOT, 'scripts', 'with-postgres.mjs'), TSX, ...runArgs])
      : await run(TSX, runArgs);
  if (code !== 0 || !existsSync(out)) console.error(`bench: the ${database} run failed (exit ${code})`);
  else outputs.push(out);
}
const code = outputs.length ? await run(TSX, ['bench/summary.ts', ...outputs]) : 1;
rmSync(parts, { recursive: true, force: true });
process.exit(process.exitCode === 130 ? 130 : code);
