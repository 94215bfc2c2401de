import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Demo trackers follow the seed's order: Truck NN is serial LS1000NN. Truck 03 is pending (never shipped, so no
// positions and no events); the reefers carry the chilled-goods SLA of 32-46.4 °F and 60-95 %.
const SERIALS: Record<string, string> = { 'Truck 04': 'LS100004', 'Truck 08': 'LS100008' };

/** Reports as a tracker speaking the OsmAnd protocol does; answers the body, which carries a queued command. */
async function report(request: APIRequestContext, serial: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    id: serial,
    lat: '41.8781',
    lon: '-87.6298',
    timestamp: String(Math.floor(Date.now() / 1000)),
    batt: '80',
    ...extra,
  });
  const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.text();
}

/** Signs in as the Acme admin and opens a tracker from the list through its search. */
async function openFromList(page: Page, name: string) {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByPlaceholder('Search Trackers...').fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/trackers\/\d+$/);
  await expect(section(page, 'Info')).toBeVisible();
}

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

test('opening a tracker from the list shows its sections, and the back link keeps the search', async ({
  page,
}) => {
  await openFromList(page, 'Reefer 01');
  const info = section(page, 'Info');
  await expect(info.getByText('Reefer 01', { exact: true })).toBeVisible();
  await expect(info.getByText('LS100045')).toBeVisible();
  await expect(info.getByText('Cold Chain 300')).toBeVisible();
  // phone +15551000045 shown without +1
  await expect(info.getByText('(555) 100-0045')).toBeVisible();
  await expect(info.getByTestId('info-temperature')).toHaveText(/°F$/);
  for (const title of [
    'Temperature and Humidity SLAs',
    'Notes',
    'Subscription',
    'Commands',
    'Events',
    'Access',
  ])
    await expect(section(page, title)).toBeVisible();
  await expect(section(page, 'Subscription').getByTestId('subscription-status')).toHaveText('Active');

  await page.getByRole('link', { name: 'Back to trackers' }).click();
  await expect(page).toHaveURL(/\/trackers\?search=Reefer\+01$/);
  await expect(page.getByPlaceholder('Search Trackers...')).toHaveValue('Reefer 01');
});

test('a renamed tracker keeps its new name after a reload, and an empty name cannot be saved', async ({
  page,
}) => {
  await openFromList(page, 'Truck 10');
  const notes = section(page, 'Notes');
  const name = notes.getByLabel('Tracker name');
  const newName = `Truck 10 spare ${Date.now() % 100_000}`;

  await name.fill('  ');
  await notes.getByLabel('Note').fill('Kept at the north depot');
  await expect(notes.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  await name.fill(newName);
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Saved successfully!')).toBeVisible();

  await page.reload();
  await expect(section(page, 'Info').getByText(newName, { exact: true })).toBeVisible();
  await expect(section(page, 'Notes').getByLabel('Tracker name')).toHaveValue(newName);
  await expect(section(page, 'Notes').getByLabel('Note')).toHaveValue('Kept at the north depot');
});

test('an SLA typed in Fahrenheit is saved and shown back in Fahrenheit; a blank field turns it off', async ({
  page,
}) => {
  await openFromList(page, 'Reefer 02');
  const slas = section(page, 'Temperature and Humidity SLAs');
  await expect(slas.getByLabel('Max temperature (°F)')).toHaveValue('46.4 °F');
  await slas.getByLabel('Max temperature (°F)').fill('50');
  await slas.getByLabel('Min humidity (%)').fill('');
  await slas.getByRole('button', { name: 'Save SLAs' }).click();
  await expect(page.getByText('Temperature and humidity SLAs updated')).toBeVisible();

  await page.reload();
  const reloaded = section(page, 'Temperature and Humidity SLAs');
  await expect(reloaded.getByLabel('Max temperature (°F)')).toHaveValue('50 °F');
  await expect(reloaded.getByLabel('Min temperature (°F)')).toHaveValue('32 °F');
  await expect(reloaded.getByLabel('Min humidity (%)')).toHaveValue('');
  await expect(reloaded.getByLabel('Max humidity (%)')).toHaveValue('95 %');
});

test('a command goes from queued to sent to answered as the tracker picks it up and replies', async ({
  page,
  request,
}) => {
  await openFromList(page, 'Truck 08');
  const commands = section(page, 'Commands');

  await commands.getByRole('button', { name: 'Send command' }).click();
  await expect(commands.getByText('Please select a command to send')).toBeVisible();

  await commands.getByLabel('Command', { exact: true }).click();
  await page.getByRole('option', { name: 'Set report interval' }).click();
  await commands.getByRole('button', { name: 'Send command' }).click();
  await expect(commands.getByText('Please provide a value for MINUTES')).toBeVisible();
  await commands.getByLabel('MINUTES').fill('5');
  await commands.getByRole('button', { name: 'Send command' }).click();
  await expect(page.getByText('Command sent')).toBeVisible();

  const message = commands.getByTestId('tracker-message').first();
  await expect(message).toContainText('timer,5#');
  await expect(message).toContainText('Queued');

  // the tracker's next report collects the command, then a later one answers it
  expect(await report(request, SERIALS['Truck 08']!)).toBe('timer,5#');
  await expect(message).toContainText('Sent');
  await report(request, SERIALS['Truck 08']!, { result: 'timer ok' });
  await expect(message).toContainText('Answered');
  await expect(message).toContainText('timer ok');
});

test('custom commands: only data and sms, and an empty text is refused', async ({ page }) => {
  await openFromList(page, 'Truck 11');
  const commands = section(page, 'Commands');
  await commands.getByRole('switch', { name: 'Custom command' }).check({ force: true });
  await expect(commands.getByRole('checkbox', { name: 'SOS' })).toHaveCount(0);
  await expect(commands.getByRole('checkbox', { name: 'Data' })).toBeChecked();
  await commands.getByRole('button', { name: 'Send command' }).click();
  await expect(commands.getByText('Please provide a command to send')).toBeVisible();
});

test('an SOS report appears in the Events section', async ({ page, request }) => {
  const serial = SERIALS['Truck 04']!;
  // a calm report first, so the alarm that follows is a new one whatever the seeded history ended with
  const now = Math.floor(Date.now() / 1000);
  await report(request, serial, { timestamp: String(now - 60) });
  await report(request, serial, { timestamp: String(now), alarm: 'sos' });

  await openFromList(page, 'Truck 04');
  const newest = section(page, 'Events').getByTestId('tracker-event').first();
  await expect(newest).toContainText('SOS');
  await expect(section(page, 'Info').getByTestId('info-alarms')).toHaveText(/SOS/);
});

test('a tracker without positions warns about it and has no events yet', async ({ page }) => {
  await openFromList(page, 'Truck 03');
  await expect(page.getByText('This tracker has no reported positions')).toBeVisible();
  await expect(section(page, 'Events').getByText('No events yet')).toBeVisible();
  await expect(section(page, 'Info').getByTestId('info-alarms')).toHaveText('None');
});

test('an unknown tracker opens the not-found screen', async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.goto(`${BUSINESS_ORIGIN}/trackers/987654`);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Looks like this page does not exist')).toBeVisible();
});

