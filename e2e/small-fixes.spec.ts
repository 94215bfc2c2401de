import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 15 item 5: the small things that each cost a user's trust (decision 0032).

/** Opens a tracker's details from the Acme list through its search. */
async function openTracker(page: Page, name: string) {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByPlaceholder('Search Trackers...').fill(name);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/trackers\/\d+/);
  await expect(page.getByRole('region', { name: 'Info', exact: true })).toBeVisible({ timeout: 20_000 });
}

test('the favicon is fetched once per page load and then kept by the browser', async ({ page, request }) => {
  // Chromium asks for the favicon again on every in-app address change, and the header's mark shows it too;
  // what matters is how many of those reach the server rather than the browser's cache
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fetched: string[] = [];
  let asked = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('-favicon.svg')) asked += 1;
  });
  cdp.on('Network.responseReceived', (event) => {
    const { url, fromDiskCache, status } = event.response;
    if (url.includes('-favicon.svg') && !fromDiskCache) fetched.push(`${status} ${url}`);
  });

  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByPlaceholder('Search Trackers...').fill('Truck');
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole('link', { name: 'Truck 01', exact: true }).first().click();
  await expect(page.getByRole('region', { name: 'Info', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/trackers/);
  await expect.poll(() => asked).toBeGreaterThan(1);
  expect(fetched).toHaveLength(1);

  // the server lets the browser keep it: a week's lifetime, not a revalidation on every use
  const answer = await request.get(`${CONSUMER_ORIGIN}/brand/consumer-favicon.svg`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('max-age=604800');
});

test('a signed-out visit to the login page leaves the console clean, and /me keeps its 401', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const meCalls: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/me') meCalls.push(r.status());
  });

  await page.goto(`${CONSUMER_ORIGIN}/trackers`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(meCalls).toEqual([]);

  // the contract is unchanged: /me without a session is a 401 in the API's error shape
  const me = await request.get(`${CONSUMER_ORIGIN}/api/me`);
  expect(me.status()).toBe(401);
  // and signing in from that page still finds the session
  await page.getByLabel('Email').fill('maria@rivera.test');
  await page.getByLabel('Password').fill('lodestar-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/trackers$/);
  await expect(page.getByText("Maria's Car").first()).toBeVisible();
});

test('a download says it is being prepared, then that it is done; a failure says so', async ({ page }) => {
  await openTracker(page, 'Truck 01');
  const stops = page.getByRole('button', { name: 'Download stops' });

  // hold the file back until the working state has been seen
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/stops\?.*download=1/, async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await stops.click();
  await expect(page.getByText('Preparing your download…')).toBeVisible();
  await expect(stops).toBeDisabled();
  release();
  const download = await downloading;
  await expect(page.getByText(`Downloaded ${download.suggestedFilename()}`)).toBeVisible();
  await expect(page.getByText('Preparing your download…')).toHaveCount(0);
  await expect(stops).toBeEnabled();

  await page.unroute(/\/stops\?.*download=1/);
  await page.route(/\/stops\?.*download=1/, (route) =>
    route.fulfill({ status: 503, json: { message: 'The database is not available right now' } }),
  );
  await stops.click();
  await expect(page.getByText('The database is not available right now')).toBeVisible();
});

test("the command form's error goes once the history period changes", async ({ page }) => {
  await openTracker(page, 'Truck 08');
  const commands = page.getByRole('region', { name: 'Commands', exact: true });
  await commands.getByRole('button', { name: 'Send command' }).click();
  await expect(commands.getByText('Please select a command to send')).toBeVisible();

  await page.getByRole('button', { name: /^History:/ }).click();
  await page.getByText('Yesterday', { exact: true }).click();
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/date_from=.*date_to=/);
  await expect(commands.getByText('Please select a command to send')).toHaveCount(0);

  // and a new attempt's error goes as soon as the form is changed
  await commands.getByRole('button', { name: 'Send command' }).click();
  await expect(commands.getByText('Please select a command to send')).toBeVisible();
  await commands.getByLabel('Command', { exact: true }).click();
  await page.getByRole('option', { name: 'Set report interval' }).click();
  await expect(commands.getByText('Please select a command to send')).toHaveCount(0);
});

