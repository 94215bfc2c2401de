import type { BenchContext, BenchItem } from '../registry.ts';
import { median, percentile, tidy } from '../stats.ts';
import { signedInBrowser } from './browser-page.ts';

const GEOFENCES = 10_000;
const RUNS = 5;
/** Geofence writes in flight at once while the 10,000 are made and removed. */
const WRITERS = 8;
const M_PER_DEG = 111_195;

/** The geofence map's fields of `window.__lodestar` (apps/web/src/map/layers/geofences-layer.tsx). */
interface GeofenceHooks {
  mapLoaded?: number;
  geofencesDataSet?: number;
  geofencesDrawn?: number;
  geofencesDrawnCount?: number;
}

/** A small deterministic generator, so every run draws the same geofences. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * 10,000 geofences over the continental US (an account with sites in every metro): half circles of 100-1,500 m,
 * half star-shaped polygons of 20-200 corners (one corner per angle step, so none crosses itself).
 */
function mapGeofences() {
  const next = random(38);
  return Array.from({ length: GEOFENCES }, (_, i) => {
    const lat = 30 + next() * 17;
    const lng = -122 + next() * 50;
    const size = 100 + next() * 1_400;
    const name = `Map bench geofence ${i + 1}`;
    if (i % 2 === 0) return { name, address: 'Bench', shape: { type: 'circle', lat, lng, radius: size } };
    const corners = 20 + Math.floor(next() * 181);
    const ring: [number, number][] = [];
    for (let c = 0; c < corners; c++) {
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

/**
 * Issue 17 item 7: opening /geofences with 10,000 geofences in the account (half polygons of 20-200 corners)
 * until the map has drawn them, measured in the page: performance.now() at the map's first 'idle' after the
 * geofence sources were added holding every geofence (it counts from the navigation's start, so it includes
 * the list's download). Each run is a fresh page in the signed-in browser; the geofences are made through the
 * API first and deleted again afterwards.
 */
export const browserGeofencesDraw: BenchItem = {
  id: 'browser-geofences-draw',
  title: `Geofence map drawn on /geofences, ${GEOFENCES.toLocaleString('en-US')} geofences (Chromium)`,
  unit: 'ms',
  budget: () => ({ value: 2000, comparison: '<' }),
  async run(ctx) {
    const madeAt = performance.now();
    const ids = await inParallel(
      mapGeofences(),
      async (g) => (await call(ctx, 'POST', '/geofences', g)).data.id,
    );
    const makeMs = performance.now() - madeAt;
    const { browser, newPage } = await signedInBrowser(ctx);
    try {
      const times: number[] = [];
      const mapLoaded: number[] = [];
      const dataSet: number[] = [];
      let count = 0;
      for (let run = 0; run < RUNS; run++) {
        const page = await newPage();
        await page.goto(`${ctx.apiUrl}/geofences`);
        await page.waitForFunction(
          (expected) =>
            ((globalThis as { __lodestar?: GeofenceHooks }).__lodestar?.geofencesDrawnCount ?? 0) >= expected,
          GEOFENCES,
          { timeout: 120_000, polling: 50 },
        );
        const hooks = await page.evaluate(() => {
          const { mapLoaded, geofencesDataSet, geofencesDrawn, geofencesDrawnCount } =
            (globalThis as { __lodestar?: GeofenceHooks }).__lodestar ?? {};
          return { mapLoaded, geofencesDataSet, geofencesDrawn, geofencesDrawnCount };
        });
        times.push(hooks.geofencesDrawn ?? Number.NaN);
        mapLoaded.push(hooks.mapLoaded ?? Number.NaN);
        dataSet.push(hooks.geofencesDataSet ?? Number.NaN);
        count = hooks.geofencesDrawnCount ?? 0;
        await page.close();
      }
      return {
        value: tidy(median(times)),
        details: {
          runs: RUNS,
          firstRun: tidy(times[0]!),
          p95: tidy(percentile(times, 95)),
          max: tidy(Math.max(...times)),
          geofencesDrawn: count,
          // where the time goes: map started, the list arrived and went into the map, then tiled and drawn
          medianMapLoaded: tidy(median(mapLoaded)),
          medianGeofencesDataSet: tidy(median(dataSet)),
          makeGeofencesMs: tidy(makeMs),
        },
      };
    } finally {
      await browser.close();
      await inParallel(ids, (id) => call(ctx, 'DELETE', `/geofences/${id}`));
    }
  },
};
