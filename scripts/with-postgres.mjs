#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: `node scripts/with-postgres.mjs vitest run --project api`.
// The command gets TEST_DATABASE_URL; the cluster and its folder are removed afterwards, whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.length === 0) fail('usage: node scripts/with-postgres.mjs <command> [args...]');

/** PG_BIN, else PostgreSQL 15 (what CI installs), else the newest server found under /usr/lib/postgresql. */
function findBinaries() {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  return candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(1);
}

const bin = findBinaries();
if (!bin)
  fail(
    'PostgreSQL server binaries not found (looked in $PG_BIN and /usr/lib/postgresql/*/bin). Install them with `apt-get install -y postgresql`, or run scripts/ensure-test-deps.sh.',
  );

// PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres system user.
const asRoot = process.getuid?.() === 0;
let owner;
if (asRoot) {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  owner = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(owner.uid) || owner.uid <= 0)
    fail('running as root but there is no `postgres` user to own the cluster.');
}

function pgCommand(tool, toolArgs) {
  const exe = path.join(bin, tool);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...toolArgs]] : [exe, toolArgs];
}

function runPg(tool, toolArgs) {
  const [cmd, cmdArgs] = pgCommand(tool, toolArgs);
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${tool} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-pg-'));
if (owner) chownSync(dir, owner.uid, owner.gid);
const dataDir = path.join(dir, 'data');
const logFile = path.join(dir, 'server.log');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  try {
    // immediate: the data is thrown away, so there is nothing worth a clean shutdown checkpoint
    if (started) runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } catch (err) {
    console.error(`with-postgres: ${err.message}`);
  }
  rmSync(dir, { recursive: true, force: true });
}

let child;
let exiting = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) {
      // let the command finish its own shutdown; its exit handler cleans up
      child.kill(signal);
      return;
    }
    if (exiting) return;
    exiting = true;
    cleanup();
    process.exit(128 + os.constants.signals[signal]);
  });
}
process.on('exit', cleanup);

try {
  const port = await freePort();
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // speed over durability: fsync and friends off; sockets in our own folder so no system directory is needed
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  started = true;
  runPg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.error(`with-postgres: PostgreSQL (${bin}) ready at ${url}`);

  // a bare tool name (vitest, playwright) resolves through the repository's node_modules/.bin, as npm scripts do
  const [command, ...rest] = args;
  const local = path.join(ROOT, 'node_modules', '.bin', command);
  const resolved = !command.includes('/') && existsSync(local) ? local : command;
  child = spawn(resolved, rest, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
  const code = await new Promise((resolve) => {
    child.once('error', (err) => {
      console.error(`with-postgres: could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.once('exit', (status, signal) => resolve(status ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
  cleanup();
  process.exit(code);
} catch (err) {
  console.error(`with-postgres: ${err.message}`);
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
  cleanup();
  process.exit(1);
}
