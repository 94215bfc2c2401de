import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

// Issue 20 item 4: the rule list, the builder (create and edit) and delete (spec 2 §2 Rules, §3 Rule, §8).

const SLOW = { timeout: 20_000 };
const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}`;

/** Picks an option of a Mantine select (a combobox named by its label) inside `scope`. */
async function choose(page: Page, scope: Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: field })).toHaveValue(option);
}

test('a rule with two conditions and an e-mail action is created, listed, edited and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Depot arrivals');
  const renamed = `${name} (renamed)`;
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });

  // the list: its title, the API hint for an account with API access, New Rule
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible(SLOW);
  await expect(page.getByText('Rules can also be managed through the API.')).toBeVisible();
  await page.getByRole('link', { name: 'New Rule' }).click();
  await expect(page).toHaveURL(/\/rules\/create$/);
  await expect(page.getByRole('heading', { name: 'Create New Rule' })).toBeVisible(SLOW);

  // an empty save names what is missing under the fields
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Choose a geofence')).toBeVisible();
  await expect(page.getByText('Enter at least one e-mail address')).toBeVisible();

  await page.getByRole('textbox', { name: 'Rule name' }).fill(name);
  // condition 1: entering the depot (the first condition has no and/or)
  const first = page.getByRole('group', { name: 'Condition 1' });
  await expect(first.getByRole('combobox', { name: 'Operator' })).toHaveCount(0);
  await choose(page, first, 'Type', 'Geofence');
  await choose(page, first, 'Geofence', 'Cicero Depot');
  await expect(first.getByRole('checkbox', { name: 'Enters' })).toBeChecked();
  // condition 2: and the tracker's name contains 'Truck'
  await page.getByRole('button', { name: 'Add condition' }).click();
  const second = page.getByRole('group', { name: 'Condition 2' });
  await expect(second.getByRole('combobox', { name: 'Operator' })).toHaveValue('and');
  await choose(page, second, 'Type', 'Tracker name');
  await second.getByRole('textbox', { name: 'Tracker name contains' }).fill('Truck');
  // the action: an e-mail to two addresses, comma-separated, in the user's time zone
  const action = page.getByRole('group', { name: 'Action 1' });
  await expect(action.getByRole('combobox', { name: 'Action' })).toHaveValue('Send e-mail');
  await action.getByRole('textbox', { name: 'E-mail addresses' }).fill('ops@acme.test, night@acme.test');
  await action.getByRole('textbox', { name: 'Subject' }).fill('{tracker_name} is at the depot');
  await action.getByRole('textbox', { name: 'Body' }).fill('{tracker_name} entered {geofence} at {time}.');
  if ((await action.getByRole('combobox', { name: 'Time zone' }).inputValue()) === '')
    await choose(page, action, 'Time zone', 'America/Chicago');
  await page.getByRole('button', { name: 'Save' }).click();

  // saved: the edit screen with the rule as saved, its webhook secret and no runs yet
  await expect(page.getByText(`Rule "${name}" has been saved successfully`)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/rules\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Rule' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rule name' })).toHaveValue(name);
  await expect(page.getByRole('group', { name: 'Condition 2' }).getByRole('textbox')).toHaveValue('Truck');
  await expect(
    page.getByRole('group', { name: 'Action 1' }).getByRole('textbox', { name: 'E-mail addresses' }),
  ).toHaveValue('ops@acme.test, night@acme.test');
  await expect(page.getByText(/^whsec_/)).toBeVisible();
  await expect(page.getByText('This rule has not run yet')).toBeVisible();

  // the list shows it; its row opens it
  await page.getByRole('link', { name: '← All Rules' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible(SLOW);
  await row.click();
  await expect(page.getByRole('heading', { name: 'Edit Rule' })).toBeVisible(SLOW);

  // edit: rename it, switch the second condition to 'or', save
  await page.getByRole('textbox', { name: 'Rule name' }).fill(renamed);
  await choose(page, page.getByRole('group', { name: 'Condition 2' }), 'Operator', 'or');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Rule "${renamed}" has been saved successfully`)).toBeVisible(SLOW);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Rule name' })).toHaveValue(renamed, SLOW);
  await expect(
    page.getByRole('group', { name: 'Condition 2' }).getByRole('combobox', { name: 'Operator' }),
  ).toHaveValue('or');

  // delete, confirmed: the warning toast, back on the list without it
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Delete ${renamed}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Rule "${renamed}" has been deleted`)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
});
