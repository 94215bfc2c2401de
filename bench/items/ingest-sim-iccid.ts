import type { BenchContext, BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';
import { INGEST_LOAD, runIngestLoad } from './ingest-throughput.ts';

/**
 * A valid-looking ICCID per load tracker (19 digits; the watch does not check the digit, the database decides).
 * Every report of a tracker carries the same one, as a firmware that always sends its SIM does.
 */
const digitsOf = (tracker: number) => `8901555${String(tracker).padStart(12, '0')}`;
const iccidOf = (tracker: number) => `&iccid=${digitsOf(tracker)}`;
/** The same digits under a name no feature reads: stored alike, so only the watch differs. */
const otherExtraOf = (tracker: number) => `&simref=${digitsOf(tracker)}`;

async function measureIngest(ctx: BenchContext, extra?: (tracker: number) => string) {
  const { samples, totals } = await runIngestLoad(ctx, extra);
  if (totals.errors.length) ctx.log(`ingest-sim-iccid: ${totals.failed} failed, e.g. ${totals.errors[0]}`);
  return { perSecond: median(samples), failed: totals.failed };
}

/**
 * Issue 30: the SIM swap watch behind the pipeline (docs/decisions/0070) sees every stored fix; a fix with an
 * `iccid` extra costs a memo lookup, and a database write only when a tracker with a swap in progress reports a
 * new ICCID. Measured as ingest throughput with every report carrying `iccid=` (the worst case: every tracker
 * sends it on every report) to the same load carrying the same digits under a name nothing reads (`simref=`:
 * the stored row is the same size, so the ratio is the watch's alone), in the same run: without, with, without
 * again, the ratio to the mean of the two runs without (a drifting run cancels out). Per-fix features aim at
 * >= 0.9.
 */
export const ingestSimIccid: BenchItem = {
  id: 'ingest-sim-iccid',
  title: `Ingest with the SIM swap watch, every report carrying iccid= (${INGEST_LOAD.trackers} trackers), ratio to an unread extra`,
  unit: 'ratio',
  budget: () => ({ value: 0.9, comparison: '>=' }),
  async run(ctx) {
    // run alone (--only), the server is still warming up: a first load, not counted, so 'before' is not slower
    await measureIngest(ctx, otherExtraOf);
    const before = await measureIngest(ctx, otherExtraOf);
    const withIccid = await measureIngest(ctx, iccidOf);
    const after = await measureIngest(ctx, otherExtraOf);
    const without = (before.perSecond + after.perSecond) / 2;
    return {
      value: tidy(withIccid.perSecond / without),
      details: {
        withoutBeforePerSecond: tidy(before.perSecond),
        withIccidPerSecond: tidy(withIccid.perSecond),
        withoutAfterPerSecond: tidy(after.perSecond),
        failed: before.failed + withIccid.failed + after.failed,
      },
    };
  },
};
