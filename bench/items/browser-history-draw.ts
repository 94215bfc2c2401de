import { historyFixtureOf, storeHistoryFixture } from '../fixtures/history-fixture.ts';
import type { BenchItem } from '../registry.ts';
import { median, runSpread, tidy } from '../stats.ts';
import { signedInBrowser, type PageHooks } from './browser-page.ts';

const RUNS = 5;

/** The history fields of `window.__lodestar` (apps/web/src/map/map-debug.ts). */
interface HistoryHooks extends PageHooks {
  mapLoaded?: number;
  historyPathDataSet?: number;
  historyPathDrawn?: number;
  historyPathFullDrawn?: number;
  historyPathCount?: number;
}

/**
 * Opening a tracker's details with 90 days of one-minute history (about 130,000 fixes) until the map has drawn
 * its path (DESIGN.md budget < 2 s), measured in the page: performance.now() at the first frame that shows the
 * path, counted from the navigation's start, so it holds the screen's start, the positions download, building
 * the path and MapLibre's tiling. A path this long is drawn first as a preview simplified to half a pixel at the
 * view's zoom (what MapLibre's tiling keeps at that zoom anyway), then with every fix for zooming in: the time
 * the full path was drawn is in the details. Each run is a fresh page in the signed-in browser; the first,
 * colder run is in the details.
 */
export const browserHistoryDraw: BenchItem = {
  id: 'browser-history-draw',
  title: 'Tracker history path drawn, 90 days of 1-minute fixes (Chromium)',
  unit: 'ms',
  budget: () => ({ value: 2000, comparison: '<' }),
  prepare: async (database, fixture) => void (await storeHistoryFixture(database, fixture)),
  async run(ctx) {
    const history = historyFixtureOf(ctx.fixture);
    const address =
      `${ctx.apiUrl}/trackers/${history.deviceId}` +
      `?date_from=${encodeURIComponent(history.from)}&date_to=${encodeURIComponent(history.to)}`;
    const { browser, newPage } = await signedInBrowser(ctx);
    try {
      const drawn: number[] = [];
      const fullDrawn: number[] = [];
      const dataSet: number[] = [];
      const requested: number[] = [];
      const firstByte: number[] = [];
      const downloaded: number[] = [];
      const mapLoaded: number[] = [];
      let count = 0;
      for (let run = 0; run < RUNS; run++) {
        const page = await newPage();
        await page.goto(address);
        await page.waitForFunction(
          (points) =>
            ((globalThis as { __lodestar?: HistoryHooks }).__lodestar?.historyPathCount ?? 0) >= points,
          history.points,
          { timeout: 180_000, polling: 50 },
        );
        // numbers only: the hook also holds the map, which Playwright would serialise whole
        const hooks = await page.evaluate(() => {
          const { historyPathDrawn, historyPathFullDrawn, historyPathDataSet, historyPathCount, mapLoaded } =
            (globalThis as { __lodestar?: HistoryHooks }).__lodestar ?? {};
          const download = performance
            .getEntriesByType('resource')
            .find((e) => /\/devices\/\d+\/positions\?/.test(e.name)) as
            { requestStart: number; responseStart: number; responseEnd: number } | undefined;
          return {
            historyPathDrawn,
            historyPathFullDrawn,
            historyPathDataSet,
            historyPathCount,
            mapLoaded,
            requestStart: download?.requestStart,
            responseStart: download?.responseStart,
            responseEnd: download?.responseEnd,
          };
        });
        drawn.push(hooks.historyPathDrawn ?? Number.NaN);
        fullDrawn.push(hooks.historyPathFullDrawn ?? Number.NaN);
        dataSet.push(hooks.historyPathDataSet ?? Number.NaN);
        requested.push(hooks.requestStart ?? Number.NaN);
        firstByte.push(hooks.responseStart ?? Number.NaN);
        downloaded.push(hooks.responseEnd ?? Number.NaN);
        mapLoaded.push(hooks.mapLoaded ?? Number.NaN);
        count = hooks.historyPathCount ?? 0;
        await page.close();
      }
      return {
        value: tidy(median(drawn)),
        details: {
          ...runSpread(drawn),
          fixesDrawn: count,
          // where the time goes: path asked for, first byte, all arrived, path handed to the map, drawn
          medianPositionsRequested: tidy(median(requested)),
          medianPositionsFirstByte: tidy(median(firstByte)),
          medianPositionsDownloaded: tidy(median(downloaded)),
          medianPathDataSet: tidy(median(dataSet)),
          // every fix in the map's tiles, for zooming in: the preview is drawn first (apps/web/src/map/path-preview.ts)
          medianFullPathDrawn: tidy(median(fullDrawn)),
          // MapLibre's style loaded: the path cannot be drawn before it, whatever the download does
          medianMapLoaded: tidy(median(mapLoaded)),
        },
      };
    } finally {
      await browser.close();
    }
  },
};
