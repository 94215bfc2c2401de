import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 17 items 2 and 8: the 'BLE Anchors' list and the four-step anchor wizard (spec 1 §2.8, decision 0039).

const SLOW = { timeout: 20_000 };

/** An anchor name no other spec or earlier run uses. */
const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}`;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 16x16 RGB PNG (an orange square with a blue stripe), made here so the test needs no fixture file. */
function smallPng(): Buffer {
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(...(y < 4 ? [28, 126, 214] : [232, 89, 12]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs in and opens the 'BLE Anchors' tab of the geofence list. */
async function openAnchors(page: Page, email = 'admin@acme.test') {
  await signIn(page, email, { origin: BUSINESS_ORIGIN });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Geofences' }).click();
  await page.getByRole('tab', { name: 'BLE Anchors' }).click(SLOW);
  await expect(page).toHaveURL(/\/geofences\/anchors$/);
  await expect(page.getByPlaceholder('Search Anchors...')).toBeVisible(SLOW);
}

/** Chooses a radius of the segmented control (its radio inputs are hidden under their labels). */
async function chooseRadius(page: Page, feet: number) {
  await page.locator('label', { hasText: new RegExp(`^${feet} ft$`) }).click();
  await expect(page.getByRole('radio', { name: `${feet} ft` })).toBeChecked();
}

const progress = (page: Page) => page.getByTestId('anchor-wizard-progress').getByRole('progressbar');

/** Clicks the map a little off its centre, where no anchor of the demo data is. */
async function clickMap(page: Page, dx = 40, dy = 30) {
  const map = page.getByRole('region', { name: 'Map' }).locator('canvas');
  await expect(map).toBeVisible(SLOW);
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

test('an admin adds an anchor with a photo, edits it with its serial locked, and deletes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = uniqueName('Dock');
  await openAnchors(page);
  // the demo warehouse's anchors are listed with their serial, geofence, address and radius
  const demo = page.getByTestId('anchor-row').filter({ hasText: 'Cold Room' });
  await expect(demo).toBeVisible(SLOW);
  await expect(demo).toContainText('Geofence: Bolingbrook Warehouse');
  await expect(demo).toContainText('Radius: 50 ft');
  // and the tab leads back to the geofences
  await page.getByRole('tab', { name: 'Geofences' }).click();
  await expect(page).toHaveURL(/\/geofences$/);
  await page.getByRole('tab', { name: 'BLE Anchors' }).click(SLOW);
  await expect(demo).toBeVisible(SLOW);

  // step 1: a name and a BLE tracker
  await page.getByRole('link', { name: 'Add Anchor' }).click();
  await expect(page).toHaveURL(/\/geofences\/anchors\/create$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByRole('heading', { name: 'Name and serial' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Name').fill(name);
  await expect(continueButton).toBeDisabled();
  await page.getByRole('textbox', { name: 'Tracker' }).fill('Pallet Tag 05');
  await page.getByRole('radio', { name: 'Pallet Tag 05' }).check(SLOW);
  await continueButton.click();

  // step 2: review
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // step 3: the address flies the map there and puts the pin down; a click moves it; radius and geofence
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '75');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Address' }).fill('Bolingbrook');
  await page
    .getByRole('option', { name: /^Bolingbrook/ })
    .first()
    .click(SLOW);
  await expect(page.getByTestId('anchor-coordinates')).toHaveText(/^41\.\d+, -88\.\d+$/, SLOW);
  const before = await page.getByTestId('anchor-coordinates').innerText();
  await clickMap(page);
  await expect(page.getByTestId('anchor-coordinates')).not.toHaveText(before, SLOW);
  await chooseRadius(page, 40);
  await expect(page.getByLabel('Geofence')).toHaveValue(/\S/, SLOW);
  await page.getByRole('button', { name: 'Continue' }).click();

  // step 4: a wrong type and an oversized file are refused in the browser; a real PNG is previewed
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'script.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('script.txt is not a JPEG or PNG image')).toBeVisible();
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(1024 * 1024 + 1),
  });
  await expect(page.getByText('huge.png size exceeds the maximum of 1 Mb')).toBeVisible();
  await picker.setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByRole('img', { name: 'dock.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'huge.png' })).toHaveCount(0);
  await page.getByLabel('Notes').fill('Left of the roller door');
  await page.getByRole('button', { name: 'Save & Close' }).click();

  // the list shows it, with its photo served by the API
  await expect(page.getByText('Saved successfully!').first()).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/geofences\/anchors$/);
  await page.getByPlaceholder('Search Anchors...').fill(name);
  const row = page.getByTestId('anchor-row').filter({ hasText: name });
  await expect(row).toBeVisible(SLOW);
  await expect(row).toContainText('Radius: 40 ft');
  const thumbnail = row.getByRole('img', { name: `${name} photo` });
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/accounts\/\d+\/anchors\/\d+\/images\/\d+$/);
  // the browser decoded the 16-pixel PNG the API served
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), SLOW)
    .toBe(16);
  const serial = (await row.innerText()).match(/Serial: (\S+)/)?.[1];
  expect(serial).toBeTruthy();

  // edit: the anchor's values and image; the serial is locked
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/geofences\/anchors\/\d+\/edit$/);
  await expect(page.getByLabel('Name')).toHaveValue(name, SLOW);
  await expect(page.getByLabel('Serial')).toHaveValue(serial!);
  await expect(page.getByLabel('Serial')).toBeDisabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('radio', { name: '40 ft' })).toBeChecked();
  await chooseRadius(page, 80);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expect(page.getByLabel('Notes')).toHaveValue('Left of the roller door');
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page).toHaveURL(/\/geofences\/anchors$/, SLOW);
  await page.getByPlaceholder('Search Anchors...').fill(name);
  await expect(row).toContainText('Radius: 80 ft', SLOW);
  await expect(row.getByRole('img')).toHaveCount(0);

  // delete, after confirming
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this anchor?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible(SLOW);
  await expect(row).toHaveCount(0);
  await expect(page.getByText('There are no Anchors')).toHaveCount(0);
  await expect(page.getByText(`No anchors found: ${name}`)).toBeVisible();
});

test("'Save & Add More' starts a new anchor at the same address; closing with a name asks first", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = uniqueName('Aisle');
  await openAnchors(page);
  await page.getByRole('link', { name: 'Add Anchor' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Tracker' }).fill('Pallet Tag 06');
  await page.getByRole('radio', { name: 'Pallet Tag 06' }).check(SLOW);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('combobox', { name: 'Address' }).fill('Aisle 7, 100 Warehouse Rd');
  await clickMap(page);
  await expect(page.getByTestId('anchor-coordinates')).toHaveText(/^-?\d+\.\d+, -?\d+\.\d+$/, SLOW);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled(SLOW);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Save & Add More' }).click();

  // a fresh wizard: step 1, no name, but the address carried over
  await expect(page.getByText('Saved successfully!').first()).toBeVisible(SLOW);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '25', SLOW);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.getByLabel('Name').fill(`${name} 2`);
  await page.getByRole('textbox', { name: 'Tracker' }).fill('Pallet Tag 07');
  await page.getByRole('radio', { name: 'Pallet Tag 07' }).check(SLOW);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('Aisle 7, 100 Warehouse Rd');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  // closing now would lose the name typed: the wizard asks
  await page
    .getByRole('region', { name: 'Form' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  const discard = page.getByRole('dialog', { name: 'Discard all changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('combobox', { name: 'Address' })).toBeVisible();
  await expect(discard).toHaveCount(0);
  // leaving by a top link asks too; keeping on, then closing and discarding
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trackers' }).click();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/geofences\/anchors\/create$/);
  await expect(page.getByRole('combobox', { name: 'Address' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Form' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Discard all changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page).toHaveURL(/\/geofences\/anchors$/);

  // the first was saved, the second not
  await page.getByPlaceholder('Search Anchors...').fill(name);
  await expect(page.getByTestId('anchor-row')).toHaveCount(1, SLOW);
  await expect(page.getByTestId('anchor-row')).toContainText('Aisle 7, 100 Warehouse Rd');
});

test('the devices role sees the anchors without changing them; accounts without BLE have none', async ({
  page,
}) => {
  await openAnchors(page, 'driver@acme.test');
  await expect(page.getByTestId('anchor-row').filter({ hasText: 'Dock Door 1' })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: 'Add Anchor' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'maria@rivera.test', { origin: CONSUMER_ORIGIN, next: '/geofences' });
  await expect(page.getByRole('tab', { name: 'Geofences' })).toBeVisible(SLOW);
  await expect(page.getByRole('tab', { name: 'BLE Anchors' })).toHaveCount(0);
  await page.goto(`${CONSUMER_ORIGIN}/geofences/anchors`);
  await expect(page).toHaveURL(/\/trackers$/, SLOW);
});

test('on a phone the place step takes the user to the map to put the pin down', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/geofences/anchors/create' });
  await page.getByLabel('Name').fill(uniqueName('Phone'));
  await page.getByRole('textbox', { name: 'Tracker' }).fill('Pallet Tag 08');
  await page.getByRole('radio', { name: 'Pallet Tag 08' }).check(SLOW);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Place on the map' }).click();
  await expect(page.getByRole('region', { name: 'Form' })).toBeHidden();
  await clickMap(page, 0, 0);
  await page.locator('label', { hasText: /^Form$/ }).click();
  await expect(page.getByTestId('anchor-coordinates')).toHaveText(/^-?\d+\.\d+, -?\d+\.\d+$/, SLOW);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled(SLOW);
});