test('access: a user with specific trackers is given the tracker and taken off it again', async ({
  page,
}) => {
  await openFromList(page, 'Truck 02');
  const access = section(page, 'Access');
  const users = access.getByRole('combobox', { name: 'Users with access' });
  await users.click();
  await page.getByRole('option', { name: /Drew Driver/ }).click();
  await page.keyboard.press('Escape');
  await access.getByRole('button', { name: 'Save access' }).click();
  await expect(page.getByText('Device permissions were updated successfully.')).toBeVisible();

  await page.reload();
  const reloaded = section(page, 'Access');
  await expect(reloaded.getByText(/Drew Driver/)).toBeVisible();
  await reloaded.getByRole('combobox', { name: 'Users with access' }).focus();
  await page.keyboard.press('Backspace');
  await reloaded.getByRole('button', { name: 'Save access' }).click();
  await expect(page.getByText('Device permissions were updated successfully.').first()).toBeVisible();
  await page.reload();
  await expect(section(page, 'Access').getByText(/Drew Driver/)).toHaveCount(0);
});

test('a user with specific trackers sees the details read-only, without the Access section', async ({
  page,
}) => {
  await signIn(page, 'driver@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByRole('link', { name: 'Reefer 07 - Driver', exact: true }).click();
  await expect(section(page, 'Info')).toBeVisible();
  await expect(section(page, 'Access')).toHaveCount(0);
  await expect(section(page, 'Notes').getByRole('button', { name: 'Save notes' })).toHaveCount(0);
  await expect(section(page, 'Commands').getByRole('button', { name: 'Send command' })).toBeVisible();
  // nothing it loaded was refused: a 403 would have moved it to the Forbidden page
  await expect(page).toHaveURL(/\/trackers\/\d+$/);
});

test("an internal admin opens another account's tracker at /accounts/{accountId}/trackers/{id}", async ({
  page,
}) => {
  await signIn(page, 'ops@lodestar.test', { landing: /\/admin$/ });
  // the Rivera Family account is the demo's second
  const list = await page.request.get(`${CONSUMER_ORIGIN}/api/accounts/2/device-list`, {
    headers: { 'x-lodestar-client': 'web' },
  });
  expect(list.ok()).toBe(true);
  const car = (await list.json()).data.find((d: { name: string }) => d.name === "Maria's Car");
  await page.goto(`${CONSUMER_ORIGIN}/accounts/2/trackers/${car.id}`);
  await expect(section(page, 'Info').getByText("Maria's Car", { exact: true })).toBeVisible();
  await expect(section(page, 'Access')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/accounts/2/trackers/${car.id}$`));
});
