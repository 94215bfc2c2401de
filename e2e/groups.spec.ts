import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 16 item 2: the group list, group details and the three-step group wizard (spec 1 §2.7, decision 0034).

const SLOW = { timeout: 20_000 };

/** A group name no other spec or earlier run uses. */
const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}`;

async function openGroups(page: Page, email = 'admin@acme.test', by: 'tab' | 'address' = 'tab') {
  if (by === 'tab') {
    await signIn(page, email, { origin: BUSINESS_ORIGIN });
    await page.getByRole('tab', { name: 'Groups' }).click();
  } else await signIn(page, email, { origin: BUSINESS_ORIGIN, next: '/groups' });
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByPlaceholder('Search Groups...')).toBeVisible(SLOW);
}

function progressOf(dialog: Locator) {
  return dialog.getByRole('progressbar');
}

/** The number in the wizard's 'N tracker(s) will be added' line. */
async function chosenCount(dialog: Locator): Promise<number> {
  const text = await dialog.getByTestId('wizard-count').innerText();
  return Number(/^(\d+) tracker\(s\) will be added$/.exec(text.trim())?.[1] ?? NaN);
}

/** Searches the wizard's tracker list and waits until every row shown matches. */
async function searchWizard(dialog: Locator, term: string) {
  await dialog.getByLabel('Search trackers').fill(term);
  await expect
    .poll(async () => {
      const names = await dialog.getByTestId('wizard-tracker').allInnerTexts();
      return names.length > 0 && names.every((n) => n.toLowerCase().includes(term.toLowerCase()));
    }, SLOW)
    .toBe(true);
}

/** The total of the wizard's paged list, from its 'from–to of total' line. */
async function wizardTotal(dialog: Locator): Promise<number> {
  const line = await dialog.getByText(/^\d+–\d+ of \d+$/).innerText();
  return Number(line.split(' of ')[1]);
}

test('a manager creates, fills, trims, renames and deletes a group with the wizard', async ({ page }) => {
  test.setTimeout(150_000);
  const name = uniqueName('Cold and trucks');
  await openGroups(page);

  // step 1: the name; closing with a name typed asks first
  await page.getByRole('button', { name: 'New Tracker Group' }).click();
  let wizard = page.getByRole('dialog', { name: 'New Tracker Group' });
  await expect(wizard.getByRole('heading', { name: 'Name your group' })).toBeVisible();
  await expect(progressOf(wizard)).toHaveAttribute('aria-valuenow', '33');
  await expect(wizard.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await wizard.getByLabel('Group Name').fill(name);
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard all changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(wizard.getByLabel('Group Name')).toHaveValue(name);
  await wizard.getByRole('button', { name: 'Continue' }).click();

  // step 2: searched and paged on the server, 10 a page
  await expect(wizard.getByRole('heading', { name: 'Add trackers', exact: true })).toBeVisible();
  await expect(progressOf(wizard)).toHaveAttribute('aria-valuenow', '66');
  await expect(wizard.getByRole('button', { name: 'Skip Adding' })).toBeVisible();
  await wizard.getByLabel('Search trackers').fill('no-such-tracker-xyz');
  await expect(wizard.getByText('No trackers found: no-such-tracker-xyz')).toBeVisible(SLOW);
  await searchWizard(wizard, 'Reefer');
  await wizard.getByRole('checkbox', { name: 'Select Reefer 01' }).check();
  await expect.poll(() => chosenCount(wizard)).toBe(1);
  await expect(wizard.getByRole('button', { name: 'Add & Verify' })).toBeVisible();

  // 'Select searched results' takes every truck, not only the ten on the page
  await searchWizard(wizard, 'Truck');
  await expect(wizard.getByTestId('wizard-tracker')).toHaveCount(10);
  const trucks = await wizardTotal(wizard);
  expect(trucks).toBeGreaterThan(10);
  await wizard.getByRole('button', { name: 'Select searched results' }).click();
  await expect.poll(() => chosenCount(wizard), SLOW).toBe(1 + trucks);
  await wizard.getByRole('button', { name: 'Add & Verify' }).click();

  // step 3: the review in delete mode
  await expect(wizard.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(progressOf(wizard)).toHaveAttribute('aria-valuenow', '100');
  await expect(wizard.getByTestId('wizard-chosen')).toHaveCount(10);
  await wizard.getByRole('button', { name: 'Remove Reefer 01' }).click();
  await expect.poll(() => chosenCount(wizard)).toBe(trucks);
  await wizard.getByRole('button', { name: 'Edit List' }).click();
  await expect(wizard.getByRole('heading', { name: 'Add trackers', exact: true })).toBeVisible();
  await wizard.getByRole('button', { name: 'Add & Verify' }).click();
  await wizard.getByRole('button', { name: 'Save Group' }).click();
  await expect(page.getByText(`${name} has been created`)).toBeVisible(SLOW);
  await expect(wizard).toBeHidden();

  // the list shows it with its count, found by the server-side search
  await page.getByPlaceholder('Search Groups...').fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByTestId('group-row').filter({ hasText: name });
  await expect(row).toHaveCount(1, SLOW);
  await expect(row.getByTestId('group-tracker-count')).toHaveText(`${trucks} trackers`);

  // details: remove one tracker after the question
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/groups\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible(SLOW);
  await expect(page.getByTestId('group-tracker').first()).toBeVisible(SLOW);
  const first = page.getByTestId('group-tracker').first();
  const removedName = (await first.getByRole('checkbox').getAttribute('aria-label'))!.replace('Select ', '');
  await first.getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const question = page.getByRole('dialog', {
    name: 'Are you sure you want to remove this tracker from this group?',
  });
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Successfully removed!')).toBeVisible(SLOW);
  await expect(page.getByText(`${trucks - 1} trackers`, { exact: true })).toBeVisible(SLOW);
  await expect(page.getByTestId('group-tracker').filter({ hasText: removedName })).toHaveCount(0);

  // add mode: the name step is skipped, the members cannot be chosen again
  await page.getByRole('button', { name: 'Add Trackers / Edit Group' }).click();
  await page.getByRole('menuitem', { name: 'Add Trackers' }).click();
  wizard = page.getByRole('dialog', { name: `Add Trackers: ${name}` });
  await expect(wizard.getByRole('heading', { name: 'Add trackers', exact: true })).toBeVisible(SLOW);
  await expect(progressOf(wizard)).toHaveAttribute('aria-valuenow', '66');
  await expect(wizard.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await searchWizard(wizard, 'Van');
  await wizard.getByRole('button', { name: 'Select all' }).click();
  const vans = await chosenCount(wizard);
  expect(vans).toBeGreaterThan(0);
  await wizard.getByRole('button', { name: 'Add & Verify' }).click();
  await wizard.getByRole('button', { name: 'Save Group' }).click();
  await expect(page.getByText(`${name} has been updated`)).toBeVisible(SLOW);
  await expect(page.getByText(`${trucks - 1 + vans} trackers`, { exact: true })).toBeVisible(SLOW);

  // swap mode: the name is editable and the group's trackers start chosen
  const renamed = `${name} renamed`;
  await page.getByRole('button', { name: 'Add Trackers / Edit Group' }).click();
  await page.getByRole('menuitem', { name: 'Edit Group' }).click();
  wizard = page.getByRole('dialog', { name: `Edit Group: ${name}` });
  await expect(wizard.getByLabel('Group Name')).toHaveValue(name, SLOW);
  await wizard.getByLabel('Group Name').fill(renamed);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => chosenCount(wizard)).toBe(trucks - 1 + vans);
  await wizard.getByRole('button', { name: 'Add & Verify' }).click();
  await wizard.getByRole('button', { name: 'Save Group' }).click();
  await expect(page.getByText(`${renamed} has been updated`)).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible(SLOW);

  // delete: back to the list, the group gone
  await page.getByRole('button', { name: 'Add Trackers / Edit Group' }).click();
  await page.getByRole('menuitem', { name: 'Delete Group' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete this group?' })
    .getByRole('button', { name: 'Delete Group' })
    .click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/groups$/);
  await page.getByPlaceholder('Search Groups...').fill(renamed);
  await expect(page.getByText(`No groups found: ${renamed}`)).toBeVisible(SLOW);
});

test('a group can be saved blank and deleted from the list menu', async ({ page }) => {
  const name = uniqueName('Blank');
  await openGroups(page);
  await page.getByRole('button', { name: 'New Tracker Group' }).click();
  const wizard = page.getByRole('dialog', { name: 'New Tracker Group' });
  await wizard.getByLabel('Group Name').fill(name);
  await wizard.getByLabel('Group Name').press('Enter');
  await wizard.getByRole('button', { name: 'Skip Adding' }).click();
  await expect(wizard.getByText('There are no items')).toBeVisible();
  await expect(wizard.getByText('Table is empty')).toBeVisible();
  await wizard.getByRole('button', { name: 'Save Blank' }).click();
  await expect(page.getByText(`${name} has been created`)).toBeVisible(SLOW);

  await page.getByPlaceholder('Search Groups...').fill(name);
  // the search reaches the address 100 ms after typing; a click before that would race it
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByTestId('group-row').filter({ hasText: name });
  await expect(row.getByTestId('group-tracker-count')).toHaveText('0 trackers', SLOW);
  await row.getByRole('link', { name }).click();
  await expect(page.getByText('There are no trackers')).toBeVisible(SLOW);
  await page.getByRole('link', { name: 'Back to groups' }).click();
  await expect(page).toHaveURL(/\/groups$/);

  await page.getByPlaceholder('Search Groups...').fill(name);
  // by keyboard: the row's menu opens with Enter and its items answer Enter
  await page.getByRole('button', { name: `Actions for ${name}` }).press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete this group?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible(SLOW);
  await expect(page.getByText(`No groups found: ${name}`)).toBeVisible(SLOW);
});

test('the group screens work at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // the tracker list opens on its map on phones, so the group list is opened by its address
  await openGroups(page, 'admin@acme.test', 'address');
  await expect(page.getByRole('tab', { name: 'All Trackers' })).toBeVisible();
  await expect(page.getByTestId('group-row').first()).toBeVisible(SLOW);
  // page code as text: the e2e specs are type-checked without the DOM library
  const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByTestId('group-row').first().getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Back to groups' })).toBeVisible(SLOW);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Back to groups' }).click();
  await page.getByRole('button', { name: 'New Tracker Group' }).click();
  const wizard = page.getByRole('dialog', { name: 'New Tracker Group' });
  await wizard.getByLabel('Group Name').fill('Phone check');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByTestId('wizard-tracker').first()).toBeVisible(SLOW);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('wizard-phone.png') });
  await wizard.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Discard all changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(wizard).toBeHidden();
});

test('a user with specific trackers sees the groups but cannot manage them', async ({ page }) => {
  await openGroups(page, 'driver@acme.test');
  await expect(page.getByTestId('group-row').first()).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'New Tracker Group' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await page.getByTestId('group-row').first().getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Back to groups' })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Add Trackers / Edit Group' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('a consumer account is sent from the group screens to the tracker list', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  for (const path of ['/groups', '/groups/1']) {
    await page.goto(`${CONSUMER_ORIGIN}${path}`);
    await expect(page, `${path} should redirect`).toHaveURL(/\/trackers$/);
  }
  await expect(page.getByRole('tab', { name: 'Groups' })).toHaveCount(0);
});
