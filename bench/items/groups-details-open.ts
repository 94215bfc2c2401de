import type { Page } from '@playwright/test';
import type { BenchItem } from '../registry.ts';
import { median, runSpread, tidy } from '../stats.ts';
import { signedInBrowser } from './browser-page.ts';
import { createBenchGroup, deleteBenchGroups, fixtureDeviceIds, groupCall } from './groups-bench-group.ts';

const RUNS = 5;
const API_RUNS = 10;

interface ShownHook {
  trackerShown?: number;
}

/**
 * Notes performance.now() the first time the page shows a fixture tracker's name ('Bench BN…'), watched from
 * before the app's scripts run: the moment the group screen's tracker list is on screen.
 */
async function watchForTrackerName(page: Page): Promise<void> {
  // page code as text: the bench is type-checked without the DOM library
  await page.addInitScript({
    // the document, not its root element: this runs before the page has any element
    content: `(() => {
      const hook = (globalThis.__groupsBench = {});
      const observer = new MutationObserver(() => {
        if (!document.body || !document.body.textContent.includes('Bench BN')) return;
        hook.trackerShown = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    })();`,
  });
}

/**
 * Opening a 10,000-tracker group's details screen (/groups/{id}, issue 16 item 5) in Chromium until its tracker
 * list shows: performance.now() in the page, from the navigation's start to the first fixture tracker name on
 * screen. Each run is a fresh page of the signed-in browser. The details also give the call behind it, GET
 * groups/{id}?include=devices,devices.subscription, timed from Node. No budget: reported as a figure.
 */
export const groupsDetailsOpen: BenchItem = {
  id: 'groups-details-open',
  title: 'Open the details screen of a 10,000-tracker group (Chromium)',
  unit: 'ms',
  budget: () => null,
  async run(ctx) {
    const group = await createBenchGroup(ctx, 'Bench group details', fixtureDeviceIds(ctx));
    try {
      const apiTimes: number[] = [];
      for (let i = 0; i < API_RUNS; i++) {
        const answer = await groupCall(
          ctx,
          'GET',
          `/groups/${group.id}?include=devices,devices.subscription`,
        );
        if (answer.status !== 200) throw new Error(`GET group: ${answer.status}`);
        apiTimes.push(answer.ms);
      }
      const { browser, newPage } = await signedInBrowser(ctx);
      const times: number[] = [];
      try {
        for (let run = 0; run < RUNS; run++) {
          const page = await newPage();
          await watchForTrackerName(page);
          await page.goto(`${ctx.apiUrl}/groups/${group.id}`);
          await page
            .waitForFunction(
              () => (globalThis as { __groupsBench?: ShownHook }).__groupsBench?.trackerShown !== undefined,
              undefined,
              { timeout: 60_000, polling: 50 },
            )
            .catch(async (error: Error) => {
              await page.screenshot({ path: '/tmp/groups-details-open-failed.png' });
              throw new Error(
                `${error.message} at ${page.url()} (screenshot /tmp/groups-details-open-failed.png)`,
              );
            });
          times.push(
            await page.evaluate(
              () => (globalThis as { __groupsBench?: ShownHook }).__groupsBench!.trackerShown!,
            ),
          );
          await page.close();
        }
      } finally {
        await browser.close();
      }
      return {
        value: tidy(median(times)),
        details: {
          ...runSpread(times),
          medianGetGroupWithDevices: tidy(median(apiTimes)),
          trackersInGroup: ctx.fixture.serials.length,
        },
      };
    } finally {
      await deleteBenchGroups(ctx, [group.id]);
    }
  },
};
