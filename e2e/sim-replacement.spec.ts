import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 30 item 2 (spec 3 §2.10, §2.11): Rivera's admin replaces the SIM of the family's Mobile 200 through the
// banner and the wizard, and sees the swap confirmed once the tracker reports with its new SIM (the simulator is
// off in e2e, so the test reports as the tracker would); Acme's admin, with three Car Chargers due, starts on
// 'Select Tracker'; an 'all' member sees the banner without 'Replace Now'; the devices role sees none.

const SLOW = { timeout: 30_000 };

const banner = (page: Page) => page.getByRole('complementary', { name: 'SIM replacement' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Replacing device SIM' });

interface DueTracker {
  id: number;
  name: string;
  serial: string;
  /** where it last reported, [lng, lat] */
  at: [number, number] | null;
}

/** The trackers due a new SIM in the signed-in user's account, asked from the page (its origin and session). */
function dueTrackers(page: Page): Promise<DueTracker[]> {
  return page.evaluate(async () => {
    const ask = async <T>(path: string): Promise<T> => {
      const answer = await fetch(`/api${path}`, { headers: { 'x-lodestar-client': 'web' } });
      return ((await answer.json()) as { data: T }).data;
    };
    const me = await ask<{ accounts: { id: number }[] }>('/me');
    const account = me.accounts[0]!.id;
    const due = await ask<DueTracker[]>(`/accounts/${account}/sim-replacement/devices`);
    const positions = await ask<Record<number, { location: [number, number] } | undefined>>(
      `/accounts/${account}/current-positions`,
    );
    return due.map((t) => ({ ...t, at: positions[t.id]?.location ?? null }));
  });
}

/** The options of a Mantine select's open list. */
async function optionsOf(page: Page, field: Locator): Promise<Locator> {
  const list = await field.getAttribute('aria-controls');
  return page.locator(`[id="${list}"]`).getByRole('option');
}

/** Expects model step `n` of `total` with its title, then presses Next. */
async function nextFrom(page: Page, n: number, total: number, title: string) {
  await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog(page).getByTestId('sim-progress')).toHaveText(`step ${n} / ${total}`);
  await dialog(page).getByRole('button', { name: 'Next' }).click();
}

test('Rivera replaces the Mobile 200 SIM and the tracker confirms it by reporting', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'maria@rivera.test', { next: '/manage/subscriptions' });
  await expect(banner(page)).toContainText('A new SIM is ready for 1 tracker', SLOW);
  const [tracker] = await dueTrackers(page);

  await banner(page).getByRole('button', { name: 'Replace Now' }).click();
  // one tracker due: no 'Select Tracker', straight on step 1 of the Mobile 200's 9
  await expect(dialog(page)).toBeVisible(SLOW);
  await expect(dialog(page).getByTestId('sim-tracker-name')).toHaveText(tracker!.name);
  await expect(dialog(page).getByRole('link', { name: 'Need help? Contact us!' })).toBeVisible();
  await nextFrom(page, 1, 9, 'What you need');
  await nextFrom(page, 2, 9, 'Remove the magnet and the six screws');
  await nextFrom(page, 3, 9, 'Locate the metal SIM door');
  // Back and forth by keyboard
  await dialog(page).getByRole('button', { name: 'Back' }).press('Enter');
  await nextFrom(page, 3, 9, 'Locate the metal SIM door');
  await nextFrom(page, 4, 9, 'Slide the door to eject the SIM');

  // step 5: the SIM is found by the last 4 digits printed on it; Next waits for the choice
  await expect(dialog(page).getByTestId('sim-progress')).toHaveText('step 5 / 9');
  await expect(dialog(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  const iccidBox = dialog(page).getByRole('combobox', { name: 'Select SIM by ICCID' });
  await iccidBox.click();
  const options = await optionsOf(page, iccidBox);
  await expect(options).toHaveCount(2);
  const iccid = (await options.first().innerText()).trim();
  await iccidBox.fill(iccid.slice(-4));
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(iccidBox).toHaveValue(iccid);
  await nextFrom(page, 5, 9, 'Pick the ICCID');
  await nextFrom(page, 6, 9, 'Insert the new SIM');
  await nextFrom(page, 7, 9, 'Close the SIM door');

  // Swap SIM loads for its 3 s, then the swap is under way until the tracker reports
  await expect(dialog(page).getByTestId('sim-progress')).toHaveText('step 8 / 9');
  await dialog(page).getByRole('button', { name: 'Swap SIM' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Swapping in progress' })).toBeVisible(SLOW);
  await expect(dialog(page).getByTestId('sim-progress')).toHaveText('step 9 / 9');
  await expect(dialog(page).getByText(/We're swapping your SIM/)).toBeVisible();

  // the tracker reports with its new SIM (the OsmAnd extra iccid=), where it was: no geofence sees it move
  const [lon, lat] = tracker!.at ?? [-74.0324, 40.744];
  const query = new URLSearchParams({
    id: tracker!.serial,
    lat: String(lat),
    lon: String(lon),
    timestamp: String(Math.floor(Date.now() / 1000)),
    iccid,
  });
  const reported = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(reported.status(), await reported.text()).toBe(200);

  await expect(dialog(page).getByText('Your SIM has been successfully swapped!')).toBeVisible(SLOW);
  await expect(dialog(page).getByText('We have added 2 free audio hours to your account.')).toBeVisible();
  // one SIM is left in the drawer but no tracker is due: nothing to replace next
  await expect(banner(page)).toHaveCount(0, SLOW);
  await dialog(page).getByRole('button', { name: 'Okay' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test("Acme's admin chooses which of the trackers due to start with, on a phone too", async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/subscriptions' });
  await expect(banner(page)).toContainText('A new SIM is ready for 3 trackers', SLOW);
  const due = await dueTrackers(page);
  await page.setViewportSize({ width: 390, height: 844 });

  await banner(page).getByRole('button', { name: 'Replace Now' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Select Tracker' })).toBeVisible(SLOW);
  await expect(dialog(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  // full screen on a phone, and the tracker chosen by keyboard
  const box = await dialog(page).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(385);
  const trackerBox = dialog(page).getByRole('combobox', { name: 'Select Tracker' });
  await trackerBox.focus();
  await page.keyboard.press('ArrowDown');
  await expect(await optionsOf(page, trackerBox)).toHaveCount(due.length);
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  // a Car Charger: 8 steps
  await expect(dialog(page).getByTestId('sim-progress')).toHaveText('step 1 / 8');
  await expect(dialog(page).getByRole('heading', { name: 'What you need' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Back' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Select Tracker' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

test("an 'all' member sees the banner without Replace Now; the devices role sees none", async ({ page }) => {
  await signIn(page, 'dispatch@acme.test', { origin: BUSINESS_ORIGIN, next: '/alerts' });
  await expect(banner(page)).toContainText('A new SIM is ready for 3 trackers', SLOW);
  await expect(banner(page)).toContainText('An administrator of this account can replace them.');
  await expect(banner(page).getByRole('button')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'driver@acme.test', { origin: BUSINESS_ORIGIN, next: '/alerts' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
