import { fleetIdentifiers } from '@lodestar/simulator';
import { FIXTURE_PREFIX } from '../fixture.ts';
import { benchLoad } from '../load.ts';
import type { BenchItem } from '../registry.ts';
import { median, percentile, tidy } from '../stats.ts';
import { openSocket } from '../socket-client.ts';

/** 1,000 trackers each reporting once a second: a busy fleet, well under the ingest capacity. */
const LOAD = { trackers: 1000, first: 5001, intervalSeconds: 1, seconds: 10, concurrency: 64 };
// Reports still on their way when the load stops get this long to arrive before they count as lost.
const GRACE_MS = 3000;

/**
 * Report-to-socket latency: a signed-in WebSocket client (as the web app is) watches the account while trackers
 * report over OsmAnd; each position's latency is from the moment its report was sent to the moment the socket
 * message carrying it arrived. That includes the server's storing and its 200 ms socket batching.
 */
export const socketLatency: BenchItem = {
  id: 'socket-latency',
  title: `Report-to-socket latency p95, ${LOAD.trackers} trackers reporting every second`,
  unit: 'ms',
  // DESIGN.md: report-to-screen p95 < 100 ms at 1,000 trackers reporting every second
  budget: () => ({ value: 100, comparison: '<' }),
  async run(ctx) {
    const serials = fleetIdentifiers(FIXTURE_PREFIX, LOAD.trackers, LOAD.first);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const socket = await openSocket(ctx.apiUrl, ctx.token, ctx.fixture.accountId, (positions) => {
      const now = performance.now();
      for (const p of positions) {
        const key = `${ctx.fixture.serialByDeviceId.get(p.device_id)}|${Date.parse(p.timestamp)}`;
        const sent = sentAt.get(key);
        if (sent === undefined) continue;
        latencies.push(now - sent);
        sentAt.delete(key);
      }
    });
    try {
      const totals = await benchLoad({
        url: ctx.osmandUrl,
        serials,
        concurrency: LOAD.concurrency,
        intervalSeconds: LOAD.intervalSeconds,
        durationSeconds: LOAD.seconds,
        onQuery: (tracker, query) => {
          const timestamp = /(?:^|&)timestamp=(\d+)/.exec(query)![1];
          sentAt.set(`${serials[tracker]}|${timestamp}`, performance.now());
        },
      });
      await new Promise((r) => setTimeout(r, GRACE_MS));
      if (!latencies.length) throw new Error(`no position reached the socket (${totals.ok} reports stored)`);
      return {
        value: tidy(percentile(latencies, 95)),
        details: {
          p50: tidy(median(latencies)),
          p99: tidy(percentile(latencies, 99)),
          max: tidy(Math.max(...latencies)),
          received: latencies.length,
          stored: totals.ok,
          notReceived: Math.max(0, totals.ok - latencies.length),
        },
      };
    } finally {
      socket.close();
    }
  },
};
