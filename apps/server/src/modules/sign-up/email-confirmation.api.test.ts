import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_TEXTS } from '@lodestar/contracts';
import { emailLinks, memberships, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { createMailTestApp, mailedToken, readMails } from '../password-reset/email-links.test-helper.ts';

let t: TestApp;
let modelId: number;
beforeAll(async () => {
  t = await createMailTestApp();
  const admin = await signIn(t.app, 'admin@acme.test');
  const models = await t.app.inject({ method: 'GET', url: '/api/models', headers: bearer(admin) });
  modelId = (models.json().data[0] as { id: number }).id;
}, 60_000);
afterAll(() => t.close());

let seq = 0;
/** Signs up through the API (from an IP of its own) and signs in: a new, unconfirmed account admin. */
async function signUpAndSignIn() {
  const email = `confirm-${++seq}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-account',
    remoteAddress: `192.0.2.${seq}`,
    payload: {
      name: `Confirm Person ${seq}`,
      email,
      password: 'correct horse',
      password_confirmation: 'correct horse',
      account_name: `Account ${seq}`,
      account_type: 'consumer',
    },
  });
  expect(res.statusCode).toBe(202);
  const confirmToken = await mailedToken(t, email, '/confirm-email');
  const token = await signIn(t.app, email, 'correct horse');
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [member] = await t.database.db.select().from(memberships).where(eq(memberships.userId, user!.id));
  return { email, token, confirmToken, userId: user!.id, accountId: member!.accountId };
}

const confirm = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/api/confirm-email', payload: { token } });
const resend = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/confirm-email/resend', headers: token ? bearer(token) : {} });
const addTracker = (accountId: number, token: string, serial: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/devices`,
    headers: bearer(token),
    payload: { serial, name: `Tracker ${serial}`, model_id: modelId },
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().data;

describe('e-mail confirmation', () => {
  it('refuses adding a tracker until the address is confirmed, then allows it', async () => {
    const s = await signUpAndSignIn();
    const refused = await addTracker(s.accountId, s.token, `SU${seq}A`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SIGN_UP_TEXTS.confirmBeforeTrackers);

    const res = await confirm(s.confirmToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: SIGN_UP_TEXTS.emailConfirmed } });
    expect((await me(s.token)).email_confirmed).toBe(true);
    expect((await addTracker(s.accountId, s.token, `SU${seq}B`)).statusCode).toBe(201);

    const again = await confirm(s.confirmToken);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(SIGN_UP_TEXTS.linkUsed);
  }, 30_000);

  it('counts the seeded users as confirmed: they add trackers as before', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    expect((await me(admin)).email_confirmed).toBe(true);
    expect((await addTracker(t.demo.accounts.acme, admin, 'SEEDED-CONFIRMED-1')).statusCode).toBe(201);
  }, 30_000);

  it('says an expired or unknown link cannot be used, and refuses a missing token', async () => {
    const s = await signUpAndSignIn();
    await t.database.db
      .update(emailLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailLinks.tokenHash, createHash('sha256').update(s.confirmToken).digest('hex')));
    const expired = await confirm(s.confirmToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(SIGN_UP_TEXTS.linkExpired);
    expect((await me(s.token)).email_confirmed).toBe(false);

    const unknown = await confirm('no-such-token');
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().message).toBe(SIGN_UP_TEXTS.linkInvalid);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/confirm-email', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.token).toBeDefined();
  }, 30_000);

  it('resends a link to a signed-in unconfirmed user, limited to 3 in 15 minutes', async () => {
    const s = await signUpAndSignIn();
    const res = await resend(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: SIGN_UP_TEXTS.confirmationResent } });
    const mails = await readMails(t, s.email);
    expect(mails.filter((m) => m.subject === 'Confirm your e-mail address for Lodestar')).toHaveLength(2);
    const fresh = await mailedToken(t, s.email, '/confirm-email');
    expect(fresh).not.toBe(s.confirmToken);

    expect((await resend(s.token)).statusCode).toBe(200);
    expect((await resend(s.token)).statusCode).toBe(200);
    const limited = await resend(s.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many confirmation mails\. Please try again in \d+ minutes\.$/,
    );

    // the newest link confirms; the first one then reads as expired
    expect((await confirm(fresh)).statusCode).toBe(200);
    expect((await confirm(s.confirmToken)).json().message).toBe(SIGN_UP_TEXTS.linkExpired);
  }, 30_000);

  it('sends nothing to a confirmed user (devices role too), needs a session, and refuses an account API token', async () => {
    const maria = await signIn(t.app, 'maria@rivera.test');
    const before = (await readMails(t, 'maria@rivera.test')).length;
    const res = await resend(maria);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(SIGN_UP_TEXTS.alreadyConfirmed);
    expect(await readMails(t, 'maria@rivera.test')).toHaveLength(before);
    expect((await resend()).statusCode).toBe(401);
    // a devices-role member is a confirmed user like any other
    const driver = await signIn(t.app, 'driver@acme.test');
    expect((await resend(driver)).json().data.message).toBe(SIGN_UP_TEXTS.alreadyConfirmed);
    // an account API token is not a person: it cannot ask for mail
    const admin = await signIn(t.app, 'admin@acme.test');
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
      headers: bearer(admin),
    });
    expect(issued.statusCode).toBe(200);
    expect((await resend(issued.json().data.api_token as string)).statusCode).toBe(403);
  }, 30_000);

  it('confirms the address when the password is reset through a mailed link', async () => {
    const s = await signUpAndSignIn();
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: s.email },
      remoteAddress: '192.0.2.200',
    });
    const token = await mailedToken(t, s.email, '/reset-password');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { token, password: 'new password 1', password_confirmation: 'new password 1' },
    });
    expect(res.statusCode).toBe(200);
    const after = await signIn(t.app, s.email, 'new password 1');
    expect((await me(after)).email_confirmed).toBe(true);
  }, 30_000);
});
