import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// A tamper alarm reported over OsmAnd counts on the navigation's Alerts badge, is listed at the top of Recent
// Alerts, and opening /alerts clears the badge. Van 10 (LS100030, active) is no other spec's tracker.

const SLOW = { timeout: 20_000 };
const SERIAL = 'LS100030';
const NAME = 'Van 10';

/** A report as a tracker speaking OsmAnd over HTTP sends it, `secondsAgo` old. */
async function report(request: APIRequestContext, secondsAgo: number, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    id: SERIAL,
    lat: '41.8781',
    lon: '-87.6298',
    timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
    batt: '80',
    ...extra,
  });
  const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(response.status(), await response.text()).toBe(200);
}

const badge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByTestId('alerts-unread-badge');
const alerts = (page: Page) => page.getByRole('list', { name: 'Alerts' }).getByTestId('recent-alert');

async function waitForLiveConnection(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            (globalThis as { __lodestar?: { live?: { connected: boolean } } }).__lodestar?.live?.connected,
        ),
      SLOW,
    )
    .toBe(true);
}

test('a tamper alarm counts on the Alerts badge, tops Recent Alerts, and opening them clears the badge', async ({
  page,
  request,
}) => {
  // a calm report first, so the alarm that follows is a new one whatever the seeded history ended with
  await report(request, 60);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });

  // looking at Recent Alerts marks everything so far as seen
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { name: 'Recent Alerts' })).toBeVisible(SLOW);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trackers' }).click();
  await expect(page).toHaveURL(/\/trackers$/);
  await expect(badge(page)).toHaveCount(0);
  await waitForLiveConnection(page);

  await report(request, 0, { alarm: 'tamper' });
  await expect(badge(page)).toHaveText('1', SLOW);
  await expect(badge(page)).toHaveAccessibleName('1 unread alerts');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  const top = alerts(page).first();
  await expect(top).toContainText(NAME, SLOW);
  await expect(top).toContainText('Tamper alert');
  await expect(top.getByRole('link', { name: NAME })).toHaveAttribute('href', /\/trackers\/\d+$/);
  await expect(badge(page)).toHaveCount(0);

  // seen: leaving /alerts does not bring the badge back
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trackers' }).click();
  await expect(page).toHaveURL(/\/trackers$/);
  await expect(page.getByPlaceholder('Search Trackers...')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test('a new alert appears at the top of the open Recent Alerts without reloading', async ({
  page,
  request,
}) => {
  await report(request, 60);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Recent Alerts' })).toBeVisible(SLOW);
  await waitForLiveConnection(page);
  await page.evaluate(() => ((globalThis as { __notReloaded?: boolean }).__notReloaded = true));

  await report(request, 0, { alarm: 'sos' });
  const top = alerts(page).first();
  await expect(top).toContainText('SOS alarm', SLOW);
  await expect(top).toContainText(NAME);
  await expect(badge(page)).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { __notReloaded?: boolean }).__notReloaded === true)).toBe(
    true,
  );
});
