import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

type Hooks = { map?: { loaded(): boolean }; live?: { connected: boolean } };

/** Every Content-Security-Policy violation the page reports, from the event and from the console. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content.Security.Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

test('the app, its map, its workers and the live socket run under the Content-Security-Policy', async ({
  page,
}) => {
  const violations = recordViolations(page);
  // reported to the console, where recordViolations hears it (the e2e code has no DOM types: a string script)
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (e) =>
      console.error('Content-Security-Policy violation: ' + e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber + ':' + e.columnNumber))`,
  });
  const response = await page.goto(`${BUSINESS_ORIGIN}/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });

  // the map draws (its workers started from blob: URLs) and the socket connects
  await expect
    .poll(() =>
      page.evaluate(() => Boolean((globalThis as { __lodestar?: Hooks }).__lodestar?.map?.loaded())),
    )
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => Boolean((globalThis as { __lodestar?: Hooks }).__lodestar?.live?.connected)),
    )
    .toBe(true);
  // Mantine's style tags carry the page's nonce
  const styleTags = (await page.evaluate(
    '[...document.querySelectorAll("style")].map((s) => Boolean(s.nonce))',
  )) as boolean[];
  expect(styleTags.length).toBeGreaterThan(0);
  expect(styleTags.every(Boolean)).toBe(true);
  expect(violations).toEqual([]);
});

test('a dialog (its scroll lock adds a style tag) runs under the Content-Security-Policy', async ({
  page,
}) => {
  const violations = recordViolations(page);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/groups' });
  await page.getByRole('button', { name: 'New Tracker Group' }).click();
  const wizard = page.getByRole('dialog', { name: 'New Tracker Group' });
  await expect(wizard.getByLabel('Group Name')).toBeVisible();
  // the scroll lock's style tag is in the page while the dialog is open
  await expect
    .poll(() => page.evaluate('[...document.querySelectorAll("style")].every((s) => Boolean(s.nonce))'))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  expect(violations).toEqual([]);
});

test('the API docs load under their own policy', async ({ page }) => {
  const violations = recordViolations(page);
  await page.goto(`${CONSUMER_ORIGIN}/api/docs`);
  await expect(page.getByText('Lodestar API').first()).toBeVisible();
  expect(violations).toEqual([]);
});
