import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONSUMER_ORIGIN, signIn } from './support.ts';

// a loaded machine builds and answers slowly: wait for conditions, generously
const SLOW = { timeout: 20_000 };

/** Three new SIMs in a row (valid check digits, none the sandbox carrier's test ICCIDs), for Reserve Range. */
const RANGE = { first: '8901555090000000019', last: '8901555090000000035' };

async function openUtilities(page: Page) {
  await page.getByRole('button', { name: /User menu for Olivia Ops/ }).click();
  await page.getByRole('menuitem', { name: 'Utilities' }).click();
  await expect(page).toHaveURL(/\/utility$/, SLOW);
  await expect(page.getByRole('heading', { name: 'Utilities', level: 1 })).toBeVisible(SLOW);
}

/** Filters the page down to one action and answers its card. */
async function onlyAction(page: Page, title: string): Promise<Locator> {
  await page.getByLabel('Filter Actions').fill(title);
  const card = page.getByRole('region', { name: title, exact: true });
  await expect(card).toBeVisible();
  return card;
}

async function chooseAccount(card: Locator, page: Page, search: string, title: string) {
  await card.getByRole('combobox', { name: 'Account' }).fill(search);
  await page.getByRole('option', { name: title }).click();
}

test('an internal admin adds minutes, sees a refusal, and previews and runs a Reserve Range job', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'ops@lodestar.test', { landing: /\/admin$/ });
  await openUtilities(page);

  // the filter keeps only the matching forms
  const minutes = await onlyAction(page, 'Add/Remove Minutes');
  await expect(page.getByRole('region', { name: 'Reserve', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Swap SIM' })).toHaveCount(0);

  // the form is checked before it is sent
  await minutes.getByRole('button', { name: 'Run' }).click();
  await expect(minutes.getByText('This field is required.').first()).toBeVisible();

  // Enter sends it: 30 minutes for the Riveras, and the result says so
  await chooseAccount(minutes, page, 'Rivera', 'Rivera Family');
  const amount = minutes.getByRole('textbox', { name: 'Minutes' });
  await amount.fill('30');
  await amount.press('Enter');
  const result = minutes.getByRole('region', { name: 'Result' });
  await expect(result).toContainText("30 minutes added to Rivera Family's live audio", SLOW);
  await expect(result).toContainText('Live audio minutes');

  // a refusal: removing more than the account has, in the server's words under the form
  await amount.fill('-999999');
  await amount.press('Enter');
  await expect(minutes.getByRole('alert')).toContainText(
    /Rivera Family has only \d+ live audio minutes left/,
    SLOW,
  );

  // Reserve Range: the preview lists what would change, Run queues the job, its progress runs to Done
  const range = await onlyAction(page, 'Reserve Range');
  await range.getByRole('textbox', { name: 'First ICCID' }).fill(RANGE.first);
  await range.getByRole('textbox', { name: 'Last ICCID' }).fill(RANGE.last);
  await chooseAccount(range, page, 'Acme', 'Acme Logistics');
  await range.getByRole('button', { name: 'Preview' }).click();
  const preview = range.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeVisible(SLOW);
  const changes = preview.getByRole('table', { name: 'What would change' });
  await expect(changes.getByRole('row', { name: new RegExp(RANGE.first) })).toBeVisible();
  await expect(changes.getByRole('row', { name: new RegExp(RANGE.last) })).toBeVisible();
  await preview.getByRole('button', { name: 'Run' }).click();

  const job = range.getByRole('region', { name: 'Reserve Range job' });
  await expect(job).toBeVisible(SLOW);
  await expect(job.getByText('Done', { exact: true })).toBeVisible(SLOW);
  await expect(job).toContainText('3 / 3 done · 3 succeeded · 0 failed');
  await expect(job.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // Recent jobs shows it to every admin, also after a reload
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Utilities', level: 1 })).toBeVisible(SLOW);
  const jobs = page.getByRole('table', { name: 'Utility jobs' });
  await expect(jobs.getByRole('row', { name: /Reserve Range.*Olivia Ops.*Done/ }).first()).toBeVisible(SLOW);

  // the same range for the Riveras: each SIM is refused in the preview (in Acme's drawer), nothing to run
  const again = await onlyAction(page, 'Reserve Range');
  await again.getByRole('textbox', { name: 'First ICCID' }).fill(RANGE.first);
  await again.getByRole('textbox', { name: 'Last ICCID' }).fill(RANGE.last);
  await chooseAccount(again, page, 'Rivera', 'Rivera Family');
  await again.getByRole('textbox', { name: 'Last ICCID' }).press('Enter');
  const refused = again.getByRole('region', { name: 'Preview' });
  await expect(refused.getByRole('row', { name: new RegExp(`${RANGE.first}.*Refused`) })).toBeVisible(SLOW);
  await expect(refused).toContainText('3 would be refused');
  await expect(refused.getByRole('button', { name: 'Run' })).toBeDisabled();

  // a range the wrong way round is refused by the server, in its words under the form
  await again.getByRole('textbox', { name: 'First ICCID' }).fill(RANGE.last);
  await again.getByRole('textbox', { name: 'Last ICCID' }).fill(RANGE.first);
  await again.getByRole('button', { name: 'Preview' }).click();
  await expect(again.getByRole('alert')).toContainText(
    'The last ICCID must not come before the first.',
    SLOW,
  );
});

test("on a phone the forms stack; an ICCID is checked as it is typed; a tracker's messages come as a table", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'ops@lodestar.test', { landing: /\/admin$/ });
  await page.goto(`${CONSUMER_ORIGIN}/utility`);
  const provision = page.getByRole('region', { name: 'Provision' });
  const reserve = page.getByRole('region', { name: 'Reserve', exact: true });
  const [first, second] = [await provision.boundingBox(), await reserve.boundingBox()];
  expect(second!.x).toBe(first!.x);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);

  const swap = await onlyAction(page, 'Swap SIM');
  const iccid = swap.getByRole('textbox', { name: 'New SIM ICCID' });
  await iccid.fill('8901555090000000018');
  await expect(swap.getByText("The ICCID's check digit does not match")).toBeVisible();
  await iccid.fill('8901555090000000019');
  await expect(swap.getByText("The ICCID's check digit does not match")).toHaveCount(0);

  // a command to Maria's car (the Status report every model has), then its messages as a table
  const send = await onlyAction(page, 'Send Commands');
  await send.getByRole('combobox', { name: 'Tracker serial' }).fill('LS200001');
  await send.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: /Car Charger/ }).click();
  await send.getByRole('combobox', { name: 'Command', exact: true }).click();
  await page.getByRole('option', { name: 'Status report' }).click();
  await send.getByRole('button', { name: 'Run' }).click();
  await expect(send.getByRole('region', { name: 'Result' })).toContainText(
    /sent to Maria's Car \(LS200001\)/,
    SLOW,
  );

  const messages = await onlyAction(page, 'Get Device Messages');
  const serial = messages.getByRole('combobox', { name: 'Tracker serial' });
  await serial.fill('LS200001');
  await serial.press('Enter');
  const result = messages.getByRole('region', { name: 'Result' });
  await expect(result).toContainText(/Maria's Car \(LS200001\): \d+ messages?, newest first/, SLOW);
  await expect(result.getByRole('table', { name: 'Messages' }).getByRole('row').nth(1)).toBeVisible();
});

test('an account admin has no Utilities link and is told Access Denied', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  await page.getByRole('button', { name: /User menu for Maria Rivera/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Utilities' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`${CONSUMER_ORIGIN}/utility`);
  await expect(page).toHaveURL(/\/403$/, SLOW);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
