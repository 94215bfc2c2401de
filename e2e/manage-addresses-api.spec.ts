import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 18 items 4-6: the manage frame's tabs, the Addresses tab, the API tab and its token (decision 0044).

const unique = (what: string) => `${Date.now().toString(36)} ${what}`;

async function openManage(page: Page, tab: 'addresses' | 'api') {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: `/manage/${tab}` });
  await expect(page.getByRole('heading', { name: 'Manage', level: 1 })).toBeVisible();
}

async function acmeAccountId(page: Page): Promise<number> {
  const me = await page.evaluate(async () => (await fetch('/api/me')).json());
  return (me as { data: { accounts: { id: number; title: string }[] } }).data.accounts.find((a) =>
    a.title.startsWith('Acme'),
  )!.id;
}

/** The combobox's shown value: the chosen address's line. */
const shown = (select: Locator) => select.inputValue();

async function addAddress(
  page: Page,
  kind: 'Billing' | 'Shipping',
  fields: { line1: string; city: string; zip: string; state?: string },
  asDefault = true,
) {
  const dialog = page.getByRole('dialog', { name: 'New Address' });
  await expect(dialog.getByRole('tab', { name: kind })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Address', { exact: true }).fill(fields.line1);
  await dialog.getByLabel('City').fill(fields.city);
  if (fields.state) {
    // typed, as one does: into an empty field the first match is chosen with Enter; over a state chosen
    // before, leaving the field with the name typed chooses it
    const state = dialog.getByRole('combobox', { name: 'State' });
    const fresh = (await state.inputValue()) === '';
    await state.clear();
    await state.pressSequentially(fields.state.slice(0, 4));
    await state.press(fresh ? 'Enter' : 'Tab');
    await expect(state).toHaveValue(fields.state);
  }
  await dialog.getByLabel('ZIP Code').fill(fields.zip);
  if (!asDefault) await dialog.getByLabel('Use as default').uncheck();
  // the previous address's toast (3 s) must be gone first, or two toasts say the same and prove nothing
  const added = page.getByText(`New ${kind.toLowerCase()} address added`);
  await expect(added).toHaveCount(0);
  await dialog.getByRole('button', { name: `Add ${kind} Address` }).click();
  await expect(added).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('addresses: add billing and shipping through the dialog, switch the default, delete one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openManage(page, 'addresses');
  const tabs = page.getByRole('navigation', { name: 'Manage sections' });
  await expect(tabs.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link')).toHaveText([
    'Subscriptions',
    'Users',
    'Order History',
    'Addresses',
    'Payment',
    'API',
  ]);
  const billing = page.getByRole('combobox', { name: 'Default Billing Address' });
  const shipping = page.getByRole('combobox', { name: 'Default Shipping Address' });
  await expect(billing).toBeVisible();

  // the dialog opens on the tab of the 'Add New' clicked; empty fields and a short ZIP get the spec's messages
  await page.getByRole('button', { name: 'Add New (Default Billing Address)' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Address' });
  await expect(dialog.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  // no state chosen for the user (issue 26: a Chicago address was saved in Alabama)
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(dialog.getByLabel('Use as default')).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Billing Address' }).click();
  // each message under its own field, none joined
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(
    'line1 is required',
  );
  await expect(dialog.getByLabel('City')).toHaveAccessibleDescription('city is required');
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
    'state is required',
  );
  await expect(dialog.getByLabel('ZIP Code')).toHaveAccessibleDescription('zip is required');
  await expect(dialog.getByText(/is required \|/)).toHaveCount(0);
  await dialog.getByLabel('ZIP Code').fill('627');
  await dialog.getByRole('button', { name: 'Add Billing Address' }).click();
  await expect(dialog.getByText('min 5 chars')).toBeVisible();
  // the mask keeps five digits
  await dialog.getByLabel('ZIP Code').fill('');
  await dialog.getByLabel('ZIP Code').pressSequentially('6a2-70199');
  await expect(dialog.getByLabel('ZIP Code')).toHaveValue('62701');

  // the server's own refusal goes under the fields too: a request that skipped the form's checks (its fields
  // emptied on the way) is answered by the real server, and its per-field errors land on the fields
  const addresses = /\/api\/accounts\/\d+\/addresses$/;
  await page.route(addresses, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...sent, line1: ' ', city: '' }) });
  });
  await dialog.getByLabel('Address', { exact: true }).fill('1 Refused St');
  await dialog.getByLabel('City').fill('Chicago');
  const state = dialog.getByRole('combobox', { name: 'State' });
  await state.pressSequentially('Illi');
  await state.press('Enter');
  await dialog.getByLabel('ZIP Code').fill('60601');
  await dialog.getByRole('button', { name: 'Add Billing Address' }).click();
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(
    'line1 is required',
  );
  await expect(dialog.getByLabel('City')).toHaveAccessibleDescription('city is required');
  await expect(dialog.getByText(/is required \|/)).toHaveCount(0);
  await page.unroute(addresses);

  // a Chicago address, its state typed: saved in IL
  const first = unique('Main St');
  await addAddress(page, 'Billing', { line1: first, city: 'Chicago', zip: '60601', state: 'Illinois' });
  await expect.poll(() => shown(billing)).toContain(`${first}, Chicago, IL 60601`);

  const second = unique('Oak Ave');
  await page.getByRole('button', { name: 'Add New (Default Billing Address)' }).click();
  await addAddress(
    page,
    'Billing',
    { line1: second, city: 'Peoria', zip: '61602', state: 'Illinois' },
    false,
  );
  // not the default: the selector still shows the first
  await expect.poll(() => shown(billing)).toContain(first);

  await page.getByRole('button', { name: 'Add New (Default Shipping Address)' }).click();
  const dock = unique('Dock Rd');
  await addAddress(page, 'Shipping', { line1: dock, city: 'Joliet', zip: '60431', state: 'Illinois' });
  await expect.poll(() => shown(shipping)).toContain(dock);

  // choosing another address makes it the default
  await billing.click();
  await page.getByRole('option', { name: new RegExp(second) }).click();
  await expect(page.getByText('New default address has been set')).toBeVisible();
  await expect.poll(() => shown(billing)).toContain(second);
  await page.reload();
  await expect.poll(() => shown(billing)).toContain(second);

  // delete the chosen one after confirming; the newest left becomes the default
  await page.getByRole('button', { name: 'Delete the default billing address' }).click();
  const confirm = page.getByRole('dialog', { name: /Are you sure you want to delete this address\?/ });
  await expect(confirm.getByText(second)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Address has been deleted')).toBeVisible();
  await expect.poll(() => shown(billing)).toContain(first);
  await billing.click();
  await expect(page.getByRole('option', { name: new RegExp(second) })).toHaveCount(0);
});

