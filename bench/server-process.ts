import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  apiUrl: string;
  osmandUrl: string;
  /** The server's process id, for items that watch its memory (/proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A free loopback port (asked of the OS, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => (clearTimeout(timer), resolve(true)));
  });
}

/** Answers at all (any status): the listener is up. */
async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(2000) })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `apps/server/src/main.ts` as a separate process on loopback ports, with the given environment
 * (database, no simulator, no demo), and waits until both the API and the OsmAnd listener answer. Its output
 * goes to `logFile`, shown when it fails to start.
 */
export async function startServer(env: Record<string, string>, logFile: string): Promise<ServerProcess> {
  const [port, osmandPort] = [await freePort(), await freePort()];
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      OSMAND_PORT: String(osmandPort),
      SIMULATOR: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const server: ServerProcess = {
    apiUrl: `http://127.0.0.1:${port}`,
    osmandUrl: `http://127.0.0.1:${osmandPort}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      if (!(await exited(child, 20_000))) {
        child.kill('SIGKILL');
        await exited(child, 5000);
      }
      log.end();
    },
  };
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${server.apiUrl}/api/docs/json`)) || !(await answers(`${server.osmandUrl}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`the server did not start (exit ${child.exitCode}); last lines of its log:\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return server;
}
