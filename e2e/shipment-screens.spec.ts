import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// The shipment list and details (issue 19, spec 2 §2): a shipment planned through the API between two demo
// geofences is found in the list, shown on the map in its status colour, opened, goes In Progress live when its
// tracker leaves the start geofence, is archived and then deleted from the list. Truck 14 (serial LS100014) is
// moved by no other spec.

const WEB = { 'x-lodestar-client': 'web' };
const SERIAL = 'LS100014';
// the map's first drawing and the socket's first connection take several seconds on a busy 2-core machine
const SLOW = { timeout: 40_000 };
const TRACKER = 'Truck 14';
// Acme's 'Cicero Depot' (900 m around 41.8456, -87.7539); the outside point is 6 km north-east of it
const INSIDE = { lat: '41.8456', lon: '-87.7539' };
const OUTSIDE = { lat: '41.8900', lon: '-87.7000' };

type Hooks = {
  live?: { connected: boolean };
  shipmentMarkers?: { id: number; status: string; colour: string }[];
};

/** A call from inside the signed-in page (its cookie and origin), with the header cookie-authenticated writes need. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ([m, p, b, headers]) => {
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: { ...headers, ...(b === undefined ? {} : { 'content-type': 'application/json' }) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body, WEB] as const,
  );
  return { status: answer.status, json: () => JSON.parse(answer.text) as { data: never } };
}

/** A report as a tracker speaking OsmAnd over HTTP sends it, `secondsAgo` old. */
async function report(request: APIRequestContext, at: { lat: string; lon: string }, secondsAgo: number) {
  const query = new URLSearchParams({
    id: SERIAL,
    ...at,
    timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
    accuracy: '5',
    speed: '10',
    batt: '80',
  });
  const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(response.status(), await response.text()).toBe(200);
}

const hooks = (page: Page) =>
  page.evaluate(() => (globalThis as { __lodestar?: Hooks }).__lodestar ?? ({} as Hooks));

/** Plans a shipment of Truck 14 from Cicero Depot to O'Hare Cargo, starting in two hours; answers its id. */
async function planShipment(
  page: Page,
  name: string,
  startInHours = 2,
): Promise<{ accountId: number; id: number }> {
  const me = (await api(page, 'GET', '/me')).json() as {
    data: { accounts: { id: number; title: string }[] };
  };
  const accountId = me.data.accounts.find((a) => a.title.startsWith('Acme'))!.id;
  const trackers = (await api(page, 'GET', `/accounts/${accountId}/device-list`)).json() as {
    data: { id: number; name: string }[];
  };
  const deviceId = trackers.data.find((t) => t.name === TRACKER)!.id;
  const geofences = (await api(page, 'GET', `/accounts/${accountId}/geofences?per_page=1000`)).json() as {
    data: { id: number; name: string }[];
  };
  const geofenceId = (name: string) => geofences.data.find((g) => g.name === name)!.id;
  const hour = 3_600_000;
  const created = await api(page, 'POST', `/accounts/${accountId}/shipments`, {
    name,
    carrier: 'Acme Freight',
    start_at: new Date(Date.now() + startInHours * hour).toISOString(),
    end_at: new Date(Date.now() + (startInHours + 6) * hour).toISOString(),
    device_id: deviceId,
    from_geofence_id: geofenceId('Cicero Depot'),
    to_geofence_id: geofenceId("O'Hare Cargo"),
    notify_at: 0,
  });
  expect(created.status).toBe(201);
  return { accountId, id: (created.json() as { data: { id: number } }).data.id };
}

