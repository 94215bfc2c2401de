import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

/** The names of the rows the virtualised list has in the page (all of them for short lists). */
function rowNames(page: Page) {
  return page.getByTestId('tracker-row').locator('a, span[class*="name"]');
}

/** The "N trackers" count beside select-all. */
async function trackerCount(page: Page): Promise<number> {
  const label = await page.getByText(/^\d+ trackers?$/).innerText();
  return Number(label.split(' ')[0]);
}

test('typing in the search updates ?search=, and a link with ?search= shows only matches', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByPlaceholder('Search Trackers...').fill('Reefer 0');
  await expect(page).toHaveURL(/[?&]search=Reefer\+0/);
  await expect(page.getByText('9 trackers')).toBeVisible();

  await page.goto(`${BUSINESS_ORIGIN}/trackers?search=Van`);
  await expect(page.getByPlaceholder('Search Trackers...')).toHaveValue('Van');
  await expect(rowNames(page).first()).toBeVisible();
  const names = await rowNames(page).allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => name.startsWith('Van '))).toBe(true);
});

test('the battery filter narrows the list to low batteries', async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const total = await trackerCount(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('switch', { name: /Battery at most/ }).check({ force: true });
  const slider = page.getByRole('slider', { name: 'Battery at most' });
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < 49; i++) await slider.press('ArrowRight');
  await expect(page.getByText('Battery at most: 50 %')).toBeVisible();
  await page.keyboard.press('Escape');

  // the list follows after the 500 ms slider debounce and the 200 ms application delay
  await expect
    .poll(() =>
      page
        .getByText(/^\d+ trackers?$|^No results$/)
        .first()
        .innerText(),
    )
    .not.toBe(`${total} trackers`);
  const badges = await page
    .getByTestId('tracker-row')
    .getByLabel(/^Battery \d+%$/)
    .allInnerTexts();
  expect(badges.every((badge) => Number.parseInt(badge, 10) <= 50)).toBe(true);
});

test('auto-refresh On survives a reload', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  const autoRefresh = page.getByRole('switch', { name: /Auto-refresh/ });
  await expect(autoRefresh).not.toBeChecked();
  // the switch says what it does: positions are live either way, On also reloads the list
  await expect(
    page.getByText('Positions update live. The list reloads when you press Refresh'),
  ).toBeVisible();
  await autoRefresh.check({ force: true });
  await expect(page.getByText('Auto-refresh On')).toBeVisible();
  await expect(page.getByText('Positions update live. The list also reloads every 30 s')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Auto-refresh/ })).toBeChecked();
  await expect(page.getByText('Auto-refresh On')).toBeVisible();
});

test('the Groups tab is for business accounts only', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  await expect(page.getByText("Maria's Car")).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Groups' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await expect(page.getByRole('tab', { name: 'All Trackers' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\/groups$/);
});

test('a blocked tracker is listed without a link, a cancelled one links on a business account', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  // demo statuses cycle through the fleet: Truck 15 is blocked, Truck 12 cancelled (show_cancelled_devices is on)
  await page.getByPlaceholder('Search Trackers...').fill('Truck 1');
  await expect(page).toHaveURL(/search=Truck/);
  const blocked = page.getByTestId('tracker-row').filter({ hasText: 'Truck 15' });
  await expect(blocked).toContainText('Blocked');
  await expect(blocked.getByRole('link')).toHaveCount(0);
  const cancelled = page.getByTestId('tracker-row').filter({ hasText: 'Truck 12' });
  await expect(cancelled.getByRole('link', { name: 'Truck 12' })).toBeVisible();

  await page.getByRole('radiogroup', { name: 'List type' }).getByText('Archived').click();
  await expect(page).toHaveURL(/[?&]list=archived/);
  await expect(page).toHaveURL(/search=Truck/);
  const archived = page.getByTestId('tracker-row').filter({ hasText: 'Truck 18' });
  await expect(archived).toContainText('Archived');
  await expect(archived.getByRole('link')).toHaveCount(0);
});

test('a list-type click made while the search still waits for its 300 ms keeps both', async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await expect(page.getByTestId('tracker-row').first()).toBeVisible();
  const search = page.getByPlaceholder('Search Trackers...');
  // typed and clicked in one go, well inside the search's 300 ms debounce
  await search.pressSequentially('Truck 1', { delay: 0 });
  await page.getByRole('radiogroup', { name: 'List type' }).getByText('Archived').click();
  await expect(page).toHaveURL(/[?&]list=archived/);
  await expect(page).toHaveURL(/[?&]search=Truck\+1/);
  await expect(
    page.getByRole('radiogroup', { name: 'List type' }).getByRole('radio', { name: 'Archived' }),
  ).toBeChecked();
  await expect(search).toHaveValue('Truck 1');
  const archived = page.getByTestId('tracker-row').filter({ hasText: 'Truck 18' });
  await expect(archived).toContainText('Archived');
  await expect(page.getByTestId('tracker-row').filter({ hasText: 'Truck 12' })).toHaveCount(0);
});

test('the list CSV holds the header and the trackers', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  await expect(page.getByText("Maria's Car")).toBeVisible();
  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download list (CSV)' }).click();
  const download = await downloading;
  const csv = readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(/name/i);
  expect(rows.some((row) => row.includes("Maria's Car"))).toBe(true);
});
