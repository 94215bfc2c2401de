import type { Page } from '@playwright/test';
import type { BenchItem } from '../registry.ts';
import { median, runSpread, tidy } from '../stats.ts';
import { positionEveryTracker } from './browser-first-render.ts';
import { openTrackers, signedInBrowser } from './browser-page.ts';

const RUNS = 5;

/** The base map's fields of `window.__lodestar` (apps/web/src/map/map-debug.ts). */
interface BaseMapHooks {
  firstTrackersRender?: number;
  baseLandShown?: number;
  baseLandDrawn?: number;
  baseMapDrawn?: number;
  zoom?: number;
}

/** Waits until the bundled base map is wholly drawn and returns the page's times (numbers only). */
async function baseMapTimes(page: Page): Promise<BaseMapHooks> {
  await page.waitForFunction(
    () => (globalThis as { __lodestar?: BaseMapHooks }).__lodestar?.baseMapDrawn !== undefined,
    null,
    { timeout: 120_000, polling: 50 },
  );
  return page.evaluate(() => {
    const hooks =
      (globalThis as { __lodestar?: BaseMapHooks & { map?: { getZoom(): number } } }).__lodestar ?? {};
    const { firstTrackersRender, baseLandShown, baseLandDrawn, baseMapDrawn } = hooks;
    return { firstTrackersRender, baseLandShown, baseLandDrawn, baseMapDrawn, zoom: hooks.map?.getZoom() };
  });
}

/**
 * Issue 26 item 13: on a busy machine the base map was drawn about 15 s after the tracker list. Opening /trackers
 * with the 10,000-tracker fixture, the time from the trackers' first clustered render to the bundled base map
 * fully drawn at the start zoom: land, lakes, country borders, state and county lines and place names all loaded
 * and the map idle (DESIGN.md: < 1 s after the trackers). Each run is a fresh page in the signed-in browser
 * (assets from its HTTP cache).
 */
export const browserBaseMap: BenchItem = {
  id: 'browser-base-map',
  title: 'Base map fully drawn after the trackers on /trackers, start zoom (Chromium)',
  unit: 'ms',
  budget: () => ({ value: 1000, comparison: '<' }),
  async run(ctx) {
    await positionEveryTracker(ctx);
    const { browser, newPage } = await signedInBrowser(ctx);
    try {
      const afterTrackers: number[] = [];
      const fromOpen: number[] = [];
      const landShown: number[] = [];
      const landDrawn: number[] = [];
      let zoom = Number.NaN;
      for (let run = 0; run < RUNS; run++) {
        const page = await newPage();
        await openTrackers(page, ctx.apiUrl, ctx.fixture.serials.length);
        const times = await baseMapTimes(page);
        const trackers = times.firstTrackersRender ?? Number.NaN;
        afterTrackers.push((times.baseMapDrawn ?? Number.NaN) - trackers);
        fromOpen.push(times.baseMapDrawn ?? Number.NaN);
        landShown.push((times.baseLandShown ?? Number.NaN) - trackers);
        landDrawn.push((times.baseLandDrawn ?? Number.NaN) - trackers);
        zoom = times.zoom ?? Number.NaN;
        await page.close();
      }
      return {
        value: tidy(median(afterTrackers)),
        details: {
          ...runSpread(afterTrackers),
          // where the time goes, each after the trackers' render: land handed to the map, land drawn, all drawn
          medianLandShownAfterTrackers: tidy(median(landShown)),
          medianLandDrawnAfterTrackers: tidy(median(landDrawn)),
          medianFullyDrawnFromOpen: tidy(median(fromOpen)),
          startZoom: tidy(zoom),
        },
      };
    } finally {
      await browser.close();
    }
  },
};
