import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'lodestar-demo';
export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const CONSUMER_ORIGIN = `http://localhost:${PORT}`;
export const BUSINESS_ORIGIN = `http://business.localhost:${PORT}`;

/**
 * Signs in through the login form on the given origin and waits for the app to settle on `landing`. With
 * `next` (a path), the login page is opened as a signed-out visit to that path would open it, and the app goes
 * there after signing in: a test about another screen does not first load and draw the tracker map.
 */
export async function signIn(
  page: Page,
  email: string,
  opts: { origin?: string; landing?: RegExp; next?: string } = {},
) {
  const query = opts.next ? `?next=${encodeURIComponent(opts.next)}` : '';
  await page.goto(`${opts.origin ?? CONSUMER_ORIGIN}/login${query}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(opts.landing ?? (opts.next ? pathOnly(opts.next) : /\/trackers$/));
}

/** A pattern for an address whose path is exactly `path` (any query after it). */
function pathOnly(path: string): RegExp {
  return new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\?.*)?$`);
}

/** The names of the links in the main navigation, in order. */
export async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}
