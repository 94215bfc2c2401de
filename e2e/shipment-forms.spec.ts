import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

// Issue 19 item 3: plan a shipment through 'New Shipment' (the spec's messages on an empty submit first), its
// details, edit its name, its public page in a signed-out browser (and an unknown uuid), end it, delete it.

const SLOW = { timeout: 30_000 };
/** No other spec moves Truck 13 or counts its events. */
const TRACKER = 'Truck 13';
const FROM = 'Elwood Intermodal Yard';
const TO = 'Customer: Naperville Foods';
const name = `E2E Shipment ${Date.now().toString(36)}`;

interface ApiShipment {
  id: number;
  uuid: string;
  name: string;
  status: string;
  tracker_name: string;
  from_geofence_id: number | null;
  to_geofence_id: number | null;
  notify_at: number;
  notification_emails: string[];
}

/** A GET through the signed-in page (Node cannot resolve business.localhost; Chromium can). */
function apiGet<T>(page: Page, path: string): Promise<{ status: number; body: T | null }> {
  return page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { Accept: 'application/json' } });
    return { status: answer.status, body: answer.ok ? ((await answer.json()) as T) : null };
  }, path);
}

async function accountId(page: Page): Promise<number> {
  const me = await apiGet<{ data: { accounts: { id: number; title: string }[] } }>(page, '/api/me');
  return me.body!.data.accounts.find((a) => a.title === 'Acme Logistics')!.id;
}

async function shipmentOf(page: Page, account: number, id: number) {
  const answer = await apiGet<{ data: ApiShipment }>(page, `/api/accounts/${account}/shipments/${id}`);
  return { status: answer.status, data: answer.body?.data ?? null };
}

/** Picks a day of the shown month and a time in a date-time picker, and applies it. */
async function pickDateTime(page: Page, label: string, day: Date, hours: string, minutes: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dayLabel = `${day.getDate()} ${day.toLocaleString('en-GB', { month: 'long' })} ${day.getFullYear()}`;
  await page.getByRole('button', { name: dayLabel, exact: true }).click();
  await page.getByLabel('Hours').fill(hours);
  await page.getByLabel('Minutes').fill(minutes);
  await page.getByRole('button', { name: 'Apply date and time' }).click();
  await expect(page.getByRole('button', { name: 'Apply date and time' })).toHaveCount(0);
}

async function choose(page: Page, field: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a shipment planned through the form, edited, shared, ended and deleted', async ({ page, browser }) => {
  // many steps, each waiting on the server: on a machine shared with other work they took over 3 minutes in all
  test.setTimeout(240_000);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const account = await accountId(page);
  await page.goto(`${BUSINESS_ORIGIN}/shipments/create`);
  await expect(page.getByRole('heading', { name: 'New Shipment' })).toBeVisible(SLOW);

  // an empty submit names every required field with the spec's words (spec 2 §5)
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('date is required')).toHaveCount(2);
  await expect(page.getByText('tracker is required')).toBeVisible();
  await expect(page.getByText('geofence is required')).toHaveCount(2);
  await expect(page.getByText('Notify before end is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Carrier' }).fill('Acme Freight');
  const today = new Date();
  await pickDateTime(page, 'Start date', today, '00', '05');
  await pickDateTime(page, 'End date', today, '23', '55');
  await choose(page, 'Tracker', TRACKER, TRACKER);
  await choose(page, 'Start location', 'Elwood', FROM);
  await choose(page, 'End location', 'Naperville', TO);
  await page.getByRole('combobox', { name: 'Notify before end' }).click();
  await page.getByRole('option', { name: '1 hour before end time' }).click();
  const emails = page.getByRole('combobox', { name: 'Notification e-mails' });
  await emails.fill('receiving@naperville-foods.test');
  await emails.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();

  // the new shipment's details
  await expect(page).toHaveURL(/\/shipments\/\d+$/, SLOW);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(SLOW);
  const planned = (await shipmentOf(page, account, id)).data!;
  expect(planned).toMatchObject({
    name,
    tracker_name: TRACKER,
    notify_at: 1,
    notification_emails: ['receiving@naperville-foods.test'],
  });
  expect(planned.from_geofence_id).not.toBeNull();
  expect(planned.to_geofence_id).not.toBeNull();

  // the edit view opened by its address (not from the details or list) shows the details instead
  await page.goto(`${BUSINESS_ORIGIN}/shipments/${id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/shipments/${id}$`), SLOW);

  // rename it from the details' Edit
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shipments/${id}/edit$`));
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(nameField).toHaveValue(name);
  await nameField.fill('');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await nameField.fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(new RegExp(`/shipments/${id}$`), SLOW);
  await expect(page.getByRole('heading', { name: `${name} renamed`, level: 1 })).toBeVisible(SLOW);

  // the public page, signed out: this shipment only; a made-up uuid is unknown
  const visitor = await browser.newContext();
  try {
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${BUSINESS_ORIGIN}/shipments/track/${planned.uuid}`);
    await expect(publicPage.getByRole('heading', { name: `${name} renamed`, level: 1 })).toBeVisible(SLOW);
    const facts = publicPage.getByRole('table', { name: 'Shipment' });
    await expect(facts).toContainText(TRACKER);
    await expect(facts).toContainText(FROM);
    await expect(facts).toContainText(TO);
    await publicPage.goto(`${BUSINESS_ORIGIN}/shipments/track/00000000-0000-4000-8000-000000000000`);
    await expect(publicPage.getByRole('heading', { name: 'This track Nº does not exist' })).toBeVisible(SLOW);
  } finally {
    await visitor.close();
  }

  // end it now: it asks first (Cancel ends nothing), then back on the details, finished
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'End shipment now' }).click();
  const ask = page.getByRole('dialog', { name: /End shipment/ });
  await expect(ask).toContainText(`End ${name} renamed now?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/shipments/${id}/edit$`));
  expect((await shipmentOf(page, account, id)).data?.status).not.toMatch(/^Completed/);
  await page.getByRole('button', { name: 'End shipment now' }).click();
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully ended!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(new RegExp(`/shipments/${id}$`), SLOW);
  await expect
    .poll(async () => (await shipmentOf(page, account, id)).data?.status, SLOW)
    .toMatch(/^Completed( Late)?$/);

  // delete it, confirmed: back on the list, and gone
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'End shipment now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/shipments$/, SLOW);
  await expect.poll(async () => (await shipmentOf(page, account, id)).status, SLOW).toBe(404);
});

