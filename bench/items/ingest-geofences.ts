import { loadSpecs, reportAt, TrackerLife } from '@lodestar/simulator';
import { benchLoad, perSecond } from '../load.ts';
import type { BenchContext, BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';
import { INGEST_LOAD } from './ingest-throughput.ts';

const GEOFENCES = 10_000;
/** Geofence writes in flight at once while the 10,000 are made and removed. */
const WRITERS = 8;
const M_PER_DEG = 111_195;

/** A small deterministic generator, so every run draws the same geofences. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

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
    const lat = at.lat + ((next() - 0.5) * spread) / M_PER_DEG;
    const lng = at.lon + ((next() - 0.5) * spread) / (M_PER_DEG * Math.cos((lat * Math.PI) / 180));
    const size = 100 + next() * 1_400;
    const name = `Bench geofence ${i + 1}`;
    if (i % 2 === 0) return { name, address: 'Bench', shape: { type: 'circle', lat, lng, radius: size } };
    const corners = 20 + Math.floor(next() * 181);
    const ring: [number, number][] = [];
    for (let c = 0; c < corners; c++) {
      // one corner per angle step, at its own distance: a star-shaped outline never crosses itself
      const angle = (2 * Math.PI * c) / corners;
      const r = Math.max(150, size * (0.6 + 0.4 * next()));
      ring.push([
        lng + (r * Math.cos(angle)) / (M_PER_DEG * Math.cos((lat * Math.PI) / 180)),
        lat + (r * Math.sin(angle)) / M_PER_DEG,
      ]);
    }
    ring.push(ring[0]!);
    return {
      name,
      address: 'Bench',
      shape: { type: 'polygon', geo_json: { type: 'Polygon', coordinates: [ring] } },
    };
  });
}

async function call(ctx: BenchContext, method: 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: { id: number } };
}

/** Runs `work` over the items, WRITERS at a time. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

/** Positions per second as the ingest item measures them; a first round (not counted) warms the server up. */
async function measureIngest(ctx: BenchContext) {
  const { warmupSeconds, measureSeconds } = INGEST_LOAD;
  const firstRound = await benchLoad({
    url: ctx.osmandUrl,
    serials: INGEST_LOAD.serials(),
    concurrency: INGEST_LOAD.concurrency,
    intervalSeconds: 0,
    rounds: 1,
  });
  const okTimes: number[] = [];
  const started = Date.now();
  const totals = await benchLoad({
    url: ctx.osmandUrl,
    serials: INGEST_LOAD.serials(),
    concurrency: INGEST_LOAD.concurrency,
    intervalSeconds: 0,
    durationSeconds: warmupSeconds + measureSeconds,
    onResult: (_tracker, result) => {
      if (result.status === 200) okTimes.push(Date.now());
    },
  });
  if (totals.errors.length) ctx.log(`ingest-geofences: ${totals.failed} failed, e.g. ${totals.errors[0]}`);
  const from = started + warmupSeconds * 1000;
  return {
    perSecond: median(perSecond(okTimes, from, from + measureSeconds * 1000)),
    firstRoundMs: firstRound.elapsedMs,
    failed: totals.failed,
  };
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
    const ids = await inParallel(
      shapes,
      async (body) => (await call(ctx, 'POST', '/geofences', body)).data.id,
    );
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
      await inParallel(ids, (id) => call(ctx, 'DELETE', `/geofences/${id}`));
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
