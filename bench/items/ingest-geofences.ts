import { loadSpecs, reportAt, TrackerLife } from '@lodestar/simulator';
import type { BenchContext, BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';
import {
  benchGeofence,
  createBenchGeofences,
  deleteBenchGeofences,
  GEOFENCES,
  offsetDegrees,
  random,
} from './bench-geofences.ts';
import { INGEST_LOAD, runIngestLoad } from './ingest-throughput.ts';

/**
 * 10,000 geofences where the load's trackers are: each is centred near a point of one tracker's simulated day
 * (the places it parks at and the roads it drives), half circles of 100-1,500 m, half star-shaped polygons of
 * 20-200 corners and 150-1,500 m. One in 50 sits within 300 m of such a point, the others within 25 km: the
 * 2,000 load trackers share a few dozen depots, so this puts a typical fix inside about four geofences and near
 * a few more (a fix inside a hundred, as when every geofence hugged a depot, is not a real account).
 */
function benchGeofences(serials: string[]) {
  const lives = loadSpecs(serials, 'vl501').map((spec) => new TrackerLife(spec));
  const next = random(17);
  const now = Date.now();
  return Array.from({ length: GEOFENCES }, (_, i) => {
    const life = lives[i % lives.length]!;
    const at = reportAt(life, now - Math.floor(next() * 86_400_000));
    const spread = i % 50 === 0 ? 600 : 50_000;
    const [, lat] = offsetDegrees(at.lat, at.lon, 0, (next() - 0.5) * spread);
    const [lng] = offsetDegrees(lat, at.lon, (next() - 0.5) * spread, 0);
    return benchGeofence(i, `Bench geofence ${i + 1}`, lat, lng, next);
  });
}

/** Positions per second as the ingest item measures them; a first round (not counted) warms the server up. */
async function measureIngest(ctx: BenchContext) {
  const { samples, totals, firstRound } = await runIngestLoad(ctx);
  if (totals.errors.length) ctx.log(`ingest-geofences: ${totals.failed} failed, e.g. ${totals.errors[0]}`);
  return { perSecond: median(samples), firstRoundMs: firstRound.elapsedMs, failed: totals.failed };
}

/**
 * Issue 17: ingest throughput with 10,000 geofences (half polygons of 20-200 corners) in the reporting trackers'
 * account, as a ratio to the same load without geofences in the same run (goal >= 0.9): measured without, with
 * (made through the API), and without again (deleted through the API); the ratio is to the mean of the two runs
 * without. The first round after making them includes building the account's index (one read of 10,000
 * shapes), and is not counted.
 */
export const ingestGeofences: BenchItem = {
  id: 'ingest-geofences',
  title: `Ingest with ${GEOFENCES.toLocaleString('en-US')} geofences in the account, ratio to none`,
  unit: 'ratio',
  budget: () => ({ value: 0.9, comparison: '>=' }),
  async run(ctx) {
    // without, with, and without again after the geofences are gone: the mean of the two runs without cancels
    // the drift of a run (a growing positions table, a busier machine) from the ratio
    const before = await measureIngest(ctx);
    const shapes = benchGeofences(INGEST_LOAD.serials());
    const madeAt = performance.now();
    const ids = await createBenchGeofences(ctx, shapes);
    const makeMs = performance.now() - madeAt;
    let withGeofences;
    let listMs: number | undefined;
    try {
      withGeofences = await measureIngest(ctx);
      // what the geofence map asks for: every geofence in one call
      const listedAt = performance.now();
      const list = await fetch(
        `${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}/geofences?per_page=${GEOFENCES}`,
        {
          headers: { authorization: `Bearer ${ctx.token}` },
        },
      );
      const listed = (await list.json()) as { data: unknown[] };
      listMs = performance.now() - listedAt;
      if (listed.data.length !== GEOFENCES)
        ctx.log(`ingest-geofences: the list had ${listed.data.length} geofences`);
    } finally {
      await deleteBenchGeofences(ctx, ids);
    }
    const after = await measureIngest(ctx);
    const without = (before.perSecond + after.perSecond) / 2;
    return {
      value: tidy(withGeofences.perSecond / without),
      details: {
        withoutBeforePerSecond: tidy(before.perSecond),
        withPerSecond: tidy(withGeofences.perSecond),
        withoutAfterPerSecond: tidy(after.perSecond),
        geofences: ids.length,
        polygons: shapes.filter((s) => s.shape.type === 'polygon').length,
        firstRoundWithIndexMs: withGeofences.firstRoundMs,
        createSeconds: tidy(makeMs / 1000),
        listAllMs: tidy(listMs),
        failed: before.failed + withGeofences.failed + after.failed,
      },
    };
  },
};