test('API tab: Reset shows a token once, Copy copies it, it works as a Bearer token and the old one stops', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BUSINESS_ORIGIN });
  await openManage(page, 'api');
  const accountId = await acmeAccountId(page);
  const field = page.getByRole('textbox', { name: 'API token' });
  await expect(field).toHaveValue(/^•+$/);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();

  const reset = async () => {
    // a second reset starts from the first token shown: wait for a new value, not just an unmasked one
    const before = await field.inputValue();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page
      .getByRole('dialog', { name: /Create a new API token\?/ })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(field).not.toHaveValue(before);
    await expect(field).not.toHaveValue(/•/);
    await expect(page.getByText('Copy the token now')).toBeVisible();
    return field.inputValue();
  };
  const first = await reset();
  expect(first.length).toBeGreaterThanOrEqual(40);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(first);

  const devices = (token: string) =>
    request.get(`${CONSUMER_ORIGIN}/api/accounts/${accountId}/device-list`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const answer = await devices(first);
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

  const second = await reset();
  expect(second).not.toBe(first);
  expect((await devices(first)).status()).toBe(401);
  expect((await devices(second)).status()).toBe(200);
});

test('on a phone the manage tabs are a dropdown that navigates and folds away; the rules screen points to the API', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openManage(page, 'addresses');
  await expect(page.getByRole('navigation', { name: 'Manage sections' })).toBeHidden();
  await page.getByRole('button', { name: 'Manage sections: Addresses' }).click();
  await page.getByRole('menuitem', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/manage\/api$/);
  await expect(page.getByRole('heading', { name: 'API Access' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API' })).toBeHidden();
  await page.getByRole('button', { name: 'Manage sections: API' }).click();
  await page.getByRole('menuitem', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/manage\/orders$/);
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();

  await page.goto(`${BUSINESS_ORIGIN}/rules`);
  await page
    .getByText('Rules can also be managed through the API.')
    .getByRole('link', { name: 'API Access' })
    .click();
  await expect(page).toHaveURL(/\/manage\/api$/);
});
