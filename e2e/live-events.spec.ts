import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Tracker events reach an open tracker details screen over the socket (decision 0040): no reload, no refresh.
// Trucks of their own (Truck NN is serial LS1000NN), so other specs' reports do not mix in.

const SLOW = { timeout: 20_000 };

/** A report as a tracker speaking OsmAnd over HTTP sends it, `secondsAgo` old. */
async function report(
  request: APIRequestContext,
  serial: string,
  secondsAgo: number,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    id: serial,
    lat: '41.8781',
    lon: '-87.6298',
    timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
    accuracy: '5',
    batt: '80',
    ...extra,
  });
  const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(response.status(), await response.text()).toBe(200);
}

const events = (page: Page) =>
  page.getByRole('region', { name: 'Events', exact: true }).getByTestId('tracker-event');

/**
 * Opens the tracker's details as the Acme admin, waits for its events and the live connection, and marks the
 * page so a reload would show.
 */
async function openDetails(page: Page, name: string) {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByPlaceholder('Search Trackers...').fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/trackers\/\d+$/);
  await expect(page.getByRole('region', { name: 'Events', exact: true })).toBeVisible(SLOW);
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
  await page.evaluate(() => ((globalThis as { __notReloaded?: boolean }).__notReloaded = true));
}

/** The newest event's text as shown, or null when the list is empty. */
const newest = async (page: Page) => ((await events(page).count()) ? events(page).first().innerText() : null);

const notReloaded = (page: Page) =>
  page.evaluate(() => (globalThis as { __notReloaded?: boolean }).__notReloaded === true);

test('an SOS report appears in the open Events section without reloading', async ({ page, request }) => {
  const serial = 'LS100006';
  // a calm report first, so the alarm that follows is a new one whatever the seeded history ended with
  await report(request, serial, 60);
  await openDetails(page, 'Truck 06');
  const before = await newest(page);

  await report(request, serial, 0, { alarm: 'sos' });
  await expect.poll(() => newest(page), SLOW).not.toBe(before);
  await expect(events(page).first()).toContainText('SOS');
  expect(await notReloaded(page)).toBe(true);
});

test('entering a demo geofence appears in the open Events section without reloading', async ({
  page,
  request,
}) => {
  const serial = 'LS100007';
  // downtown Chicago, far from Acme's 'Customer: Evanston Market' (600 m around 42.0451, -87.6877)
  await report(request, serial, 60);
  await openDetails(page, 'Truck 07');
  const before = await newest(page);

  await report(request, serial, 0, { lat: '42.0451', lon: '-87.6877' });
  await expect.poll(() => newest(page), SLOW).not.toBe(before);
  await expect(events(page).first()).toContainText('Entered geofence Customer: Evanston Market');
  expect(await notReloaded(page)).toBe(true);
});
