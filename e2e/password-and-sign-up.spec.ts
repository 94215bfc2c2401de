import { expect, test, type Page } from '@playwright/test';
import { countMail, waitForMail } from './mail.ts';
import { CONSUMER_ORIGIN } from './support.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CONFIRM_SUBJECT = 'Confirm your e-mail address for Lodestar';

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${CONSUMER_ORIGIN}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function fillSignUp(page: Page, v: { name: string; email: string; password: string; account: string }) {
  await page.getByLabel('Your name').fill(v.name);
  await page.getByLabel('Email').fill(v.email);
  await page.getByLabel(/^Password/).fill(v.password);
  await page.getByLabel('Confirm password').fill(v.password);
  await page.getByLabel('Account name').fill(v.account);
}

const checkYourMail = (page: Page, email: string) =>
  page.getByText(`We've sent a link to ${email} to confirm your e-mail address. It expires in 48 hours.`);

test('a forgotten password is reset through the mailed link, once; the old password and its sessions stop working', async ({
  page,
  request,
  browser,
}) => {
  const email = `forgot-${unique()}@example.test`;
  // an account of its own, so no other spec's sign-in changes
  const created = await request.post(`${CONSUMER_ORIGIN}/api/create-account`, {
    data: {
      name: 'Fran Forget',
      email,
      password: 'old password 1',
      password_confirmation: 'old password 1',
      account_name: 'Forget Family',
      account_type: 'consumer',
    },
  });
  expect(created.status()).toBe(202);
  await waitForMail(email, CONFIRM_SUBJECT);
  // signed in on another device with the old password
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await logIn(phone, email, 'old password 1');
  await expect(phone).toHaveURL(/\/trackers$/);

  await page.goto(`${CONSUMER_ORIGIN}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      `If an account exists for ${email}, we've sent a link to reset its password. It expires in 60 minutes.`,
    ),
  ).toBeVisible();

  // an unknown address gets the very same answer
  const stranger = `nobody-${unique()}@example.test`;
  await page.getByRole('button', { name: 'try again' }).click();
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      `If an account exists for ${stranger}, we've sent a link to reset its password. It expires in 60 minutes.`,
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(email, 'Reset your Lodestar password');
  const link = mail.links.find((l) => l.includes('/reset-password?token='))!;
  await page.goto(link);
  const submit = page.getByRole('button', { name: 'Set new password' });
  await page.getByLabel(/^Password/).fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Password/).fill('new password 2');
  await page.getByLabel('Confirm password').fill('new password 3');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm password').fill('new password 2');
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  // the other device's session ended with the reset
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await otherDevice.close();

  await logIn(page, email, 'old password 1');
  await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  await logIn(page, email, 'new password 2');
  await expect(page).toHaveURL(/\/trackers$/);

  // the link worked once
  await page.goto(link);
  await page.getByLabel(/^Password/).fill('third password');
  await page.getByLabel('Confirm password').fill('third password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot');
  await page.screenshot({ path: '/tmp/reset-link-used.png' });
});

