import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 17 items 2 and 8: the geofence list, drawing a circle and a polygon with terra-draw, details, edit, delete,
// and a tracker's entry seen as an event (spec 1 §2.8, decision 0038).

const SLOW = { timeout: 30_000 };
const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}`;

/** Demo 'Truck 09' reports as LS100009 (the seed's order); no other spec moves it, so its history stays theirs. */
const TRUCK = 'LS100009';

const addressField = (page: Page) => page.getByRole('combobox', { name: 'Address' });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });

async function openGeofences(page: Page, by: 'nav' | 'address' = 'nav') {
  if (by === 'nav') {
    await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Geofences' }).click();
  } else await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/geofences' });
  await expect(page).toHaveURL(/\/geofences$/);
  await expect(page.getByPlaceholder('Search Geofences...')).toBeVisible(SLOW);
}

/** Waits until the geofence map has drawn its geofences (its debug hook). */
async function waitForMap(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const hooks = (globalThis as { __lodestar?: { geofencesDrawn?: number; map?: unknown } })
            .__lodestar;
          return Boolean(hooks?.map) && hooks?.geofencesDrawn !== undefined;
        }),
      SLOW,
    )
    .toBe(true);
}

/** The shape the drawing layer last gave the form. */
function drawnShape(page: Page) {
  return page.evaluate(
    () =>
      (globalThis as { __lodestar?: { drawnShape?: { type: string; radius?: number } } }).__lodestar
        ?.drawnShape ?? null,
  );
}

/** Points on the map canvas, relative to its centre. */
async function canvasPoint(page: Page, dx: number, dy: number) {
  const box = (await page.locator('section[aria-label="Map"] canvas').boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

async function chooseAddress(page: Page, text: string, pick: RegExp) {
  await addressField(page).fill(text);
  const option = page.getByRole('option', { name: pick }).first();
  await expect(option).toBeVisible(SLOW);
  await option.click();
}

test('draw a circle and a polygon, see them in the list and on details, edit one, delete one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openGeofences(page);
  // the demo geofences are listed with their shape and address
  await expect(page.getByRole('link', { name: 'Elwood Intermodal Yard' })).toBeVisible(SLOW);

  // a circle: name, address from the suggestions (the map flies there), then drawn on the map
  const circleName = uniqueName('Circle');
  await page.getByRole('link', { name: 'New Geofence' }).first().click();
  await expect(page).toHaveURL(/\/geofences\/create$/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await nameField(page).fill(circleName);
  await chooseAddress(page, 'Joliet, IL', /^Joliet, IL, US/);
  await waitForMap(page);
  await page.getByRole('button', { name: 'Draw circle' }).click();
  const centre = await canvasPoint(page, 0, 0);
  const edge = await canvasPoint(page, 80, 0);
  await page.mouse.click(centre.x, centre.y);
  await page.mouse.move(edge.x, edge.y, { steps: 5 });
  await page.mouse.click(edge.x, edge.y);
  await expect.poll(() => drawnShape(page).then((s) => s?.type), SLOW).toBe('circle');
  const radius = page.getByLabel('Radius (metres)');
  await expect(radius).toBeVisible();
  const drawnRadius = Number(await radius.inputValue());
  expect(drawnRadius).toBeGreaterThan(25);
  // the radius field changes the circle
  await radius.fill('400');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Saved successfully!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/geofences\/\d+$/);
  await expect(page.getByRole('heading', { name: circleName })).toBeVisible();
  await expect(page.getByText('Circle, 400 m')).toBeVisible();
  await expect(page.getByText(/^Joliet, IL, US/)).toBeVisible();

  // a polygon: four corners, closed on the first
  const polygonName = uniqueName('Polygon');
  await page.getByRole('link', { name: '← Geofences' }).click();
  await page.getByRole('link', { name: 'New Geofence' }).first().click();
  await nameField(page).fill(polygonName);
  await chooseAddress(page, 'Aurora, IL', /^Aurora, IL, US/);
  await waitForMap(page);
  await page.getByRole('button', { name: 'Draw polygon' }).click();
  const corners = [
    await canvasPoint(page, -60, -60),
    await canvasPoint(page, 60, -60),
    await canvasPoint(page, 60, 60),
    await canvasPoint(page, -60, 60),
  ];
  for (const c of corners) {
    await page.mouse.move(c.x, c.y, { steps: 3 });
    await page.mouse.click(c.x, c.y);
  }
  await page.mouse.move(corners[0]!.x, corners[0]!.y, { steps: 3 });
  await page.mouse.click(corners[0]!.x, corners[0]!.y);
  await expect.poll(() => drawnShape(page).then((s) => s?.type), SLOW).toBe('polygon');
  await save.click();
  await expect(page.getByText('Saved successfully!').first()).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: polygonName })).toBeVisible(SLOW);
  await expect(page.getByText('Polygon, 4 corners')).toBeVisible();

  // both are in the list, found by the search
  await page.getByRole('link', { name: '← Geofences' }).click();
  await page.getByPlaceholder('Search Geofences...').fill('E2E ');
  await expect(page.getByRole('link', { name: circleName })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: polygonName })).toBeVisible();
  await page.getByPlaceholder('Search Geofences...').fill('no such geofence at all');
  await expect(page.getByText('No geofences found: no such geofence at all')).toBeVisible(SLOW);
  await page.getByPlaceholder('Search Geofences...').fill(circleName);

  // edit the circle: rename it; leaving unsaved asks first
  await page.getByRole('link', { name: circleName }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const renamed = `${circleName} renamed`;
  await nameField(page).fill(renamed);
  await page.getByRole('link', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Radius (metres)')).toHaveValue('400');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible(SLOW);

  // delete the polygon, confirmed
  await page.getByRole('link', { name: '← Geofences' }).click();
  await page.getByPlaceholder('Search Geofences...').fill(polygonName);
  await page.getByRole('link', { name: polygonName }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this geofence?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/geofences(\?.*)?$/);
  await page.getByPlaceholder('Search Geofences...').fill(polygonName);
  await expect(page.getByText(`No geofences found: ${polygonName}`)).toBeVisible(SLOW);
});

test("a tracker's entry shows on the geofence details as an event, and the events are e-mailed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openGeofences(page);
  const name = uniqueName('Entry');
  await page.getByRole('link', { name: 'New Geofence' }).first().click();
  await nameField(page).fill(name);
  // keyboard only: the address chosen with the arrow keys, a circle placed at it, saved with Enter
  await addressField(page).fill('Kankakee, IL');
  await expect(page.getByRole('option', { name: /^Kankakee, IL, US/ }).first()).toBeVisible(SLOW);
  await addressField(page).press('ArrowDown');
  await addressField(page).press('Enter');
  await page.getByRole('button', { name: 'Circle at the address' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Radius (metres)').fill('1000');
  await nameField(page).press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible(SLOW);
  const id = Number(/\/geofences\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('No events yet')).toBeVisible(SLOW);

  // the geofence's centre, from the API
  const { lat, lng } = await page.evaluate(async (geofenceId) => {
    const me = (await (await fetch('/api/me')).json()) as { data: { accounts: { id: number }[] } };
    const accountId = me.data.accounts[0]!.id;
    const answer = await fetch(`/api/accounts/${accountId}/geofences/${geofenceId}`);
    return ((await answer.json()) as { data: { lat: number; lng: number } }).data;
  }, id);

  // Truck 09 reports outside, then inside (OsmAnd over HTTP, as a device does)
  const now = Date.now();
  for (const [i, at] of [
    { lat: lat + 0.2, lon: lng },
    { lat, lon: lng },
  ].entries()) {
    const query = new URLSearchParams({
      id: TRUCK,
      lat: String(at.lat),
      lon: String(at.lon),
      timestamp: String(Math.floor((now - 30_000 + i * 30_000) / 1000)),
      accuracy: '5',
    });
    const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
    expect(response.status()).toBe(200);
  }
  // the entry is written just after the fix is stored; the details show it after a reload (or a live refresh)
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Recent events' }).getByRole('cell', { name: 'Entered' }),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass(SLOW);
  const inside = page.getByRole('region', { name: 'Trackers inside now' });
  await expect(inside.getByRole('link', { name: /Truck 09/ })).toBeVisible(SLOW);
  await expect(inside.getByRole('heading', { name: 'Trackers inside now (1)' })).toBeVisible(SLOW);

  // Truck 09 leaves: the open page drops it without a reload (the pushed exit marks the list stale)
  const exit = new URLSearchParams({
    id: TRUCK,
    lat: String(lat + 0.2),
    lon: String(lng),
    timestamp: String(Math.floor(Math.max(Date.now(), now + 1_000) / 1000)),
    accuracy: '5',
  });
  expect((await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${exit}`)).status()).toBe(200);
  await expect(inside.getByRole('link', { name: /Truck 09/ })).toBeHidden(SLOW);
  await expect(inside.getByText('No trackers are inside this geofence.')).toBeVisible(SLOW);

  await page.getByRole('button', { name: 'Download events' }).click();
  await expect(
    page.getByText(
      'Your CSV is being generated. Once ready, you will receive an email notification with the download link',
    ),
  ).toBeVisible(SLOW);
});

