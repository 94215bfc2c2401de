import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, which the test may stop and start (the fault suite): the shared cluster
 * of `scripts/with-postgres.mjs` serves other test files at the same time and must stay up. Modelled on that
 * script: PG_BIN or the newest /usr/lib/postgresql/<version>/bin, initdb as the `postgres` user when running as
 * root, a free loopback port, fsync off (the data is thrown away), and removal of everything in `destroy`.
 */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server; `fast` ends every session with 57P01, as a restart or failover does. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and removes its folder. Safe to call twice. */
  destroy(): Promise<void>;
}

function findBinaries(): string {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  const found = candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!found) throw new Error('PostgreSQL server binaries not found (PG_BIN, /usr/lib/postgresql/*/bin)');
  return found;
}

/** Answers whether `port` can be bound on loopback now. */
function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free loopback port below the kernel's ephemeral range (32768 and up): the cluster is stopped and started again
 * on the same port, and a port of that range could meanwhile be taken as the local end of any outgoing connection
 * of the tests running beside it (the bad-input suite alone makes thousands).
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canBind(port)) return port;
  }
  throw new Error('no free loopback port between 20000 and 32000');
}

/** SIGKILL to the cluster's postmaster (its pid is the first line of postmaster.pid), if it still runs. */
function killPostmaster(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Initialises and starts a new cluster; the caller must `destroy()` it (afterAll). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findBinaries();
  // PostgreSQL refuses to run as root: as root the cluster belongs to the postgres system user
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
        gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
      }
    : undefined;
  if (owner && !(owner.uid > 0)) throw new Error('running as root but there is no `postgres` user');

  const pg = async (tool: string, args: string[]) => {
    const exe = path.join(bin, tool);
    const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
    try {
      await run(cmd, cmdArgs, { encoding: 'utf8' });
    } catch (err) {
      const { stdout, stderr } = err as { stdout?: string; stderr?: string };
      throw new Error(`${tool} ${args.at(-1)} failed: ${stdout ?? ''}${stderr ?? ''}`, { cause: err });
    }
  };

  const dir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-fault-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  let running = false;
  let destroyed = false;

  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    try {
      if (running) await stop('immediate');
    } catch {
      // pg_ctl could not stop it (a loaded machine): the postmaster is killed, or it would outlive the test
      killPostmaster(dataDir);
    } finally {
      // retried: a server process that was still ending may write into the folder while it is removed
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  };

  try {
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await start();
  } catch (err) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    await destroy();
    throw new Error(`${(err as Error).message}\n${log}`, { cause: err });
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, start, stop, destroy };
}
