import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mail.ts';
import { CONSUMER_ORIGIN, signIn } from './support.ts';

// Alerts by e-mail (issue 20, decision 0049): a tracker entering a geofence is mailed to the account's people as
// their notification settings ask, with the time in their zone and a link that opens the tracker. The Rivera
// family account and Leo's Backpack (serial LS200002) are moved by no other spec, so no digest window is open.

const WEB = { 'x-lodestar-client': 'web' };
const SERIAL = 'LS200002';
const TRACKER = "Leo's Backpack";
const CENTRE = { lat: 40.7306, lon: -73.9866 };
const OUTSIDE = { lat: 40.76, lon: -73.95 };

/** A call from inside the signed-in page (its cookie), with the header cookie-authenticated writes need. */
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
  expect(answer.status, answer.text).toBeLessThan(300);
  return JSON.parse(answer.text) as { data: never };
}

/** A report as a tracker speaking OsmAnd over HTTP sends it, `secondsAgo` old. */
async function report(request: APIRequestContext, at: { lat: number; lon: number }, secondsAgo: number) {
  const query = new URLSearchParams({
    id: SERIAL,
    lat: String(at.lat),
    lon: String(at.lon),
    timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
    accuracy: '5',
    batt: '80',
  });
  const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(response.status(), await response.text()).toBe(200);
}

test("a tracker entering a geofence is mailed to the account's people, and the mail's link opens the tracker", async ({
  page,
  request,
}) => {
  await signIn(page, 'maria@rivera.test');
  const me: { accounts: { id: number; title: string }[] } = (await api(page, 'GET', '/me')).data;
  const accountId = me.accounts[0]!.id;
  await api(page, 'POST', `/accounts/${accountId}/user-settings`, {
    settings: [
      { code: 'notify_geofence_enter_exit', value: true },
      { code: 'notify_via_email', value: true },
    ],
  });
  const yard = `School Yard ${Date.now() % 100_000}`;
  await api(page, 'POST', `/accounts/${accountId}/geofences`, {
    name: yard,
    address: 'Union Square, New York',
    shape: { type: 'circle', lat: CENTRE.lat, lng: CENTRE.lon, radius: 300 },
  });

  await report(request, OUTSIDE, 60);
  await report(request, CENTRE, 30);

  // the mail about the entry: alone, or with the tracker's exit from Home (the demo's replayed visits leave it
  // inside Home) when both arrive together as '2 alerts for …'
  const mail = await waitForMail('maria@rivera.test', TRACKER, 0, `Entered geofence ${yard}`);
  // Maria's zone is New York
  expect(mail.text).toMatch(/\d{1,2}:\d{2} [AP]M E[SD]T/);
  expect(mail.text).toContain(`Change what you are told in Alerts: ${CONSUMER_ORIGIN}/alerts`);
  expect(mail.html).toContain('<a href=');
  const link = mail.links.find((l) => /\/trackers\/\d+$/.test(l));
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/trackers\/\d+$/);
  await expect(page.getByText(TRACKER, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
});
