import { expect, test } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, navLinks, signIn } from './support.ts';

// What each demo user's account and role allow (spec 1 §2.3): Dashboards needs the dashboards setting,
// Shipments can_track_shipments, Rules has_rules_engine, Manage the admin or all role.
const FULL_ACME = [
  'Trackers',
  'Geofences',
  'Dashboards',
  'Shipments',
  'Alerts',
  'Reports',
  'Rules',
  'Manage',
];

test.describe('navigation by account and role', () => {
  test('Acme admin lands on the business brand with every link', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    expect(new URL(page.url()).origin).toBe(BUSINESS_ORIGIN);
    expect(await navLinks(page)).toEqual(FULL_ACME);
    await expect(page.locator('body')).toHaveClass(/brand-business/);
    await expect(page.getByRole('img', { name: /Lodestar Business/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Get Help' }).or(page.getByRole('button', { name: 'Get Help' })),
    ).toBeVisible();
  });

  test('Acme dispatcher (Access All) sees Manage too', async ({ page }) => {
    await signIn(page, 'dispatch@acme.test');
    expect(await navLinks(page)).toEqual(FULL_ACME);
  });

  test('Acme driver (specific devices) has no Manage or Rules link (decision 0050)', async ({ page }) => {
    await signIn(page, 'driver@acme.test');
    expect(await navLinks(page)).toEqual(FULL_ACME.filter((l) => l !== 'Manage' && l !== 'Rules'));
  });

  test('Rivera admin stays on the consumer brand without business links', async ({ page }) => {
    await signIn(page, 'maria@rivera.test');
    expect(new URL(page.url()).origin).toBe(CONSUMER_ORIGIN);
    expect(await navLinks(page)).toEqual(['Trackers', 'Geofences', 'Alerts', 'Reports', 'Manage']);
    await expect(page.locator('body')).toHaveClass(/brand-consumer/);
    await expect(page.getByRole('button', { name: 'Get Help' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Help' })).toHaveCount(0);
  });

  test('internal admin with no account stays signed in', async ({ page }) => {
    await signIn(page, 'ops@lodestar.test', { landing: /\/admin$/ });
    await page.reload();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('guard', () => {
  test('a signed-out visitor is sent to login and comes back to the wanted page', async ({ page }) => {
    await page.goto(`${CONSUMER_ORIGIN}/alerts?from=mail`);
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/alerts?from=mail');
    await page.getByLabel('Email').fill('maria@rivera.test');
    await page.getByLabel('Password').fill('lodestar-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/alerts\?from=mail$/);
  });

  test('routes gated by account flags send a consumer account to the tracker list', async ({ page }) => {
    await signIn(page, 'maria@rivera.test');
    for (const gated of ['/shipments', '/rules', '/groups', '/dashboards/dwell', '/manage/api']) {
      await page.goto(`${CONSUMER_ORIGIN}${gated}`);
      await expect(page, `${gated} should redirect`).toHaveURL(/\/trackers$/);
    }
  });

  test('the driver cannot open the manage area, and is told so', async ({ page }) => {
    await signIn(page, 'driver@acme.test');
    await page.goto(`${BUSINESS_ORIGIN}/manage/users`);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('an old path redirects to its named view', async ({ page }) => {
    await signIn(page, 'maria@rivera.test');
    await page.goto(`${CONSUMER_ORIGIN}/dashboard/alerts`);
    await expect(page).toHaveURL(/\/alerts$/);
  });

  test('a signed-in visitor opening login goes on to the tracker list', async ({ page }) => {
    await signIn(page, 'maria@rivera.test');
    await page.goto(`${CONSUMER_ORIGIN}/login`);
    await expect(page).toHaveURL(/\/trackers$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto(`${CONSUMER_ORIGIN}/no/such/page`);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Looks like this page does not exist')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Back to Home' }).or(page.getByRole('link', { name: 'Back to Home' })),
    ).toBeVisible();
  });
});
