import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

// Issue 29 items 3 and 6: the demo's order to approve paid signed out with a sandbox card (a declined card first),
// an order paid by an Acme admin with the saved default card, one with a card that asks for authentication, and a
// card added on the Payment tab and made the default. Every card number is typed into the sandbox's form, which sends the provider a token: no request
// carries the number, and nothing is fetched from Stripe.

const SLOW = { timeout: 30_000 };
/** The demo's sent order (apps/server/src/db/seed/demo-billing-sales.ts), printed in the start-up log. */
const APPROVE_UUID = '0c7d8e9f-2a3b-4c5d-9e6f-7a8b9c0d1e2f';

interface ApiOrder {
  id: number;
  status: string;
  admin_form_details: { po_number: string | null };
}

/** A GET through the page (Node cannot resolve business.localhost; Chromium can). */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { Accept: 'application/json' } });
    return (await answer.json()) as T;
  }, path);
}

/** Every request's address and body, to show that no card number and nothing of Stripe's went anywhere. */
function watchRequests(page: Page): { url: string; body: string }[] {
  const seen: { url: string; body: string }[] = [];
  page.on('request', (request) => seen.push({ url: request.url(), body: request.postData() ?? '' }));
  return seen;
}

function expectNoCardNumberSent(seen: { url: string; body: string }[], digits: string) {
  const spaced = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  for (const { url, body } of seen) {
    expect(body, url).not.toContain(digits);
    expect(body, url).not.toContain(spaced);
    expect(url).not.toMatch(/stripe\.com/);
  }
}

async function typeCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
}

test('the demo order is paid signed out on its approve link; a declined card shows the decline first', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await page.goto(`${BUSINESS_ORIGIN}/approve-order/${APPROVE_UUID}`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click(SLOW);
  const dialog = page.getByRole('dialog', { name: 'Order Payment' });
  await expect(dialog.getByRole('tab', { name: 'Credit Card' })).toBeVisible();
  // signed out: no saved cards are offered, the new-card form is shown with the sandbox's test cards
  await expect(dialog.getByText('Use a new card')).toHaveCount(0);
  await expect(dialog.getByText('Needs authentication')).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: /^I agree to be charged \$[\d,.]+ up front/ }),
  ).toBeChecked();

  // kept off the account here, so the other tests find Acme's cards as the demo made them
  await dialog.getByRole('checkbox', { name: 'Save this card for future payments' }).uncheck();
  await typeCard(dialog, '4000000000000002');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await expect(dialog.getByTestId('card-brand')).toHaveText('Visa');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.', SLOW);

  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/approve-order-success/, SLOW);
  await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();

  const paid = await apiGet<{ data: ApiOrder }>(page, `/api/public-orders/${APPROVE_UUID}`);
  expect(paid.data.status).toBe('paid');
  expectNoCardNumberSent(seen, '4242424242424242');
  expectNoCardNumberSent(seen, '4000000000000002');
});

