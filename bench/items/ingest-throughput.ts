import { fleetIdentifiers } from '@lodestar/simulator';
import { FIXTURE_PREFIX } from '../fixture.ts';
import { benchLoad, perSecond } from '../load.ts';
import type { BenchContext, BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';

/**
 * The ingest load: 2,000 trackers over 512 keep-alive connections, as fast as the server acknowledges. Real
 * trackers each hold their own connection, so many connections with one report in flight each is the honest
 * model; fewer connections would measure the load generator's queueing, not the server.
 */
export const INGEST_LOAD = {
  trackers: 2000,
  concurrency: 512,
  warmupSeconds: 2,
  measureSeconds: 10,
  serials: () => fleetIdentifiers(FIXTURE_PREFIX, 2000),
};

/**
 * The ingest load's acknowledged reports per second after a warm-up. Every tracker reports once before the clock
 * starts: a tracker's first report costs a lookup of its identifier, which is start-up work, not throughput
 * (firstRound.elapsedMs).
 */
export async function runIngestLoad(ctx: BenchContext, extraQuery?: (tracker: number) => string) {
  const { warmupSeconds, measureSeconds } = INGEST_LOAD;
  const firstRound = await benchLoad({
    url: ctx.osmandUrl,
    serials: INGEST_LOAD.serials(),
    concurrency: INGEST_LOAD.concurrency,
    intervalSeconds: 0,
    rounds: 1,
    extraQuery,
  });
  const okTimes: number[] = [];
  const started = Date.now();
  const totals = await benchLoad({
    url: ctx.osmandUrl,
    serials: INGEST_LOAD.serials(),
    concurrency: INGEST_LOAD.concurrency,
    intervalSeconds: 0,
    durationSeconds: warmupSeconds + measureSeconds,
    extraQuery,
    onResult: (_tracker, result) => {
      if (result.status === 200) okTimes.push(Date.now());
    },
  });
  const from = started + warmupSeconds * 1000;
  return { samples: perSecond(okTimes, from, from + measureSeconds * 1000), totals, firstRound };
}

/**
 * Positions per second over HTTP (OsmAnd), counting only 200 answers, which the server gives once the
 * position is stored. Per-second counts after a warm-up; their median is judged as a ratio of the bare-HTTP
 * baseline measured in the same run with the same load generator on the same cores (DESIGN.md: >= 0.6 on
 * PostgreSQL, >= 0.4 on PGlite); positions per second are in the details.
 */
export const ingestThroughput: BenchItem = {
  id: 'ingest-throughput',
  title: `Ingest over HTTP, ${INGEST_LOAD.trackers} trackers, ${INGEST_LOAD.concurrency} connections, of the HTTP baseline`,
  unit: 'of baseline',
  budget: (database) => ({ value: database === 'postgres' ? 0.6 : 0.4, comparison: '>=' }),
  needs: ['http-baseline'],
  async run(ctx) {
    const baseline = ctx.earlier.get('http-baseline');
    if (!baseline || !Number.isFinite(baseline.value))
      throw new Error('the bare-HTTP baseline did not run or failed: ingest is judged as a ratio of it');
    const { samples, totals, firstRound } = await runIngestLoad(ctx);
    const value = median(samples);
    const failures = Object.entries(totals.statuses).filter(([status]) => status !== '200');
    if (firstRound.failed)
      ctx.log(`ingest first round: ${firstRound.failed} failed, e.g. ${firstRound.errors[0]}`);
    if (totals.errors.length) ctx.log(`ingest: ${totals.failed} failed, e.g. ${totals.errors[0]}`);
    return {
      value: tidy(value / baseline.value),
      details: {
        positionsPerSecond: tidy(value),
        baselineRequestsPerSecond: baseline.value,
        minPerSecond: tidy(Math.min(...samples)),
        maxPerSecond: tidy(Math.max(...samples)),
        acknowledged: totals.ok,
        failed: totals.failed,
        failedByStatus: failures.map(([s, n]) => `${s}:${n}`).join(' ') || 'none',
        firstRoundMs: firstRound.elapsedMs,
      },
    };
  },
};