test("an end given as an address: 'Use address' clears the geofence, the chosen place is the destination", async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const account = await accountId(page);
  await page.goto(`${BUSINESS_ORIGIN}/shipments/create`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} to Aurora`);
  const today = new Date();
  await pickDateTime(page, 'Start date', today, '00', '10');
  await pickDateTime(page, 'End date', today, '23', '50');
  await choose(page, 'Tracker', TRACKER, TRACKER);
  await choose(page, 'Start location', 'Elwood', FROM);
  await choose(page, 'End location', 'Naperville', TO);
  // checking the box clears the chosen geofence: the address is asked for instead
  await page.getByRole('checkbox', { name: 'Use address for the end' }).check();
  await expect(page.getByRole('combobox', { name: 'End location' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Notify before end' }).click();
  await page.getByRole('option', { name: 'No notification' }).click();
  const address = page.getByRole('combobox', { name: 'End address' });
  await address.fill('Aurora, IL');
  await page.getByRole('button', { name: 'Save' }).click();
  // typed text alone has no point
  await expect(page.getByText('lat and lng are required')).toBeVisible();
  const place = page.getByRole('option', { name: /^Aurora, IL, US/ }).first();
  await address.fill('Aurora, I');
  await address.pressSequentially('L');
  await expect(place).toBeVisible(SLOW);
  await place.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/shipments\/\d+$/, SLOW);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  const planned = (await shipmentOf(page, account, id)).data! as ApiShipment & {
    to_address: { name: string; lat: number; lng: number };
  };
  expect(planned.to_geofence_id).toBeNull();
  expect(planned.to_address.name).toMatch(/^Aurora, IL/);
  expect(planned.to_address.lat).toBeCloseTo(41.76, 1);
  expect(planned.from_geofence_id).not.toBeNull();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/shipments$/, SLOW);
});

test('a start time typed as 1930 into the hours is 19:30', async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/shipments/create' });
  await page.getByRole('button', { name: 'Start date', exact: true }).click();
  const today = new Date();
  const dayLabel = `${today.getDate()} ${today.toLocaleString('en-GB', { month: 'long' })} ${today.getFullYear()}`;
  await page.getByRole('button', { name: dayLabel, exact: true }).click();
  // typed as a person types a time: the hours field, then four digits without leaving it
  await page.getByLabel('Hours').click();
  await page.keyboard.type('1930');
  await expect(page.getByLabel('Hours')).toHaveValue('19');
  await expect(page.getByLabel('Minutes')).toHaveValue('30');
  await page.getByRole('button', { name: 'Apply date and time' }).click();
  await expect(page.getByRole('button', { name: 'Start date', exact: true })).toContainText('7:30 PM');
});
