import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail.ts';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Issue 18 item 3: the Users tab, an invitation accepted from its e-mail, editing and removing (decision 0043).

const SLOW = { timeout: 20_000 };
const CHOSEN = ['Van 03', 'Van 05'];

async function openUsers(page: Page) {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/users' });
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible(SLOW);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible(SLOW);
}

/** The table row of one user, found through the search box. */
async function userRow(page: Page, email: string) {
  await page.getByLabel('Search users').fill(email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(page.getByTestId('user-row')).toHaveCount(1, SLOW);
  return row;
}

test('an admin invites a user for two trackers; the invitee joins from the e-mail, then is edited and removed', async ({
  page,
  browser,
}) => {
  const email = `ivy-${Date.now().toString(36)}@example.com`;
  await openUsers(page);
  // the spec's table: User Info with the e-mail, the role words, the devices words
  const driver = await userRow(page, 'driver@acme.test');
  await expect(driver).toContainText('Drew Driver');
  await expect(driver).toContainText('Specific Devices');
  await expect(driver).toContainText(/\d+ Devices?/);
  await page.getByLabel('Search users').fill('');

  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite New User' });
  await invite.getByLabel('Name').fill('Ivy Invitee');
  await invite.getByLabel('Email').fill(email);
  await expect(invite.getByLabel('Devices', { exact: true })).toHaveCount(0);
  await invite.getByRole('radio', { name: 'Specific Devices' }).check();
  const picker = invite.getByLabel('Devices', { exact: true });
  for (const name of CHOSEN) {
    await picker.click();
    await picker.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  // the picker's list closes when the user moves on
  await invite.getByLabel('Name').click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await invite.getByRole('button', { name: 'Invite User' }).click();
  await expect(page.getByText('The user was successfully invited')).toBeVisible(SLOW);
  await expect(invite).toBeHidden();
  // until accepted, the invitation is listed under the members (issue 26)
  const pendingRow = page.getByTestId('invitation-row').filter({ hasText: email });
  await expect(pendingRow).toContainText('Ivy Invitee', SLOW);
  await expect(pendingRow).toContainText('2 Devices');

  // the invitee opens the link from the mail in their own browser and sets a password
  const mail = await waitForMail(email, 'You are invited to join Acme Logistics');
  const link = mail.links.find((l) => l.includes('/accept-invitation?token='));
  expect(link).toBeTruthy();
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link!);
  await expect(invitee.getByRole('heading', { name: 'Join Acme Logistics' })).toBeVisible(SLOW);
  await expect(invitee.getByLabel('Name')).toHaveValue('Ivy Invitee');
  const join = invitee.getByRole('button', { name: 'Join Acme Logistics' });
  await invitee.getByLabel('Password', { exact: true }).fill('ivy-secret-1');
  await invitee.getByLabel('Confirm password').fill('ivy-secret');
  await expect(join).toBeDisabled();
  await invitee.getByLabel('Confirm password').fill('ivy-secret-1');
  await join.click();
  await expect(invitee).toHaveURL(/\/trackers$/, SLOW);
  const rows = invitee.getByTestId('tracker-row');
  await expect(rows).toHaveCount(2, SLOW);
  for (const name of CHOSEN) await expect(rows.filter({ hasText: name })).toHaveCount(1);
  const trackersUrl = invitee.url();
  // the link works once
  await invitee.goto(link!);
  await expect(invitee.getByRole('alert')).toContainText('This invitation has already been used.', SLOW);

  // the admin sees the new member with their two trackers, and gives them Access All
  await page.reload();
  let row = await userRow(page, email);
  await expect(pendingRow).toHaveCount(0);
  await expect(row).toContainText('Specific Devices');
  await expect(row).toContainText('2 Devices');
  await row.getByRole('button', { name: 'Actions for Ivy Invitee' }).click();
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByText('Editing Ivy Invitee Permissions')).toBeVisible();
  await expect(edit.getByText('Acme Logistics')).toBeVisible();
  for (const name of CHOSEN) await expect(edit.getByText(name)).toBeVisible(SLOW);
  await edit.getByRole('radio', { name: 'Access All' }).check();
  await expect(edit.getByLabel('Devices', { exact: true })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('The user permissions were successfully updated')).toBeVisible(SLOW);
  row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Access All', SLOW);
  await expect(row).toContainText('All Devices');

  // the invitee now sees the whole fleet
  await invitee.goto(trackersUrl);
  await expect.poll(() => invitee.getByTestId('tracker-row').count(), SLOW).toBeGreaterThan(2);

  // removed: the row goes, and the invitee's next page load has no account left (signed out)
  await row.getByRole('button', { name: 'Actions for Ivy Invitee' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to remove Ivy Invitee from this account?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The user was removed from this account')).toBeVisible(SLOW);
  await expect(page.getByTestId('user-row')).toHaveCount(0, SLOW);

  await invitee.reload();
  await expect(invitee).toHaveURL(/\/login/, SLOW);
  await invitee.context().close();
});

test('someone who already signs in joins a second account from the mail without a new password', async ({
  page,
  browser,
}) => {
  await signIn(page, 'maria@rivera.test', { next: '/manage/users' });
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite New User' });
  await invite.getByLabel('Name').fill('Drew');
  await invite.getByLabel('Email').fill('driver@acme.test');
  await invite.getByRole('radio', { name: 'Access All' }).check();
  await invite.getByRole('button', { name: 'Invite User' }).click();
  await expect(page.getByText('The user was successfully invited')).toBeVisible(SLOW);

  const drew = await (await browser.newContext()).newPage();
  try {
    const mail = await waitForMail('driver@acme.test', 'You are invited to join Rivera Family');
    await drew.goto(mail.links.find((l) => l.includes('/accept-invitation?token='))!);
    await expect(drew.getByRole('heading', { name: 'Join Rivera Family' })).toBeVisible(SLOW);
    await expect(drew.getByText('no new password is needed')).toBeVisible();
    await expect(drew.getByLabel('Password', { exact: true })).toHaveCount(0);
    await drew.getByRole('button', { name: 'Join Rivera Family' }).click();
    await expect(drew.getByRole('heading', { name: 'You have been added to Rivera Family' })).toBeVisible(
      SLOW,
    );
    await drew.getByRole('link', { name: 'Sign in' }).click();
    await expect(drew).toHaveURL(/\/login/);

    await page.reload();
    const row = await userRow(page, 'driver@acme.test');
    await expect(row).toContainText('Access All');
    await row.getByRole('button', { name: 'Actions for Drew Driver' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('user-row')).toHaveCount(0, SLOW);
  } finally {
    // other specs know Drew as a member of Acme only
    const members = await page.request.get(`${CONSUMER_ORIGIN}/api/accounts/2/users`, {
      headers: { 'x-lodestar-client': 'web' },
    });
    const joined = (await members.json()).data.find((u: { email: string }) => u.email === 'driver@acme.test');
    if (joined)
      await page.request.delete(`${CONSUMER_ORIGIN}/api/accounts/2/users/${joined.id}`, {
        headers: { 'x-lodestar-client': 'web' },
      });
    await drew.context().close();
  }
});

test('an admin resends a pending invitation and revokes it; the revoked link says it was withdrawn', async ({
  page,
  browser,
}) => {
  const email = `pending-${Date.now().toString(36)}@example.com`;
  await openUsers(page);
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite New User' });
  await invite.getByLabel('Name').fill('Pia Pending');
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('radio', { name: 'Access All' }).check();
  await invite.getByRole('button', { name: 'Invite User' }).click();
  await expect(invite).toBeHidden(SLOW);
  await waitForMail(email, 'You are invited to join Acme Logistics');

  const pending = page.getByRole('table', { name: 'Pending invitations' }).getByTestId('invitation-row');
  const row = pending.filter({ hasText: email });
  await expect(row).toContainText('Access All', SLOW);
  await expect(row).toContainText('Invited');
  await row.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await expect(page.getByText('The invitation was sent again')).toBeVisible(SLOW);
  // a second mail with a new link; still one pending row for the address
  const resent = await waitForMail(email, 'You are invited to join Acme Logistics', 1);
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The invitation was revoked')).toBeVisible(SLOW);
  await expect(row).toHaveCount(0, SLOW);

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(resent.links.find((l) => l.includes('/accept-invitation?token='))!);
  await expect(invitee.getByRole('alert')).toContainText('This invitation was withdrawn', SLOW);
  await invitee.context().close();
});

test("an 'all' member sees the users but cannot invite, edit or remove", async ({ page }) => {
  await signIn(page, 'dispatch@acme.test', { origin: BUSINESS_ORIGIN, next: '/manage/users' });
  await expect(page.getByTestId('user-row').filter({ hasText: 'admin@acme.test' })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});

test('an unknown invitation link says so', async ({ page }) => {
  await page.goto('/accept-invitation?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('This invitation link is not valid.', SLOW);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
