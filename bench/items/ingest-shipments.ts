import type { BenchContext, BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';
import { INGEST_LOAD, runIngestLoad } from './ingest-throughput.ts';
import {
  allowShipments,
  createBenchShipments,
  deleteBenchShipments,
  SHIPMENTS,
  waitUntilBegun,
} from './bench-shipments.ts';

async function measureIngest(ctx: BenchContext) {
  const { samples, totals, firstRound } = await runIngestLoad(ctx);
  if (totals.errors.length) ctx.log(`ingest-shipments: ${totals.failed} failed, e.g. ${totals.errors[0]}`);
  return { perSecond: median(samples), firstRoundMs: firstRound.elapsedMs, failed: totals.failed };
}

/**
 * Issue 19: ingest throughput with 5,000 ongoing shipments on the reporting trackers (two or three per tracker),
 * as a ratio to the same load without shipments in the same run (goal >= 0.9, DESIGN.md: every per-fix feature):
 * without, with (made through the API), and without again (deleted through the API); the ratio is to the mean
 * of the two runs without. Before the run with them, one load round begins them all and the bench waits until
 * none is Not Started (that burst of 5,000 transitions is reported as beginAllSeconds, not measured as ingest).
 */
export const ingestShipments: BenchItem = {
  id: 'ingest-shipments',
  title: `Ingest with ${SHIPMENTS.toLocaleString('en-US')} ongoing shipments on the trackers, ratio to none`,
  unit: 'ratio',
  budget: () => ({ value: 0.9, comparison: '>=' }),
  prepare: allowShipments,
  async run(ctx) {
    const before = await measureIngest(ctx);
    const madeAt = performance.now();
    const ids = await createBenchShipments(ctx, INGEST_LOAD.serials());
    const makeMs = performance.now() - madeAt;
    let withShipments;
    let beginMs: number;
    try {
      // one round of fixes begins them all (a burst of 5,000 transitions), then the steady state is measured
      await runIngestLoad(ctx);
      beginMs = await waitUntilBegun(ctx);
      withShipments = await measureIngest(ctx);
    } finally {
      await deleteBenchShipments(ctx);
    }
    const after = await measureIngest(ctx);
    const without = (before.perSecond + after.perSecond) / 2;
    return {
      value: tidy(withShipments.perSecond / without),
      details: {
        withoutBeforePerSecond: tidy(before.perSecond),
        withPerSecond: tidy(withShipments.perSecond),
        withoutAfterPerSecond: tidy(after.perSecond),
        shipments: ids.length,
        firstRoundWithShipmentsMs: withShipments.firstRoundMs,
        createSeconds: tidy(makeMs / 1000),
        beginAllSeconds: tidy(beginMs! / 1000),
        failed: before.failed + withShipments.failed + after.failed,
      },
    };
  },
};
