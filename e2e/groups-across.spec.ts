import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

// Groups across the product (issue 16): the tracker list's group filter, its map, its CSV, the groups on a row
// and on tracker details. Each test makes its own group through the API with a unique name and deletes it.

const WEB = { 'x-lodestar-client': 'web' };

interface ListedTracker {
  id: number;
  name: string;
  status: string;
  current_position: unknown;
  group_ids: number[];
}

type Hooks = {
  map?: { getSource(id: string): { getData(): Promise<{ features: { properties: { name: string } }[] }> } };
};

/**
 * A call from inside the signed-in page (its cookie, its origin: Node cannot resolve business.localhost), with the
 * client header cookie-authenticated writes need.
 */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ([m, p, b, headers]) => {
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: { ...headers, ...(b === undefined ? {} : { 'content-type': 'application/json' }) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body, WEB] as const,
  );
  return { status: answer.status, text: answer.text, json: () => JSON.parse(answer.text) as unknown };
}

async function acmeAccountId(page: Page): Promise<number> {
  const me = await api(page, 'GET', '/me');
  expect(me.status).toBe(200);
  const { data } = me.json() as { data: { accounts: { id: number; title: string }[] } };
  return data.accounts.find((a) => a.title.startsWith('Acme'))!.id;
}

/** Three active Acme reefers with a position, made into a new group through the API (POST groups). */
async function makeGroup(page: Page, accountId: number) {
  const list = await api(page, 'GET', `/accounts/${accountId}/device-list?with_current_position=1`);
  expect(list.status).toBe(200);
  const trackers = (list.json() as { data: ListedTracker[] }).data
    .filter((t) => t.name.startsWith('Reefer') && t.status === 'active' && t.current_position)
    .slice(0, 3);
  expect(trackers).toHaveLength(3);
  const name = `Across ${Date.now().toString(36)}`;
  const created = await api(page, 'POST', `/accounts/${accountId}/groups`, {
    name,
    device_ids: trackers.map((t) => t.id),
  });
  expect(created.status, created.text).toBe(201);
  const group = (created.json() as { data: { id: number } }).data;
  const names = trackers.map((t) => t.name).sort();
  const remove = () => api(page, 'DELETE', `/accounts/${accountId}/groups/${group.id}`);
  return { id: group.id, name, names, trackerIds: trackers.map((t) => t.id), remove };
}

/** The tracker names the map's trackers source holds (its data, not pixels). */
function mapNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hooks = (globalThis as { __lodestar?: Hooks }).__lodestar;
    const data = await hooks?.map?.getSource('trackers')?.getData();
    return (data?.features ?? []).map((f) => f.properties.name).sort();
  });
}

function rowNames(page: Page) {
  return page.getByTestId('tracker-row').locator('a, span[class*="name"]');
}

/** Chooses a group in a group filter (the Filters popover's or the map's): typed, then picked from the list. */
async function chooseGroup(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: 'Groups' });
  await input.click();
  await input.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

test('a group filters the tracker list, its map and the list CSV; rows and tracker details show it', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const accountId = await acmeAccountId(page);
  const group = await makeGroup(page, accountId);
  try {
    // a fresh list, so its trackers carry the new group
    await page.goto(`${BUSINESS_ORIGIN}/trackers`);
    await expect(page.getByText(/^\d+ trackers$/)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => mapNames(page).then((n) => n.length), { timeout: 20_000 }).toBeGreaterThan(3);

    await page.getByRole('button', { name: 'Filters' }).click();
    await chooseGroup(page, group.name);
    await expect(page).toHaveURL(new RegExp(`[?&]groups=${group.id}(&|$)`));
    await page.keyboard.press('Escape');
    await expect(page.getByText('3 trackers', { exact: true })).toBeVisible();
    await expect.poll(async () => (await rowNames(page).allInnerTexts()).sort()).toEqual(group.names);
    // every row names its groups, the new one among them
    const rowGroups = page.getByTestId('tracker-row-groups');
    await expect(rowGroups).toHaveCount(3);
    for (const text of await rowGroups.allInnerTexts()) expect(text).toContain(group.name);

    // the map beside the list shows the same three trackers
    await expect.poll(() => mapNames(page), { timeout: 20_000 }).toEqual(group.names);

    // the list CSV covers the filtered list and has the groups column
    await page.getByRole('button', { name: 'Download' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download list (CSV)' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/groups/i);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toContain(group.name);

    // tracker details lists the group, linking to its screen
    await page.getByRole('link', { name: group.names[0], exact: true }).click();
    const info = page.getByRole('region', { name: 'Info', exact: true });
    const link = info.getByRole('link', { name: group.name });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(link).toHaveAttribute('href', `/groups/${group.id}`);
  } finally {
    await group.remove().catch(() => undefined);
  }
});

test("a link with ?groups= opens the map filtered; the map's own group filter clears it", async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  const accountId = await acmeAccountId(page);
  const group = await makeGroup(page, accountId);
  try {
    await page.goto(`${BUSINESS_ORIGIN}/trackers?groups=${group.id}`);
    await expect(page.getByText('3 trackers', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => mapNames(page), { timeout: 20_000 }).toEqual(group.names);

    // the Layers dropdown holds the same choice; clearing it there shows every tracker again
    await page.getByRole('button', { name: 'Layers' }).click();
    const mapFilter = page.getByRole('group', { name: 'Filter Groups' });
    await expect(mapFilter.getByText(new RegExp(`^${group.name}`))).toBeVisible();
    // Backspace in the empty search takes the last chosen group off
    await mapFilter.getByRole('combobox', { name: 'Groups' }).click();
    await page.keyboard.press('Backspace');
    await expect(page).not.toHaveURL(/[?&]groups=/);
    await expect.poll(() => mapNames(page).then((n) => n.length), { timeout: 20_000 }).toBeGreaterThan(3);

    // and picking the group there filters the list too
    await chooseGroup(page, group.name);
    await expect(page).toHaveURL(new RegExp(`[?&]groups=${group.id}(&|$)`));
    await expect(page.getByText('3 trackers', { exact: true })).toBeVisible();
    await expect.poll(() => mapNames(page), { timeout: 20_000 }).toEqual(group.names);
  } finally {
    await group.remove().catch(() => undefined);
  }
});

test('a consumer account has no group filter', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  await expect(page.getByText("Maria's Car")).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('switch', { name: /Battery at most/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Groups' })).toHaveCount(0);
});
