import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const unique = () => Date.now().toString(36).toUpperCase();

test('an account admin adds a tracker, sees how to connect it, and watches its first fix arrive', async ({
  page,
  request,
}) => {
  const serial = `PHONE-${unique()}`;
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await page.getByRole('link', { name: 'Add Tracker' }).click();
  await expect(page).toHaveURL(/\/trackers\/add$/);
  await page.getByLabel(/Identifier \(serial\)/).fill(serial);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Field phone');
  await choose(page, 'Model', /./);
  await page.getByRole('button', { name: 'Add Tracker' }).click();

  await expect(page.getByText('Field phone was added')).toBeVisible({ timeout: 20_000 });
  // the server's PUBLIC_URL, whichever brand's host the page is on
  const origin = new URL(CONSUMER_ORIGIN);
  await expect(page.getByTestId('server-url')).toHaveText(
    `http://localhost:${origin.port}/api/ingest/osmand`,
  );
  await expect(page.getByTestId('device-identifier')).toHaveText(serial);
  const qr = page.getByRole('img', { name: 'QR code for Traccar Client' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute(
    'data-qr-text',
    `http://localhost:${origin.port}/api/ingest/osmand?id=${serial}`,
  );
  await expect(qr.locator('svg')).toBeVisible();
  await expect(page.getByText('Waiting for the first report…')).toBeVisible();
  await page.screenshot({ path: '/tmp/add-tracker-connection.png' });

  const timestamp = Math.floor(Date.now() / 1000) - 30;
  const report = await request.get(
    `${CONSUMER_ORIGIN}/api/ingest/osmand?id=${serial}&lat=40.7440&lon=-74.0324&timestamp=${timestamp}`,
  );
  expect(report.status()).toBe(200);
  await expect(page.getByText('First fix received')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Open Field phone' }).click();
  await expect(page).toHaveURL(/\/trackers\/\d+$/);
});

test('an internal admin provisions from a CSV: a bad row lists its error and imports nothing, then a good file', async ({
  page,
}) => {
  const id = unique();
  // unique on every run: a retry on the same database must not find its IMEI taken
  const imei = `35${Date.now()}`;
  await signIn(page, 'ops@lodestar.test', { origin: BUSINESS_ORIGIN, next: '/admin/provisioning' });
  await expect(page.getByRole('heading', { name: 'Provision Trackers' })).toBeVisible();
  await choose(page, 'Account', 'Acme Logistics');
  const model = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/models')).json()) as { data: { title: string }[] };
    return answer.data[0]!.title;
  });

  const bad = `serial,imei,model\nCSV-${id}-1,${imei},${model}\nCSV-${id}-2,12345,${model}\n`;
  await page.getByLabel('Or paste the CSV').fill(bad);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Nothing was imported')).toBeVisible({ timeout: 20_000 });
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row', { name: /3\s+imei\s+The IMEI must be 15 digits\./ })).toBeVisible();

  const good = `serial,imei,model\nCSV-${id}-1,${imei},${model}\nCSV-${id}-2,,${model}\n`;
  await page.getByLabel('Or paste the CSV').fill(good);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('All 2 rows are right. Import adds them.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported 2 trackers.')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '/tmp/provisioning-imported.png' });
});

test('an unknown identifier that keeps reporting is listed for internal admins and claimed by adding it', async ({
  page,
  request,
}) => {
  const stray = `STRAY-${unique()}`;
  for (const minutes of [3, 2]) {
    const timestamp = Math.floor(Date.now() / 1000) - minutes * 60;
    const refused = await request.get(
      `${CONSUMER_ORIGIN}/api/ingest/osmand?id=${stray}&lat=40.7440&lon=-74.0324&timestamp=${timestamp}`,
    );
    expect(refused.status()).toBe(400);
  }
  await signIn(page, 'ops@lodestar.test', { origin: BUSINESS_ORIGIN, next: '/admin/provisioning' });
  const table = page.getByRole('table', { name: 'Unknown identifiers reporting' });
  // the tallies are written every few seconds
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row', { name: new RegExp(`${stray}\\s+osmand\\s+2`) })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 40_000 });
  await table
    .getByRole('row', { name: new RegExp(stray) })
    .getByRole('link', { name: 'Add' })
    .click();
  await expect(page).toHaveURL(/\/trackers\/add\?serial=/);
  const identifier = page.getByLabel(/Identifier \(serial\)/);
  await expect(identifier).toHaveValue(stray);
  await choose(page, 'Account', 'Acme Logistics');
  await identifier.focus();
  await identifier.blur();
  await expect(page.getByText(/This identifier has been reporting since .* \(2 reports/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Found phone');
  await choose(page, 'Model', /./);
  await page.getByRole('button', { name: 'Add Tracker' }).click();
  await expect(page.getByText('This identifier had already reported 2 times')).toBeVisible({
    timeout: 20_000,
  });
});
