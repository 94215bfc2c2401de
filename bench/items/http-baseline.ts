import { spawn } from 'node:child_process';
import { benchLoad, perSecond } from '../load.ts';
import type { BenchItem } from '../registry.ts';
import { freePort } from '../server-process.ts';
import { median, tidy } from '../stats.ts';
import { INGEST_LOAD } from './ingest-throughput.ts';

// A server that only says 200: what this machine's loopback HTTP and our load generator can do at most.
const BARE_SERVER = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.end()); })
  .listen(Number(process.argv[1]), '127.0.0.1', () => console.log('ready'));`;

/**
 * The baseline the ingest figures are compared with in the same run (DESIGN.md: report ratios against the
 * baseline): the same trackers, connections and generator against a do-nothing HTTP server in its own process.
 */
export const httpBaseline: BenchItem = {
  id: 'http-baseline',
  title: 'Loopback HTTP baseline (bare Node server, same load generator)',
  unit: 'req/s',
  budget: () => null,
  async run() {
    const port = await freePort();
    const child = spawn(process.execPath, ['-e', BARE_SERVER, String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.once('data', () => resolve());
        child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
      });
      const okTimes: number[] = [];
      const started = Date.now();
      await benchLoad({
        url: `http://127.0.0.1:${port}`,
        serials: INGEST_LOAD.serials(),
        concurrency: INGEST_LOAD.concurrency,
        intervalSeconds: 0,
        durationSeconds: 6,
        onResult: (_tracker, result) => {
          if (result.status === 200) okTimes.push(Date.now());
        },
      });
      const samples = perSecond(okTimes, started + 1000, started + 6000);
      return { value: tidy(median(samples)), details: { seconds: samples.length, total: okTimes.length } };
    } finally {
      child.kill('SIGTERM');
    }
  },
};