test('on a phone the map legend is folded away and opens from its button, also by keyboard', async ({
  page,
}) => {
  await openTracker(page, 'Truck 01');
  // a phone opening the tracker's address
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const toggle = page.getByRole('button', { name: 'Legend', exact: true });
  await expect(toggle).toBeVisible({ timeout: 20_000 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('list', { name: 'Legend' })).toHaveCount(0);

  await toggle.focus();
  await page.keyboard.press('Enter');
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend).toBeVisible();
  await expect(legend).toContainText('Connected');
  const hide = page.getByRole('button', { name: 'Hide legend' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await hide.press('Space');
  await expect(legend).toHaveCount(0);

  // a wide screen shows it open
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('list', { name: 'Legend' })).toBeVisible();
});

for (const [path, heading] of [
  // the shipment, order and report pages have the spec's own words (spec 1 §8, spec 2 §2, spec 3 §2.6)
  ['/shipments/track/x', 'This track Nº does not exist'],
  ['/approve-order/x', 'Not found'],
  ['/reports/view/x', 'This report does not exist'],
] as const) {
  test(`an unknown public link ${path} says it was not found, with the brand and a way home`, async ({
    page,
  }) => {
    await page.goto(`${CONSUMER_ORIGIN}${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lodestar Family' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
}

test("the selection's position download covers the History period; without one it says 'current'", async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await expect(page.getByRole('button', { name: /^History:/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Truck 01' }).check();
  await page.getByRole('checkbox', { name: 'Select Truck 02' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download positions', exact: true }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const rows = csv.trim().split(/\r?\n/).slice(1);
  // two trackers, and many more rows than two: their history in the period, not one current row each
  expect(rows.length).toBeGreaterThan(2);
  expect(rows.every((row) => row.includes('Truck 01') || row.includes('Truck 02'))).toBe(true);
  await expect(page.getByText(`Downloaded ${download.suggestedFilename()}`)).toBeVisible();

  // a History period longer than the report allows says so instead of downloading
  const to = new Date();
  const from = new Date(to.getTime() - 120 * 86_400_000);
  await page.evaluate(
    (range) => localStorage.setItem('lodestar.trackers.controlsRange', JSON.stringify(range)),
    { from: from.toISOString(), to: to.toISOString() },
  );
  await page.reload();
  await page.getByRole('checkbox', { name: 'Select Truck 01' }).check();
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Download positions', exact: true }).click();
  await expect(page.getByText('Controls data can only be downloaded for 90 day periods.')).toBeVisible();
  expect(downloads).toBe(0);

  // an account without the History period names what it gives
  const consumer = await page.context().browser()!.newPage();
  await signIn(consumer, 'maria@rivera.test');
  await consumer.getByRole('checkbox', { name: "Select Maria's Car" }).check();
  await expect(consumer.getByRole('button', { name: 'Download current positions' })).toBeVisible();
  await consumer.close();
});

test('the devices role gets one Access Denied page for every screen it may not open, and no link to them', async ({
  page,
}) => {
  await signIn(page, 'driver@acme.test', { origin: BUSINESS_ORIGIN });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }),
  ).toHaveCount(0);
  // rules name the whole account's trackers and contacts (decision 0050); the manage area, the internal admin
  // views and geofence changes are for other roles: each is refused the same way, not by a silent redirect
  for (const path of ['/rules', '/rules/create', '/manage/users', '/admin', '/geofences/create']) {
    await page.goto(`${BUSINESS_ORIGIN}${path}`);
    await expect(page, path).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
  }
});

test('the skip link hides without a trace until focused; the logo link has a name', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // unfocused it lies wholly above the page and casts no shadow (a grey smudge at every page's top left)
  const hidden = await skip.evaluate((el) => ({
    bottom: el.getBoundingClientRect().bottom,
    shadow: el.ownerDocument.defaultView?.getComputedStyle(el).boxShadow,
  }));
  expect(hidden.bottom).toBeLessThanOrEqual(0);
  expect(hidden.shadow).toBe('none');
  await skip.focus();
  await expect.poll(() => skip.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('link', { name: 'Lodestar Family: Trackers' })).toBeVisible();
});
