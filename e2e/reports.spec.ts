import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail.ts';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

// Issue 27 item 2: a report made through New Report, its details (map, positions, stops, events), made public,
// its link copied and opened signed out, the positions CSV downloaded there, and Download PDF's dialog, its mail
// in the outbox and the PDF downloaded from the mail's link.

const SLOW = { timeout: 30_000 };
/** A demo van that drives every day (the demo's own reports are on it); reports only read its history. */
const TRACKER = 'Van 07 - Driver';
const PDF_TEXT =
  'Your PDF is being generated. Once ready, you will receive an email notification with the download link';

interface ApiReport {
  id: number;
  uuid: string;
  is_public: boolean;
  device: { name: string };
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

/** Chooses the Yesterday preset in the period picker and applies it (a whole day the van drove). */
async function chooseYesterday(page: Page) {
  // a picker opened while the form still renders can lose the choice on a slow machine: retry until chosen
  await expect(async () => {
    if (!(await page.getByText('Yesterday', { exact: true }).isVisible()))
      await page.getByRole('button', { name: /^Period:/ }).click();
    await page.getByText('Yesterday', { exact: true }).click({ timeout: 5_000 });
    await expect(page.getByRole('radio', { name: 'Yesterday' })).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('button', { name: 'Select' })).toHaveCount(0);
}

/** The number in a tab's label, 'Positions (1,234)' -> 1234. */
async function tabCount(page: Page, name: string): Promise<number> {
  const label = await page.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).innerText();
  return Number(/\(([\d,]+)\)/.exec(label)![1]!.replace(/,/g, ''));
}

test('a report created, opened, shared by its copied link and downloaded signed out; its PDF asked for', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BUSINESS_ORIGIN });
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/reports' });
  const account = await accountId(page);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible(SLOW);

  // an empty New Report names the missing tracker (spec 2 §5)
  const form = page.getByRole('form', { name: 'New Report' });
  await form.getByRole('button', { name: 'Create Report' }).click();
  await expect(form.getByText('A tracker is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Tracker' }).fill('Van 07');
  await page.getByRole('option', { name: TRACKER, exact: true }).click();
  await chooseYesterday(page);
  await form.getByRole('button', { name: 'Create Report' }).click();

  // the new report's details: its tracker, the map, and the lists of its period
  await expect(page).toHaveURL(/\/reports\/\d+$/, SLOW);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { name: TRACKER, level: 1 })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: /All Reports/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map' }).locator('canvas')).toBeVisible(SLOW);
  await expect(page.getByRole('table', { name: 'Positions' }).getByRole('row').nth(1)).toBeVisible(SLOW);
  const positions = await tabCount(page, 'Positions');
  expect(positions).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /^Stops/ }).click();
  await expect(
    page.getByRole('table', { name: 'Stops' }).or(page.getByText('No stops in this period')),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Events/ }).click();
  await expect(page.getByRole('table', { name: 'Events' }).or(page.getByText('No events'))).toBeVisible();

  // public: the switch saves after a short quiet time, and the link appears once the server has it
  await page.getByRole('switch', { name: `Public report of ${TRACKER}` }).click();
  const link = page.getByRole('link', { name: 'Public link' });
  await expect(link).toBeVisible(SLOW);
  const saved = await apiGet<{ data: ApiReport }>(page, `/api/accounts/${account}/reports/${id}`);
  expect(saved.body?.data.is_public).toBe(true);
  const url = `${BUSINESS_ORIGIN}/reports/view/${saved.body!.data.uuid}`;
  await expect(link).toHaveAttribute('href', url);

  // Copy: the button says Copied! for a while, and the clipboard holds the link
  await page.getByRole('button', { name: 'Copy public link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);

  // the copied link in a signed-out browser: the report, nothing of the account, and its files
  const visitor = await browser.newContext({ acceptDownloads: true });
  try {
    const shared = await visitor.newPage();
    await shared.goto(url);
    await expect(shared.getByRole('heading', { name: TRACKER, level: 1 })).toBeVisible(SLOW);
    await expect(shared.getByRole('table', { name: 'Positions' })).toBeVisible(SLOW);
    await expect(shared.getByRole('link', { name: /All Reports/ })).toHaveCount(0);
    await expect(shared.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const [download] = await Promise.all([
      shared.waitForEvent('download'),
      shared.getByRole('link', { name: 'Download positions CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/time/i);
    // one row per position of the period, as the page counted them
    expect(lines.length - 1).toBe(positions);

    // an unknown uuid is no report
    await shared.goto(`${BUSINESS_ORIGIN}/reports/view/00000000-0000-4000-8000-000000000000`);
    await expect(shared.getByRole('heading', { name: 'This report does not exist' })).toBeVisible(SLOW);
  } finally {
    await visitor.close();
  }

  // Download PDF: the server builds and mails it; the dialog says so
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report PDF Download' });
  await expect(dialog).toContainText(PDF_TEXT, SLOW);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  // the mail with its link arrives through the outbox; the link opens the download page for this user
  const mail = await waitForMail('admin@acme.test', 'Your report PDF is ready');
  const mailLink = new URL(mail.links.find((l) => l.includes('/downloads/'))!);
  await page.goto(`${BUSINESS_ORIGIN}${mailLink.pathname}`);
  const pdfLink = page.getByRole('link', { name: 'Download', exact: true });
  await expect(pdfLink).toBeVisible(SLOW);
  await expect(page.getByText(/report-Van-07-Driver-.+-report\.pdf/)).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