test('the Account password form asks for the current password and says why its button waits', async ({
  page,
  request,
}) => {
  const email = `pw-${unique()}@example.test`;
  // a user of its own, so no other spec's password changes
  const created = await request.post(`${CONSUMER_ORIGIN}/api/create-account`, {
    data: {
      name: 'Pat Password',
      email,
      password: 'first password 1',
      password_confirmation: 'first password 1',
      account_name: 'Pat Family',
      account_type: 'consumer',
    },
  });
  expect(created.status()).toBe(202);
  await waitForMail(email, CONFIRM_SUBJECT);
  await logIn(page, email, 'first password 1');
  await expect(page).toHaveURL(/\/trackers$/);
  await page.goto(`${CONSUMER_ORIGIN}/account`);

  const update = page.getByRole('button', { name: 'Update Password' });
  const why = page.locator('#password-form-why');
  await expect(update).toBeDisabled();
  await expect(why).toHaveText('The current password field is required.');
  await page.getByLabel(/^Current password/).fill('not my password');
  await expect(why).toHaveText('Password must be at least 8 characters');
  await page.getByLabel(/^New password/).fill('short');
  await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(
    'Password must be at least 8 characters',
  );
  await page.getByLabel(/^New password/).fill('second password 2');
  await page.getByLabel(/^Confirm password/).fill('second password');
  await expect(why).toHaveText('The password confirmation does not match.');
  await expect(page.getByLabel(/^Confirm password/)).toHaveAccessibleDescription(
    'The password confirmation does not match.',
  );
  await expect(update).toBeDisabled();
  await page.getByLabel(/^Confirm password/).fill('second password 2');
  await expect(why).toHaveCount(0);

  // a session alone is not enough: the wrong current password is refused under its field
  await update.click();
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();
  await page.getByLabel(/^Current password/).fill('first password 1');
  await update.click();
  await expect(page.getByText('Password has been updated!')).toBeVisible();
  await page.context().clearCookies();
  await logIn(page, email, 'second password 2');
  await expect(page).toHaveURL(/\/trackers$/);
});

test('a new account confirms its address by the mailed link before it can add a tracker', async ({
  page,
}) => {
  const email = `new-${unique()}@example.test`;
  const password = 'sign up secret';
  await page.goto(`${CONSUMER_ORIGIN}/login`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/create-account$/);
  await fillSignUp(page, { name: 'Nina New', email, password, account: 'New Family' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(checkYourMail(page, email)).toBeVisible();
  await waitForMail(email, CONFIRM_SUBJECT);

  // signed in before confirming: the banner says why trackers wait, and the add screen shows the refusal
  await page.getByRole('link', { name: 'Sign in' }).click();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/trackers$/);
  const banner = page.getByRole('complementary', { name: 'Confirm your e-mail address' });
  await expect(banner).toContainText(`We sent a link to ${email}`);
  await page.screenshot({ path: '/tmp/confirm-email-banner.png' });
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We have sent a new confirmation link.')).toBeVisible();
  const mail = await waitForMail(email, CONFIRM_SUBJECT, 1);

  await page.goto(`${CONSUMER_ORIGIN}/trackers/add`);
  const serial = `SIGNUP-${unique().toUpperCase()}`;
  await page.getByLabel(/Identifier \(serial\)/).fill(serial);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('First tracker');
  await page.getByRole('combobox', { name: /^Model/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add Tracker' }).click();
  await expect(page.getByRole('alert')).toHaveText('Confirm your e-mail address before adding trackers.');

  await page.goto(mail.links.find((l) => l.includes('/confirm-email?token='))!);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Lodestar' }).click();
  await expect(page).toHaveURL(/\/trackers$/);
  await expect(banner).toHaveCount(0);

  await page.goto(`${CONSUMER_ORIGIN}/trackers/add`);
  await page.getByLabel(/Identifier \(serial\)/).fill(serial);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('First tracker');
  await page.getByRole('combobox', { name: /^Model/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add Tracker' }).click();
  await expect(page.getByText('First tracker was added')).toBeVisible();

  // the confirmation link worked once
  await page.goto(mail.links.find((l) => l.includes('/confirm-email?token='))!);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
});

test('signing up with an address that has an account looks the same and tells the owner by mail (on a phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = 'maria@rivera.test';
  const before = await countMail(owner, 'Someone tried to create a Lodestar account');
  await page.goto(`${CONSUMER_ORIGIN}/create-account`);
  await fillSignUp(page, {
    name: 'Not Maria',
    email: owner,
    password: 'somebody else',
    account: 'Impostors',
  });
  await page.getByText('Business', { exact: true }).click();
  await page.screenshot({ path: '/tmp/create-account-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(checkYourMail(page, owner)).toBeVisible();

  const mail = await waitForMail(owner, 'Someone tried to create a Lodestar account', before);
  expect(mail.links).toEqual([`${CONSUMER_ORIGIN}/login`, `${CONSUMER_ORIGIN}/forgot`]);
  expect(await countMail(owner, CONFIRM_SUBJECT)).toBe(0);
});
