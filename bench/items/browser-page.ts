import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { BenchContext } from '../registry.ts';
import { ROOT } from '../server-process.ts';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium-launch.ts';

/** The e2e suite's Chromium settings: software rendering, nothing in the background. */
const LAUNCH = CHROMIUM_LAUNCH;

/** The map's fields of `window.__lodestar` (apps/web/src/map/map-debug.ts, api/debug-hooks.ts). */
export interface PageHooks {
  map?: unknown;
  firstTrackersRender?: number;
  mapLoaded?: number;
  trackersDataSet?: number;
  firstTrackersCount?: number;
  mapRenders?: number;
  live?: { connected: boolean; received: number; flushes: number };
}

/**
 * A Chromium signed in as the fixture's admin through the login form, as a user would. The built web app is
 * needed (the server serves apps/web/dist), so a missing build fails the item with the command to run.
 */
export async function signedInBrowser(
  ctx: BenchContext,
): Promise<{ browser: Browser; newPage(): Promise<Page> }> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('the web app is not built: run npm run build:web first');
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${ctx.apiUrl}/login`);
    await page.getByLabel('Email').fill(ctx.fixture.email);
    await page.getByLabel('Password').fill(ctx.fixture.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/trackers/, { timeout: 30_000 });
    await page.close();
    return { browser, newPage: () => context.newPage() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Opens /trackers and waits until the map has drawn the clustered trackers; returns the page's hook values. */
export async function openTrackers(page: Page, apiUrl: string, expected: number): Promise<PageHooks> {
  await page.goto(`${apiUrl}/trackers`);
  await page.waitForFunction(
    (count) => ((globalThis as { __lodestar?: PageHooks }).__lodestar?.firstTrackersCount ?? 0) >= count,
    expected,
    { timeout: 60_000, polling: 50 },
  );
  // numbers only: the hook also holds the map, which Playwright would serialise whole
  return page.evaluate(() => {
    const hooks = (globalThis as { __lodestar?: PageHooks }).__lodestar ?? {};
    const { firstTrackersRender, firstTrackersCount, mapRenders, mapLoaded, trackersDataSet } = hooks;
    return { firstTrackersRender, firstTrackersCount, mapRenders, mapLoaded, trackersDataSet };
  });
}
