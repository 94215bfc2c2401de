import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// The dwell dashboard (issue 28 item 2, spec 2 §2 Dashboards): the table coloured by share of allowance, a row
// opened to its trackers, an allowance edited in place, a letter refused, a geofence deleted meanwhile.

const SLOW = { timeout: 30_000 };
const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}`;
// Truck 09: an active Acme tracker the test moves into its own geofence (OsmAnd over HTTP, as a device does)
const TRUCK = 'LS100009';
const YARD = { lat: 39.0997, lng: -94.5786 };

/** A call from inside the signed-in page (its cookie and origin), with the client header writes need. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(`/api${p}`, {
        method: m,
        // a JSON type without a body is refused (400), so the type goes only with one
        headers: {
          'x-lodestar-client': 'web',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as { data?: unknown }) : null };
    },
    [method, path, body] as const,
  );
}

async function reportAt(request: import('@playwright/test').APIRequestContext, lat: number, at: number) {
  const query = new URLSearchParams({
    id: TRUCK,
    lat: String(lat),
    lon: String(YARD.lng),
    timestamp: String(Math.floor(at / 1000)),
    accuracy: '5',
  });
  expect((await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`)).status()).toBe(200);
}

test('the dwell dashboard: colours, trackers, inline allowance, a letter, a geofence gone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // /dashboards goes on to the dwell dashboard
  await signIn(page, 'admin@acme.test', {
    origin: BUSINESS_ORIGIN,
    next: '/dashboards',
    landing: /\/dashboards\/dwell$/,
  });
  await expect(page).toHaveTitle(/^Dashboards \| Dwell/);
  await expect(page.getByRole('link', { name: 'New Geofence' })).toBeVisible();
  await page.getByRole('button', { name: 'How it works?' }).click();
  const help = page.getByRole('dialog', { name: 'How it works?' });
  await expect(help.getByText(/A visit is the time a tracker spends inside a geofence/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // a geofence of its own, with no allowance yet, and Truck 09 arriving in it
  const name = uniqueName('Dwell Yard');
  const me = await api(page, 'GET', '/me');
  const accountId = (me.body!.data as { accounts: { id: number }[] }).accounts[0]!.id;
  const created = await api(page, 'POST', `/accounts/${accountId}/geofences`, {
    name,
    address: 'Kansas City, MO',
    shape: { type: 'circle', ...YARD, radius: 300 },
  });
  expect(created.status).toBe(201);
  const id = (created.body!.data as { id: number }).id;
  const now = Date.now();
  await reportAt(request, YARD.lat + 0.2, now - 60_000);
  await reportAt(request, YARD.lat, now);

  const search = page.getByRole('textbox', { name: 'Search geofences' });
  const row = page.locator('tr[data-dwell-colour]').filter({ hasText: name });
  // the search finds it; without an allowance it is white (spec 2 §9)
  await search.fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(async () => {
    // a fresh fix inside each time: detection takes the geofence into its index on the account's next fix;
    // a reload asks the server again (the same search's answer is cached while it is fresh)
    await reportAt(request, YARD.lat, Date.now());
    await page.reload();
    await expect(row.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toHaveAttribute('data-dwell-colour', 'white');

  // the row opens from the keyboard to its trackers
  await page.getByRole('button', { name: `Show trackers in ${name}` }).focus();
  await page.keyboard.press('Enter');
  const trackers = page.getByRole('table', { name: `Trackers in ${name}` });
  await expect(trackers.getByRole('cell', { name: /^Truck 09/ })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: `Hide trackers in ${name}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // an allowance typed in place: a minute's visit against 5 days is well under 75%, so the row turns green
  const allowance = page.getByRole('textbox', { name: `Allowable Dwell Days of ${name}` });
  await allowance.fill('5');
  await allowance.press('Enter');
  await expect(row).toHaveAttribute('data-dwell-colour', 'green', SLOW);
  const saved = await api(page, 'GET', `/accounts/${accountId}/geofences/${id}`);
  expect((saved.body!.data as { allowable_dwell_days: number }).allowable_dwell_days).toBe(5);

  // a letter is not sent
  await allowance.fill('x');
  await allowance.press('Enter');
  await expect(page.getByText('Please enter a number')).toBeVisible();
  await allowance.press('Escape');
  await expect(allowance).toHaveValue('5');

  // the geofence is deleted elsewhere (a direct API call); the next edit says so and keeps the old value
  expect((await api(page, 'DELETE', `/accounts/${accountId}/geofences/${id}`)).status).toBeLessThan(300);
  await allowance.fill('7');
  await allowance.press('Enter');
  await expect(page.getByText('Sorry, this geofence no longer exists')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/dashboards\/dwell(\?.*)?$/);
  // the table is read again without it
  await expect(row).toHaveCount(0, SLOW);
});

test('an account without the dashboards setting is sent to the tracker list', async ({ page }) => {
  await signIn(page, 'maria@rivera.test', { next: '/dashboards/dwell', landing: /\/trackers$/ });
  await page.goto(`${CONSUMER_ORIGIN}/dashboards/analytics`);
  await expect(page).toHaveURL(/\/trackers$/);
});