test('a shipment is found, opened, goes In Progress live, is archived and deleted from the list', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await report(request, INSIDE, 30);
  const name = `E2E shipment ${Date.now().toString(36)}`;
  const { accountId, id } = await planShipment(page, name);
  // seen inside the start geofence once the shipment exists: leaving it later begins the shipment
  await report(request, INSIDE, 20);

  // the list: found by its search (kept in the address), Not Started, its marker gray on the map
  await page.goto(`${BUSINESS_ORIGIN}/shipments`);
  await page.getByPlaceholder('Search Shipments...').fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not Started');
  await expect(row).toContainText(TRACKER);
  await expect(row).toContainText('Cicero Depot');
  await expect
    .poll(async () => (await hooks(page)).shipmentMarkers?.find((m) => m.id === id), SLOW)
    .toMatchObject({ status: 'Not Started', colour: '#868e96' });

  // details: Info and events; then the tracker leaves the depot and the status changes without a reload
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shipments/${id}\\?search=`));
  const info = page.getByRole('region', { name: 'Info' });
  await expect(info).toContainText('Acme Freight');
  await expect(info).toContainText(TRACKER);
  await expect(info).toContainText("O'Hare Cargo");
  await expect(info.getByRole('link', { name: /\/shipments\/track\// })).toBeVisible();
  const events = page.getByRole('region', { name: 'Events', exact: true });
  await expect(events).toContainText('No events yet');
  // nothing reported within its window yet (it starts in two hours): spec 2's empty state for its points
  await expect(page.getByText('No addresses for this date range')).toBeVisible();
  await expect.poll(async () => (await hooks(page)).live?.connected, SLOW).toBe(true);
  await page.evaluate(() => ((globalThis as { __notReloaded?: boolean }).__notReloaded = true));

  await report(request, OUTSIDE, 0);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('In Progress', { exact: true }).first()).toBeVisible();
  await expect(events.getByRole('listitem')).toHaveCount(1);
  expect(await page.evaluate(() => (globalThis as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

  // back to the list with its search; archive the shipment: it leaves General for Archived
  await page.getByRole('link', { name: /All Shipments/ }).click();
  await expect(page).toHaveURL(/\/shipments\?search=/);
  await expect(page.getByPlaceholder('Search Shipments...')).toHaveValue(name);
  await expect(row).toContainText('In Progress');
  await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('There are no shipments')).toBeVisible();
  await expect(page.getByText('1 selected')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete 1 shipment?');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('There are no archived shipments')).toBeVisible();
  expect((await api(page, 'GET', `/accounts/${accountId}/shipments/${id}`)).status).toBe(404);
});

test("the list's bulk actions say the spec's words: archived, unarchived, deleted", async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const name = `E2E bulk ${Date.now().toString(36)}`;
  const { accountId, id } = await planShipment(page, name);
  await page.goto(`${BUSINESS_ORIGIN}/shipments`);
  await page.getByPlaceholder('Search Shipments...').fill(name);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  const yes = page.getByRole('dialog').getByRole('button', { name: 'Yes' });

  await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await yes.click();
  await expect(page.getByText('Archived successfully!')).toBeVisible();

  await page.getByRole('tab', { name: 'Archived' }).click();
  await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
  await yes.click();
  await expect(page.getByText('Unarchived successfully!')).toBeVisible();

  await page.getByRole('tab', { name: 'General' }).click();
  await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await yes.click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await api(page, 'GET', `/accounts/${accountId}/shipments/${id}`)).status).toBe(404);
});

test('the status filter, the date range and both downloads follow the list', async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const name = `E2E filtered ${Date.now().toString(36)}`;
  // planned ten days ahead: inside the default ±15-day window, outside 'Today'
  const { accountId, id } = await planShipment(page, name, 240);

  await page.goto(`${BUSINESS_ORIGIN}/shipments`);
  await page.getByPlaceholder('Search Shipments...').fill(name);
  const link = page.getByRole('link', { name, exact: true });
  // the new shipment is listed before the search applies too: wait until it is the only one listed
  await expect(page.getByRole('list', { name: 'Shipments' }).getByRole('listitem')).toHaveCount(1);
  await expect(link).toBeVisible();

  // 'Download these shipments': the listed (searched) shipments as CSV, with the done toast
  const [listCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download these shipments' }).click(),
  ]);
  const rows = readFileSync((await listCsv.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(name);
  await expect(page.getByText(`Downloaded ${listCsv.suggestedFilename()}`)).toBeVisible();

  // the status filter: Completed hides it (and says so), Not Started shows it again; kept in the address
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=Completed/);
  await expect(page.getByText('There are no shipments')).toBeVisible();
  await page.getByRole('option', { name: 'Not Started', exact: true }).click();
  await expect(link).toBeVisible();
  await page.keyboard.press('Escape');

  // the date range: the Today preset leaves out a shipment planned ten days ahead
  await page.getByRole('button', { name: 'Date range' }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/[?&]from=/);
  await expect(page.getByText('There are no shipments')).toBeVisible();

  // the details' 'Download these points': a CSV with its header even before any point
  await page.goto(`${BUSINESS_ORIGIN}/shipments/${id}`);
  const [pointsCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download these points' }).click(),
  ]);
  expect(readFileSync((await pointsCsv.path())!, 'utf8').split(/\r?\n/)[0]).toMatch(/time|timestamp/i);
  expect(
    (await api(page, 'POST', `/accounts/${accountId}/shipments/bulk/delete`, { ids: [id] })).status,
  ).toBe(200);
});
