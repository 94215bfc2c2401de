import { expect, test } from '@playwright/test';
import { CONSUMER_ORIGIN, signIn } from './support.ts';

test('wrong password shows the server message and keeps the form usable', async ({ page }) => {
  await page.goto(`${CONSUMER_ORIGIN}/login`);
  await page.getByLabel('Email').fill('maria@rivera.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(`${CONSUMER_ORIGIN}/trackers`);
  await expect(page).toHaveURL(/\/login\?next=%2Ftrackers|\/login\?next=\/trackers/);
});

test('switching accounts moves the admin to the consumer account and brand', async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Switch Accounts' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Acme Logistics')).toBeVisible();
  await dialog.getByText('Rivera Family').click();
  // Rivera does not use the business app: the page reloads on the consumer host, still signed in
  await expect(page).toHaveURL(new RegExp(`^${CONSUMER_ORIGIN}/trackers`));
  await expect(page.locator('body')).toHaveClass(/brand-consumer/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }),
  ).toHaveCount(0);
});
