import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOsmandSender, type SimulatedReport } from '../apps/simulator/src/index.ts';
import { waitForMail } from './mail.ts';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 20's whole path in one user's hands: set notifications, build the rule 'when a tracker enters Cicero
// Depot, send an e-mail', let a simulated tracker (the simulator's OsmAnd sender) drive into the depot, and see
// the rule's mail in the outbox, its run on the rule's screen, and the alert in Recent Alerts. LS100033 is moved
// by no other spec. Its reports are seconds old, so a retry's are newer than the first attempt's.

const SLOW = { timeout: 20_000 };
const SERIAL = 'LS100033';
const DEPOT = { lat: 41.8456, lon: -87.7539 };
const AWAY = { lat: 41.87, lon: -87.71 };

async function choose(page: Page, scope: Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: field })).toHaveValue(option);
}

/** A report of the tracker at `at`, `secondsAgo` old, as the simulator builds them. */
const reportAt = (at: { lat: number; lon: number }, secondsAgo: number): SimulatedReport => ({
  identifier: SERIAL,
  time: new Date(Date.now() - secondsAgo * 1000),
  lat: at.lat,
  lon: at.lon,
  speedMps: 8,
  course: 225,
  accuracy: 5,
  fix: 'gps',
  battery: 90,
  charging: null,
  sos: false,
  temperatureC: null,
  humidity: null,
});

test('a rule "enters Cicero Depot, send an e-mail" acts when a simulated tracker drives in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `E2E Depot watch ${stamp}`;
  const recipient = `depot-${stamp}@acme.test`;
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });

  // 1. notifications: geofence entries and exits, by e-mail
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  const form = page.getByRole('form', { name: 'Notifications' });
  const geofenceBox = form.getByRole('checkbox', { name: 'Geofence enter and exit' });
  await expect(geofenceBox).toBeVisible(SLOW);
  await geofenceBox.check();
  await form.getByRole('checkbox', { name: 'E-mail (admin@acme.test)' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();

  // 2. the rule, built on its screen
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('link', { name: 'New Rule' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Rule' })).toBeVisible(SLOW);
  await page.getByRole('textbox', { name: 'Rule name' }).fill(name);
  const condition = page.getByRole('group', { name: 'Condition 1' });
  await choose(page, condition, 'Type', 'Geofence');
  await choose(page, condition, 'Geofence', 'Cicero Depot');
  await expect(condition.getByRole('checkbox', { name: 'Enters' })).toBeChecked();
  const action = page.getByRole('group', { name: 'Action 1' });
  await expect(action.getByRole('combobox', { name: 'Action' })).toHaveValue('Send e-mail');
  await action.getByRole('textbox', { name: 'E-mail addresses' }).fill(recipient);
  await action.getByRole('textbox', { name: 'Subject' }).fill('{tracker_name} reached {geofence}');
  await action.getByRole('textbox', { name: 'Body' }).fill('{tracker_name} entered {geofence} at {time}.');
  if ((await action.getByRole('combobox', { name: 'Time zone' }).inputValue()) === '')
    await choose(page, action, 'Time zone', 'America/Chicago');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Rule "${name}" has been saved successfully`)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/rules\/\d+$/);
  const ruleUrl = page.url();

  // 3. the simulated tracker drives from the road into the depot over OsmAnd
  const sender = createOsmandSender({ url: `${CONSUMER_ORIGIN}/api/ingest/osmand`, connections: 1 });
  try {
    for (const [at, secondsAgo] of [
      [AWAY, 8],
      [AWAY, 6],
      [DEPOT, 4],
      [DEPOT, 2],
    ] as const) {
      const sent = await sender.send(reportAt(at, secondsAgo));
      expect(sent.status, sent.error).toBe(200);
    }
  } finally {
    await sender.close();
  }

  // 4. the rule's mail is in the outbox, naming the tracker and the depot
  const mail = await waitForMail(recipient, 'reached Cicero Depot');
  const tracker = mail.subject.replace(' reached Cicero Depot', '');
  expect(tracker.length).toBeGreaterThan(0);
  expect(mail.text).toContain(`${tracker} entered Cicero Depot at`);

  // 5. the rule's screen shows the run that sent it
  await page.goto(ruleUrl);
  const runs = page.getByRole('table', { name: 'Rule runs' });
  const run = runs.getByRole('row').filter({ hasText: tracker });
  await expect(run.first()).toBeVisible(SLOW);
  await expect(run.first()).toContainText('Fired');
  await expect(run.first()).toContainText('sent');

  // 6. the entry is among Recent Alerts
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  const alert = page
    .getByTestId('recent-alert')
    .filter({ hasText: tracker })
    .filter({ hasText: 'Cicero Depot' });
  await expect(alert.first()).toBeVisible(SLOW);

  // the rule is removed again, so later runs of the suite start from the same rules
  await page.goto(ruleUrl);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Rule "${name}" has been deleted`)).toBeVisible(SLOW);
});