test('on a 390 px phone the list and the map switch, and a form fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGeofences(page, 'address');
  await expect(page.getByRole('link', { name: 'Elwood Intermodal Yard' })).toBeVisible(SLOW);
  const show = page.getByRole('radiogroup', { name: 'Show' });
  await show.locator('label').filter({ hasText: /^Map$/ }).click();
  await waitForMap(page);
  await expect(page.locator('section[aria-label="Map"] canvas')).toBeVisible();
  await show
    .locator('label')
    .filter({ hasText: /^List$/ })
    .click();
  await page.getByRole('link', { name: 'New Geofence' }).first().click();
  await expect(nameField(page)).toBeVisible(SLOW);
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(390);
});

test('deleting a geofence from its details lands on the list, never on Not Found, and asks for it no more', async ({
  page,
}) => {
  // the details open by their address, as a link would open them; the map loads once, there
  test.setTimeout(180_000);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const name = uniqueName('Deleted');
  // made through the API: this test is about the delete, not the drawing
  const { accountId, id } = await page.evaluate(async (geofenceName) => {
    const web = { 'x-lodestar-client': 'web' };
    const me = (await (await fetch('/api/me')).json()) as { data: { accounts: { id: number }[] } };
    const account = me.data.accounts[0]!.id;
    const answer = await fetch(`/api/accounts/${account}/geofences`, {
      method: 'POST',
      headers: { ...web, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: geofenceName,
        address: 'Joliet, IL',
        shape: { type: 'circle', lat: 41.525, lng: -88.0817, radius: 300 },
      }),
    });
    return { accountId: account, id: ((await answer.json()) as { data: { id: number } }).data.id };
  }, name);
  await page.goto(`${BUSINESS_ORIGIN}/geofences/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible(SLOW);

  // every request for the geofence's own data after the DELETE is answered
  const own = new RegExp(`/api/accounts/${accountId}/geofences/${id}(?:[/?]|$)`);
  const askedAfter: string[] = [];
  let deleted = false;
  page.on('request', (request) => {
    if (deleted && request.method() === 'GET' && own.test(request.url())) askedAfter.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().method() === 'DELETE' && own.test(response.url())) deleted = true;
  });

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this geofence?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/geofences(\?.*)?$/);
  await expect(page.getByPlaceholder('Search Geofences...')).toBeVisible();
  await page.getByPlaceholder('Search Geofences...').fill(name);
  await expect(page.getByText(`No geofences found: ${name}`)).toBeVisible(SLOW);
  await expect(page.getByText('Looks like this page does not exist')).toHaveCount(0);
  expect(deleted).toBe(true);
  expect(askedAfter).toEqual([]);
});
