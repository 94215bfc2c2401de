import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

// Issue 29 item 8: an Acme admin filters the Subscriptions tab, cancels an active subscription and activates it
// again (dialogs, success panels, toasts, statuses), and reactivates a cancelled one for 12 months with the
// sandbox's default card, which becomes active once the charge succeeds.

const SLOW = { timeout: 30_000 };
/** Demo statuses cycle through the fleet (demo-fleet.ts): Trailer 04 is active, Reefer 06 cancelled. */
const ACTIVE_TRACKER = 'Trailer 04';
const CANCELLED_TRACKER = 'Reefer 06';

const rows = (page: Page) => page.getByTestId('subscription-row');
const statusBadge = (page: Page) => page.getByTestId('subscription-status');

/** Chooses a status in the filter and waits until every row shown has one of the labels it lists. */
async function filterBy(page: Page, value: string, labels: RegExp) {
  await page.getByRole('combobox', { name: 'Status' }).selectOption(value);
  await expect(rows(page).first()).toBeVisible(SLOW);
  await expect(
    rows(page).filter({ hasNot: page.getByTestId('subscription-status').getByText(labels) }),
  ).toHaveCount(0, SLOW);
}

/** Searches for one tracker among the filtered rows and opens its subscription. */
async function openSubscription(page: Page, tracker: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tracker);
  const row = rows(page).filter({ hasText: tracker });
  await expect(rows(page)).toHaveCount(1, SLOW);
  await row.click();
  await expect(page).toHaveURL(/\/manage\/subscriptions\/\d+$/, SLOW);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  // the list stays on screen until the details' chunk has loaded, and both show a status badge
  await expect(page.getByRole('heading', { name: `Subscription #${id}` })).toBeVisible(SLOW);
  return id;
}

test('an admin filters subscriptions, cancels and activates one, and reactivates a cancelled one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/subscriptions' });
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 2 })).toBeVisible(SLOW);
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible(SLOW);
  for (const column of ['Device Name', 'Serial Number', 'Next Renewal', 'Active Since', 'Status'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  // a phone shows cards, each with its status in sight
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByTestId('subscription-card').first().getByTestId('subscription-status'),
  ).toBeInViewport();
  await page.setViewportSize(viewport);

  // the filter: cancelled ones (archived ones read 'Cancelled' too), then the running ones (those cancelling at
  // the end of their period still run)
  await filterBy(page, 'cancelled', /^Cancelled$/);
  await expect(rows(page).filter({ hasText: CANCELLED_TRACKER })).toHaveCount(1);
  await filterBy(page, 'active', /^(Active|Pending Cancellation)$/);

  // cancel: the question, the success panel and its toast, then the status and the Activate button
  const activeId = await openSubscription(page, ACTIVE_TRACKER);
  await expect(statusBadge(page)).toHaveText('Active', SLOW);
  await expect(page.getByTestId('next-payment')).toContainText('Next payment:', SLOW);
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(cancel.getByText('Are you sure you want to cancel your subscription?')).toBeVisible();
  await cancel.getByRole('button', { name: 'Confirm' }).click();
  await expect(cancel.getByText('Your subscription was successfully cancelled')).toBeVisible(SLOW);
  await expect(page.getByText('Subscription has been cancelled')).toBeVisible();
  await cancel.getByRole('button', { name: 'Okay' }).click();
  await expect(cancel).toBeHidden();
  await expect(statusBadge(page)).toHaveText('Pending Cancellation', SLOW);
  await expect(page.getByTestId('next-payment')).toContainText('Cancelling:');

  // activate it again before its period ends
  await page.getByRole('button', { name: 'Activate Subscription' }).click();
  const activate = page.getByRole('dialog', { name: 'Activate Subscription' });
  await expect(activate.getByText('Are you sure you want to activate your subscription?')).toBeVisible();
  await activate.getByRole('button', { name: 'Confirm' }).click();
  await expect(activate.getByText('Your subscription was successfully activated')).toBeVisible(SLOW);
  await expect(page.getByText('Subscription has been activated.')).toBeVisible();
  await activate.getByRole('button', { name: 'Okay' }).click();
  await expect(statusBadge(page)).toHaveText('Active', SLOW);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  expect(Number(new URL(page.url()).pathname.split('/').at(-1))).toBe(activeId);

  // reactivate a cancelled one for 12 months: the saving, the card charged, 'Payment is processing.'
  await page.getByRole('link', { name: /All subscriptions/ }).click();
  await filterBy(page, 'cancelled', /^Cancelled$/);
  const cancelledId = await openSubscription(page, CANCELLED_TRACKER);
  await expect(statusBadge(page)).toHaveText('Cancelled', SLOW);
  await expect(page.getByTestId('next-payment')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
  const reactivate = page.getByRole('dialog', { name: 'Reactivate Subscription' });
  await reactivate.getByRole('radio', { name: /^12 months: \$[\d,]+\.\d\d$/ }).check();
  await expect(reactivate.getByText(/^You save \$[\d,]+\.\d\d a year over monthly payments$/)).toBeVisible();
  await expect(
    reactivate.getByText(/^This will be automatically charged to your payment method ending in \d{4}\.$/),
  ).toBeVisible(SLOW);
  await reactivate.getByRole('button', { name: 'Confirm' }).click();
  await expect(reactivate.getByText('Payment is processing.')).toBeVisible(SLOW);
  await reactivate.getByRole('button', { name: 'Okay' }).click();

  // Okay opens the new subscription, pending until the sandbox's charge succeeds, then active for 12 months
  await expect(page).toHaveURL(/\/manage\/subscriptions\/\d+$/, SLOW);
  const newId = Number(new URL(page.url()).pathname.split('/').at(-1));
  expect(newId).not.toBe(cancelledId);
  await expect(page.getByTestId('subscription-device')).toContainText(CANCELLED_TRACKER, SLOW);
  await expect(async () => {
    await page.reload();
    await expect(statusBadge(page)).toHaveText('Active', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByTestId('current-plan')).toHaveText(/^Current plan: \$[\d,]+\.\d\d for 12 months$/);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  // its reactivation order is among the related orders, and the cancelled one stays cancelled
  await expect(page.getByTestId('subscription-order-row').first()).toBeVisible(SLOW);
  await page.goto(`${BUSINESS_ORIGIN}/manage/subscriptions/${cancelledId}`);
  await expect(statusBadge(page)).toHaveText('Cancelled', SLOW);
});
