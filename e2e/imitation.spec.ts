import { expect, test } from '@playwright/test';
import { CONSUMER_ORIGIN, navLinks, signIn } from './support.ts';

test('an internal admin imitates a user, sees their account, and quits back to themself', async ({
  page,
}) => {
  await signIn(page, 'ops@lodestar.test', { landing: /\/admin$/ });
  const users = await page.request.get(`${CONSUMER_ORIGIN}/api/accounts/2/users`, {
    headers: { 'x-lodestar-client': 'web' },
  });
  expect(users.ok()).toBe(true);
  const maria = (await users.json()).data.find((u: { email: string }) => u.email === 'maria@rivera.test');
  const started = await page.request.post(`${CONSUMER_ORIGIN}/api/imitate`, {
    data: { user_id: maria.id },
    headers: { 'x-lodestar-client': 'web' },
  });
  expect(started.status()).toBe(200);

  await page.goto(`${CONSUMER_ORIGIN}/trackers`);
  await expect(page.getByText('Imitating User')).toBeVisible();
  expect(await navLinks(page)).toEqual(['Trackers', 'Geofences', 'Alerts', 'Reports', 'Manage']);

  await page.getByRole('button', { name: 'Quit Imitation' }).click();
  await expect(page.getByText('Imitating User')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /User menu for Olivia Ops/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-out navigation opens from the burger and closes on Escape', async ({ page }) => {
    await signIn(page, 'maria@rivera.test');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawerNav = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
    await expect(drawerNav.getByRole('link', { name: 'Alerts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
