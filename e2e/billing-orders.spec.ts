import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail.ts';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 29: the Order History and an invoice PDF of a paid order (spec 3 §2.4, §2.10, §7), and a sale composed by
// an internal admin, sent, mailed to the customer and opened signed out from the mail's link (spec 3 §2.6).

// a loaded machine builds and answers slowly: wait for conditions, generously
const SLOW = { timeout: 30_000 };

/** Chooses an option of a Mantine select (its options open in a list beside the page). */
async function choose(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

test("a customer's admin opens a paid order of the Order History, views its invoice and downloads its PDF", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/orders' });
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible(SLOW);
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible(SLOW);

  // a draft has no row menu (spec 3 §2.4); a paid order has one, without Pay Now
  const paid = rows.filter({ has: page.getByLabel('Status: Paid', { exact: true }) }).first();
  const number = (await paid.getByRole('link').innerText()).trim();
  const orderId = Number(number.replace('#', ''));
  await paid.getByRole('button', { name: `Actions for order ${number}` }).click();
  await expect(page.getByRole('menuitem', { name: 'View Invoice' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Pay Now' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // the order's detail: its heading, the date it was placed, the lines, summary and addresses
  await paid.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible(SLOW);
  await expect(page.getByText(/^Placed on /)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order items' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Order summary' })).toContainText('Grand Total');
  await expect(page.getByRole('region', { name: 'Billing Address' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  // View Invoice: the invoice of its latest payment, numbered by the order and payment ids padded to 6 digits
  await page.getByRole('button', { name: 'View Invoice' }).click();
  const invoice = page.getByRole('dialog', { name: /^Invoice \d{6}-\d{6}$/ });
  await expect(invoice).toBeVisible(SLOW);
  const title = (await invoice.getByRole('heading').first().innerText()).trim();
  const [orderPart, paymentPart] = title.replace('Invoice ', '').split('-');
  expect(Number(orderPart)).toBe(orderId);
  const paymentId = Number(paymentPart);
  await expect(invoice.getByRole('table', { name: 'Invoice lines' })).toContainText('Line Total');
  await expect(invoice.getByRole('table', { name: 'Invoice details' })).toContainText(/Amount Due\s*\$0\.00/);

  // Download PDF: a real PDF, named after the order and the payment (spec 3 §7)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Order #${orderId} Payment #${paymentId}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('an internal admin composes a sale for Acme and sends it; the mailed link opens the approve page signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'ops@lodestar.test', { origin: CONSUMER_ORIGIN, next: '/admin/orders' });
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible(SLOW);
  await page.getByRole('link', { name: 'New Order' }).click();
  await expect(page.getByRole('heading', { name: 'New Order' })).toBeVisible(SLOW);

  // Send with nothing chosen names what is missing, and sends nothing
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose the account the order is for.' }),
  ).toBeVisible();

  // the account, found by its name among every account
  const account = page.getByRole('combobox', { name: 'Account' });
  await account.fill('Acme');
  await page.getByRole('option', { name: 'Acme Logistics', exact: true }).click();
  await expect(account).toHaveValue('Acme Logistics');

  // two trackers and their yearly plans
  const first = page.getByRole('group', { name: 'Line 1' });
  await choose(page, first.getByRole('combobox', { name: 'Product' }), 'Mobile 200 (LS-HW-LL02)');
  await first.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add product' }).click();
  const second = page.getByRole('group', { name: 'Line 2' });
  await choose(
    page,
    second.getByRole('combobox', { name: 'Product' }),
    'Mobile 200 Service Plan (LS-SVC-LL02)',
  );
  await second.getByRole('textbox', { name: 'Quantity' }).fill('2');
  // a plan is bought for 12 months unless chosen otherwise
  await expect(second.getByRole('radio', { name: /^12 months/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'PO number' }).fill('PO-E2E-29');
  await page.getByRole('textbox', { name: 'Sales person' }).fill('Erin Sales');

  // the live preview shows the summary and the one up-front payment
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('group', { name: 'Order summary' })).toContainText('Hardware');
  await expect(preview).toContainText(/One payment of \$[\d,]+\.\d\d\./);

  // Send asks first; Yes saves and sends it
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /Send this order to Acme Logistics\?/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/, SLOW);
  const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible(SLOW);
  await expect(page.getByLabel('Status: Pending Approval', { exact: true })).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: 'Approve link' })).toHaveValue(
    /\/approve-order\/[0-9a-f-]{36}$/,
  );

  // the account's admin is mailed the approve link
  const mail = await waitForMail('admin@acme.test', `Order #${orderId} from`);
  expect(mail.text).toContain('Erin Sales');
  const link = mail.links.find((l) => l.includes('/approve-order/'));
  expect(link).toBeDefined();

  // opened signed out: who sent it, the invoice with its padded number, the schedule and Continue to Payment
  const visitor = await browser.newContext();
  try {
    const approve = await visitor.newPage();
    await approve.goto(link!);
    await expect(approve.getByText('This order has been sent to you by:')).toBeVisible(SLOW);
    await expect(approve.getByText('Erin Sales', { exact: true })).toBeVisible();
    await expect(approve.getByRole('heading', { name: `Order #${orderId}`, level: 1 })).toBeVisible();
    const padded = String(orderId).padStart(6, '0');
    await expect(approve.getByRole('table', { name: 'Invoice details' })).toContainText(
      new RegExp(`Invoice Number${padded}-\\d{6}`),
    );
    await expect(approve.getByRole('table', { name: 'Invoice details' })).toContainText('PO-E2E-29');
    await expect(approve.getByRole('table', { name: 'Payment schedule' })).toBeVisible();
    await expect(approve.getByText(/^Payment due on /)).toBeVisible();
    await expect(approve.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
    // nothing of the signed-in app
    await expect(approve.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // Read More goes to the terms
    await approve.getByRole('link', { name: 'Read More' }).click();
    await expect(approve.getByRole('heading', { name: 'Terms' })).toBeInViewport();
  } finally {
    await visitor.close();
  }
});
