import type { Page } from '@playwright/test';
import { fleetIdentifiers } from '@lodestar/simulator';
import { FIXTURE_PREFIX } from '../fixture.ts';
import { benchLoad } from '../load.ts';
import type { BenchItem } from '../registry.ts';
import { tidy } from '../stats.ts';
import { openTrackers, signedInBrowser, type PageHooks } from './browser-page.ts';

const RATE = 1000;
const SECONDS = 10;

/**
 * Records long tasks and frame gaps in the page (PerformanceObserver and requestAnimationFrame). A string, not a
 * function: tsx would wrap a function's inner closures in its own `__name` helper, which the page lacks.
 */
const RECORDING = `(() => {
  const record = { longTasks: [], gaps: [], stop: false };
  window.__benchResponsiveness = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  let last = performance.now();
  const frame = (now) => {
    record.gaps.push(now - last);
    last = now;
    if (!record.stop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

/**
 * The map has drawn its land and has nothing left to load. A function without inner closures (see RECORDING), not
 * a string: Playwright polls a string predicate through eval, which the app's Content-Security-Policy refuses.
 */
function mapSettled(): boolean {
  type SettlingMap = {
    getSource(id: string): unknown;
    querySourceFeatures(source: string, options: { sourceLayer: string }): unknown[];
    loaded(): boolean;
  };
  const map = (globalThis as { __lodestar?: { map?: SettlingMap } }).__lodestar?.map;
  if (!map?.loaded()) return false;
  // the bundled base map's land (apps/web/src/map/layers/offline-base-map.ts)
  const source = 'offline-base-map';
  return (
    Boolean(map.getSource(source)) && map.querySourceFeatures(source, { sourceLayer: 'land' }).length > 0
  );
}

function startRecording(page: Page) {
  return page.evaluate(RECORDING);
}

function stopRecording(page: Page) {
  return page.evaluate(() => {
    const g = globalThis as unknown as {
      __benchResponsiveness: { longTasks: number[]; gaps: number[]; stop: boolean };
    };
    g.__benchResponsiveness.stop = true;
    const { longTasks, gaps } = g.__benchResponsiveness;
    const hooks = (globalThis as { __lodestar?: PageHooks }).__lodestar;
    return { longTasks, gaps, mapRenders: hooks?.mapRenders ?? 0, live: hooks?.live };
  });
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? NaN;

/**
 * The tracker screen with 10,000 trackers while 1,000 positions/s arrive for 10 s (every fixture tracker
 * reporting every 10 s over OsmAnd). Measured in the page: the p95 gap between animation frames (headline; 16.7
 * ms is a smooth 60 fps), total long-task time, and React renders of the map per position received, which
 * must stay far below one since live updates are batched (LIVE_UPDATES.flushInterval).
 */
export const browserLiveUpdates: BenchItem = {
  id: 'browser-live-updates',
  title: 'Tracker screen responsiveness at 1,000 positions/s, 10,000 trackers (Chromium)',
  unit: 'ms p95 frame gap',
  budget: () => null,
  async run(ctx) {
    const { browser, newPage } = await signedInBrowser(ctx);
    try {
      const page = await newPage();
      await openTrackers(page, ctx.apiUrl, ctx.fixture.serials.length);
      await page.waitForFunction(
        () => (globalThis as { __lodestar?: PageHooks }).__lodestar?.live?.connected === true,
      );
      // the page has settled (the base map's land drawn too), so the window holds live updates, not the tail
      // of the first load
      await page.waitForFunction(mapSettled, undefined, { timeout: 30_000, polling: 100 });
      const before = await page.evaluate(() => {
        const hooks = (globalThis as { __lodestar?: PageHooks }).__lodestar;
        return {
          mapRenders: hooks?.mapRenders ?? 0,
          received: hooks?.live?.received ?? 0,
          flushes: hooks?.live?.flushes ?? 0,
        };
      });
      await startRecording(page);
      const totals = await benchLoad({
        url: ctx.osmandUrl,
        serials: fleetIdentifiers(FIXTURE_PREFIX, ctx.fixture.serials.length),
        concurrency: 256,
        intervalSeconds: ctx.fixture.serials.length / RATE,
        durationSeconds: SECONDS,
      });
      // let the last batches reach the screen
      await page.waitForTimeout(1000);
      const after = await stopRecording(page);
      await page.close();
      const received = (after.live?.received ?? 0) - before.received;
      const renders = after.mapRenders - before.mapRenders;
      return {
        value: tidy(p95(after.gaps)),
        details: {
          sentPerSecond: tidy(totals.ok / SECONDS),
          receivedByPage: received,
          cacheFlushes: (after.live?.flushes ?? 0) - before.flushes,
          mapRenders: renders,
          rendersPerPosition: received ? tidy(renders / received) : 'n/a',
          longTaskTotalMs: tidy(after.longTasks.reduce((a, b) => a + b, 0)),
          longTasks: after.longTasks.length,
          maxFrameGap: tidy(Math.max(...after.gaps)),
          frames: after.gaps.length,
        },
      };
    } finally {
      await browser.close();
    }
  },
};
