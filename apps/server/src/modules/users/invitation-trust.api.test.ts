import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TEXTS, SESSION_COOKIE, SIGN_UP_TEXTS } from '@lodestar/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer, setCookieHeader, signIn } from '../session/sign-in.test-helper.ts';
import { createMailTestApp, mailedToken, readMails } from '../password-reset/email-links.test-helper.ts';

/**
 * Issue 26 items 1 and 3 as an attacker tried them: an address is trusted only once its owner proved it, and an
 * unproven sign-up cannot use the product to mail other people.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createMailTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
}, 60_000);
afterAll(() => t.close());

const acme = () => `/api/accounts/${t.demo.accounts.acme}`;
let ip = 0;
/** Signs up through the API as anyone may, with an address that need not be theirs, and signs in at once. */
async function signUp(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-account',
    remoteAddress: `198.51.100.${++ip}`,
    payload: {
      name: 'Squatter',
      email,
      password,
      password_confirmation: password,
      account_name: 'Squat Co',
      account_type: 'business',
    },
  });
  expect(res.statusCode).toBe(202);
  await readMails(t);
  return signIn(t.app, email, password);
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
const me = async (token: string) => (await call('GET', '/api/me', token)).json().data;
const invite = (email: string, token = admin, account = acme()) =>
  call('POST', `${account}/users/invite`, token, { name: 'Robin Real', email, role: 'all' });
const accept = (payload: object) => call('PUT', `${acme()}/users/invite`, undefined, payload);

describe('an invitation to an address someone else signed up with', () => {
  it('never gives the squatter the role; the real person gets in with their own password and ends the squatter', async () => {
    const squatter = await signUp('robin@example.test', 'squatters-pass');
    // the squatter even asks to move "their" address somewhere they read, before the invitation is accepted
    const squatterId = (await me(squatter)).id as number;
    const moved = await call('PUT', `/api/users/${squatterId}`, squatter, {
      name: 'Squatter',
      email: 'squatter@evil.test',
      timezone_id: (await me(admin)).timezone_id,
    });
    expect(moved.statusCode).toBe(200);
    const moveLink = await mailedToken(t, 'squatter@evil.test', '/confirm-email');

    expect((await invite('robin@example.test')).statusCode).toBe(201);
    // nobody joins before accepting: the squatter has nothing of Acme
    expect((await me(squatter)).account_roles).not.toHaveProperty(String(t.demo.accounts.acme));
    expect((await call('GET', `${acme()}/users`, squatter)).statusCode).toBe(403);

    const invitationMail = (await readMails(t, 'robin@example.test')).at(-1)!;
    expect(invitationMail.text).toContain('set your password');
    const token = await mailedToken(t, 'robin@example.test', '/accept-invitation');
    const preview = (await call('POST', '/api/invitations/lookup', undefined, { token })).json().data;
    expect(preview).toMatchObject({ existing_user: false, name: 'Robin Real' });

    const joined = await accept({ token, password: 'robins-own-pw', password_confirmation: 'robins-own-pw' });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({ signed_in: true, account: { id: t.demo.accounts.acme } });
    expect(setCookieHeader(joined, SESSION_COOKIE)).toContain(joined.json().token);

    // every session of the squatter is over, their password no longer opens it, their move link is dead
    expect((await call('GET', '/api/me', squatter)).statusCode).toBe(401);
    const old = await call('POST', '/api/token', undefined, {
      email: 'robin@example.test',
      password: 'squatters-pass',
    });
    expect(old.statusCode).toBe(422);
    const move = await call('PUT', '/api/confirm-email', undefined, { token: moveLink });
    expect(move.statusCode).toBe(410);

    const robin = await signIn(t.app, 'robin@example.test', 'robins-own-pw');
    expect(await me(robin)).toMatchObject({
      email: 'robin@example.test',
      name: 'Robin Real',
      email_confirmed: true,
      account_roles: { [t.demo.accounts.acme]: 'all' },
    });
  }, 60_000);

  it("an address change to someone else's address gives nothing: the invitation makes the real person a user", async () => {
    const squatter = await signUp('quinn-own@example.test', 'squatters-pass');
    const squatterId = (await me(squatter)).id as number;
    const res = await call('PUT', `/api/users/${squatterId}`, squatter, {
      name: 'Squatter',
      email: 'quinn@example.test',
      timezone_id: (await me(admin)).timezone_id,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(squatter)).email).toBe('quinn-own@example.test');

    expect((await invite('quinn@example.test')).statusCode).toBe(201);
    const token = await mailedToken(t, 'quinn@example.test', '/accept-invitation');
    const joined = await accept({ token, password: 'quinns-own-pw', password_confirmation: 'quinns-own-pw' });
    expect(joined.json().data.signed_in).toBe(true);
    expect(joined.json().data.user_id).not.toBe(squatterId);
    // the squatter keeps only the account they created themselves
    const roles = (await me(squatter)).account_roles as Record<string, string>;
    expect(Object.values(roles)).toEqual(['admin']);
    expect(roles).not.toHaveProperty(String(t.demo.accounts.acme));
  }, 60_000);

  it('a proven user joins with the sign-in they have: the link alone opens no session', async () => {
    expect((await invite('maria@rivera.test')).statusCode).toBe(201);
    const token = await mailedToken(t, 'maria@rivera.test', '/accept-invitation');
    const joined = await accept({ token, password: 'attacker-pw-1', password_confirmation: 'attacker-pw-1' });
    expect(joined.json()).toMatchObject({ token: null, data: { signed_in: false } });
    // the password sent along was ignored
    expect(await signIn(t.app, 'maria@rivera.test')).toEqual(expect.any(String));
  }, 30_000);
});