test('an Acme admin pays an order with the saved default card and sees it paid', async ({ page }) => {
  const seen = watchRequests(page);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/orders' });
  const me = await apiGet<{ data: { accounts: { id: number; title: string }[] } }>(page, '/api/me');
  const acme = me.data.accounts.find((a) => a.title === 'Acme Logistics')!.id;
  const list = await apiGet<{ data: ApiOrder[] }>(page, `/api/accounts/${acme}/orders?per_page=100`);
  // the demo's up-front order sent two days ago (PO-4517), waiting for its one payment
  const order = list.data.find((o) => o.admin_form_details.po_number === 'PO-4517')!;
  expect(order.status).toBe('pending-approval');

  await page.goto(`${BUSINESS_ORIGIN}/manage/orders/${order.id}`);
  await page.getByRole('button', { name: 'Pay Now', exact: true }).first().click(SLOW);
  const dialog = page.getByRole('dialog', { name: 'Order Payment' });
  // a business account: the bank tab too; the default card chosen, the expired one not choosable
  await expect(dialog.getByRole('tab', { name: 'ACH (Bank)' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked(SLOW);
  await expect(dialog.getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeDisabled();

  // the agreement must be ticked: unticked, Pay Now is off
  const agreement = dialog.getByRole('checkbox', { name: /^I agree to be charged/ });
  await agreement.uncheck();
  await expect(dialog.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await agreement.check();

  // the bank tab marks both empty numbers
  await dialog.getByRole('tab', { name: 'ACH (Bank)' }).click();
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog.getByText('The routing number is required')).toBeVisible();
  await expect(dialog.getByText('The account number is required')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Credit Card' }).click();

  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/payment-success\\?order_id=${order.id}&payment_intent=[\\w-]+#orders$`),
    SLOW,
  );
  await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to trackers' })).toHaveAttribute('href', '/trackers');
  await expect
    .poll(async () => (await apiGet<{ data: ApiOrder }>(page, `/api/orders/${order.id}`)).data.status, SLOW)
    .toBe('paid');
  expectNoCardNumberSent(seen, '4242424242424242');
});

test("a card that asks for authentication: the sandbox's step fails it, then completes it", async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/orders' });
  const me = await apiGet<{ data: { accounts: { id: number; title: string }[] } }>(page, '/api/me');
  const acme = me.data.accounts.find((a) => a.title === 'Acme Logistics')!.id;
  const list = await apiGet<{ data: ApiOrder[] }>(page, `/api/accounts/${acme}/orders?per_page=100`);
  // the demo's monthly pallet tags order (PO-4509), its second instalment declined and payable again
  const order = list.data.find((o) => o.admin_form_details.po_number === 'PO-4509')!;
  expect(order.status).toBe('pending');

  await page.goto(`${BUSINESS_ORIGIN}/manage/orders/${order.id}`);
  await page.getByRole('button', { name: 'Pay Now', exact: true }).first().click(SLOW);
  const dialog = page.getByRole('dialog', { name: 'Order Payment' });
  await expect(
    dialog.getByRole('checkbox', { name: /^I agree to be charged 6 monthly payments of/ }),
  ).toBeChecked(SLOW);
  await dialog.getByRole('radio', { name: 'Use a new card' }).check();
  await dialog.getByRole('checkbox', { name: 'Save this card for future payments' }).uncheck();
  await typeCard(dialog, '4000002500003155');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();

  const step = dialog.getByRole('region', { name: 'Authenticate test payment' });
  await step.getByRole('button', { name: 'Fail' }).click(SLOW);
  await expect(dialog.getByRole('alert')).toContainText(
    'We are unable to authenticate your payment method',
    SLOW,
  );

  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await step.getByRole('button', { name: 'Complete' }).click(SLOW);
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order_id=${order.id}&payment_intent=`), SLOW);
  await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
  await expect
    .poll(async () => (await apiGet<{ data: ApiOrder }>(page, `/api/orders/${order.id}`)).data.status, SLOW)
    .toBe('paid');
});

test('an Acme admin adds a card on the Payment tab and makes it the default', async ({ page }) => {
  const seen = watchRequests(page);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/payment' });
  const visa = page.getByRole('article', { name: 'Visa ending in 4242' });
  const expired = page.getByRole('article', { name: 'Mastercard ending in 4444' });
  await expect(visa.getByText('Default', { exact: true })).toBeVisible(SLOW);
  await expect(expired.getByText('Credit card expired')).toBeVisible();
  await expect(expired.getByRole('button', { name: /^Set default/ })).toBeDisabled();
  await expect(expired.getByText('An expired card cannot be set as default')).toBeVisible();

  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Payment Method' });
  await typeCard(dialog, '6011111111111117');
  await expect(dialog.getByTestId('card-brand')).toHaveText('Discover');
  await dialog.getByRole('button', { name: 'Add Method' }).click();
  await expect(page.getByText('Payment method has been added successfully')).toBeVisible(SLOW);
  await expect(dialog).toHaveCount(0);

  const added = page.getByRole('article', { name: 'Discover ending in 1117' });
  await expect(added.getByText('12/2034')).toBeVisible();
  await added.getByRole('button', { name: /^Set default/ }).click();
  await expect(added.getByText('Default', { exact: true })).toBeVisible(SLOW);
  await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(visa.getByRole('button', { name: /^Set default/ })).toBeEnabled();
  expectNoCardNumberSent(seen, '6011111111111117');

  // back from a provider's redirect (as Stripe's 3D Secure would send it): ?setup_intent= is refreshed, so the
  // card shows at once, and the address is cleaned. The setup is made and confirmed here as the form would.
  const setupId = await page.evaluate(async () => {
    // a write needs the app's client marker (the CSRF defence), as the app's own calls send it
    const headers = { 'Content-Type': 'application/json', 'x-lodestar-client': 'web' };
    const post = async (url: string, body: unknown) =>
      (await (await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as {
        data: { id: string; client_secret: string };
      };
    const me = (await (await fetch('/api/me')).json()) as {
      data: { accounts: { id: number; title: string }[] };
    };
    const acme = me.data.accounts.find((a) => a.title === 'Acme Logistics')!.id;
    const setup = (await post(`/api/accounts/${acme}/payment-methods`, {})).data;
    const card = { brand: 'amex', last4: '0005', exp_month: 1, exp_year: 2033, behaviour: 'succeeds' };
    await post(`/api/sandbox-payments/setup-intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret,
      card,
    });
    return setup.id;
  });
  await page.goto(`${BUSINESS_ORIGIN}/manage/payment?setup_intent=${setupId}&redirect_status=succeeded`);
  await expect(page.getByRole('article').filter({ hasText: '01/2033' })).toBeVisible(SLOW);
  await expect(page.getByText('Payment method has been added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/payment$/);
});