describe('who may send invitations, and how many', () => {
  it('an unconfirmed sign-up cannot invite anyone, even into the account it created', async () => {
    const squatter = await signUp('spammer@example.test', 'spammers-pass');
    const own = Object.keys((await me(squatter)).account_roles)[0]!;
    const res = await invite('target@example.test', squatter, `/api/accounts/${own}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(IDENTITY_TEXTS.confirmBeforeInviting);
    expect(await readMails(t, 'target@example.test')).toHaveLength(0);
    // confirming the address lifts it
    const link = await mailedToken(t, 'spammer@example.test', '/confirm-email');
    expect((await call('PUT', '/api/confirm-email', undefined, { token: link })).json().data.message).toBe(
      SIGN_UP_TEXTS.emailConfirmed,
    );
    expect((await invite('target@example.test', squatter, `/api/accounts/${own}`)).statusCode).toBe(201);
  }, 60_000);

  it('limits invitations to one address to 3 an hour over all accounts, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await invite('popular@example.test')).statusCode).toBe(201);
    const limited = await invite('popular@example.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/^Too many invitations\. Please try again in \d+ minutes\.$/);
    const maria = await signIn(t.app, 'maria@rivera.test');
    expect(
      (await invite('popular@example.test', maria, `/api/accounts/${t.demo.accounts.rivera}`)).statusCode,
    ).toBe(429);
    expect(await readMails(t, 'popular@example.test')).toHaveLength(3);
  }, 60_000);

  it('limits one account to 30 invitations an hour', async () => {
    const owner = await signUp('bulk-owner@example.test', 'bulk-owners-pass');
    const link = await mailedToken(t, 'bulk-owner@example.test', '/confirm-email');
    expect((await call('PUT', '/api/confirm-email', undefined, { token: link })).statusCode).toBe(200);
    const own = `/api/accounts/${Object.keys((await me(owner)).account_roles)[0]!}`;
    for (let i = 0; i < 30; i++)
      expect((await invite(`bulk-${i}@example.test`, owner, own)).statusCode).toBe(201);
    const limited = await invite('one-more@example.test', owner, own);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many invitations\./);
    expect(await readMails(t, 'one-more@example.test')).toHaveLength(0);
    // another account is not held back by this one's count
    expect((await invite('acme-hire@example.test')).statusCode).toBe(201);
  }, 120_000);
});
