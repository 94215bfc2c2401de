import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_MINUTES, SIGN_UP_TEXTS } from '@lodestar/contracts';
import { emailLinks } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { createMailTestApp, mailedToken, readMails } from './email-links.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMailTestApp();
}, 60_000);
afterAll(() => t.close());

// each test asks from its own address, so the per-IP limits of one test do not reach the next
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;
let userSeq = 0;
async function newUser() {
  const email = `reset-${++userSeq}@example.test`;
  const id = await createUser(t.database, {
    email,
    name: `Reset Person ${userSeq}`,
    accountId: t.demo.accounts.rivera,
  });
  return { id, email };
}

const forgot = (email: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string, confirmation = password) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/reset-password',
    payload: { token, password, password_confirmation: confirmation },
  });
const signInStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/token', payload: { email, password } })).statusCode;

describe('POST /api/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails a single-use link only to the known one', async () => {
    const { email } = await newUser();
    const known = await forgot(email);
    const unknown = await forgot('nobody-here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ data: { message: SIGN_UP_TEXTS.resetRequested } });
    expect(unknown.body).toBe(known.body);

    const mails = await readMails(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Lodestar password');
    expect(mails[0]!.text).toContain(`expires in ${PASSWORD_RESET_LINK_MINUTES} minutes`);
    expect(mails[0]!.links[0]).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/reset-password\\?token=`));
    expect(await readMails(t, 'nobody-here@example.test')).toHaveLength(0);

    // only the token's SHA-256 is stored, and it expires an hour after it was made
    const token = await mailedToken(t, email, '/reset-password');
    const [row] = await t.database.db
      .select()
      .from(emailLinks)
      .where(eq(emailLinks.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(PASSWORD_RESET_LINK_MINUTES * 60_000);
  }, 30_000);

  it('matches the address regardless of case', async () => {
    const { email } = await newUser();
    expect((await forgot(email.toUpperCase())).statusCode).toBe(202);
    expect(await readMails(t, email)).toHaveLength(1);
  }, 30_000);

  it('refuses a missing or malformed address with 422 and a field message', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toBeDefined();
    const bad = await forgot('not-an-address');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['The email must be a valid email address.']);
  });

  it('limits requests per address (whether known or not) and per IP with 429 and a wait', async () => {
    const { email } = await newUser();
    for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(202);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many password reset requests\. Please try again in \d+ (minutes|seconds)\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // an unknown address meets the same limit at the same count
    for (let i = 0; i < 3; i++) expect((await forgot('ghost@example.test')).statusCode).toBe(202);
    expect((await forgot('ghost@example.test')).statusCode).toBe(429);
    expect(await readMails(t, email)).toHaveLength(3);

    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`spray-${i}@example.test`, ip)).statusCode).toBe(202);
    const sprayed = await forgot('spray-last@example.test', ip);
    expect(sprayed.statusCode).toBe(429);
  }, 30_000);
});

describe('PUT /api/reset-password', () => {
  it('sets the new password once, signs out every session of the user, and the old password no longer works', async () => {
    const { email } = await newUser();
    const before = await signIn(t.app, email);
    await forgot(email);
    const token = await mailedToken(t, email, '/reset-password');

    const res = await reset(token, 'a brand new secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: SIGN_UP_TEXTS.passwordReset } });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(before) })).statusCode).toBe(
      401,
    );
    expect(await signInStatus(email, 'a brand new secret')).toBe(200);
    expect(await signInStatus(email, 'password')).toBe(422);

    const again = await reset(token, 'yet another secret');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(SIGN_UP_TEXTS.linkUsed);
    expect(await signInStatus(email, 'a brand new secret')).toBe(200);
  }, 30_000);

  it('says an expired link has expired and leaves the password alone', async () => {
    const { email } = await newUser();
    await forgot(email);
    const token = await mailedToken(t, email, '/reset-password');
    await t.database.db
      .update(emailLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailLinks.tokenHash, createHash('sha256').update(token).digest('hex')));
    const res = await reset(token, 'too late for this');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      message: SIGN_UP_TEXTS.linkExpired,
      errors: { token: [SIGN_UP_TEXTS.linkExpired] },
    });
    expect(await signInStatus(email, 'too late for this')).toBe(422);
  }, 30_000);

  it('ends the other links the user was sent once one of them is used', async () => {
    const { email } = await newUser();
    await forgot(email);
    const first = await mailedToken(t, email, '/reset-password');
    await forgot(email);
    const second = await mailedToken(t, email, '/reset-password');
    expect(second).not.toBe(first);
    expect((await reset(second, 'the second link')).statusCode).toBe(200);
    const old = await reset(first, 'the first link');
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(SIGN_UP_TEXTS.linkExpired);
  }, 30_000);

  it('refuses a short or unconfirmed password with field messages, and an unknown link as not valid', async () => {
    const { email } = await newUser();
    await forgot(email);
    const token = await mailedToken(t, email, '/reset-password');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([SIGN_UP_TEXTS.passwordHint]);
    const mismatch = await reset(token, 'long enough one', 'long enough two');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([SIGN_UP_TEXTS.passwordMismatch]);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { password: 'x' },
    });
    expect(missing.statusCode).toBe(422);
    const unknown = await reset('not-a-real-token', 'long enough password');
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().message).toBe(SIGN_UP_TEXTS.linkInvalid);
    // the refused attempts did not use the link up
    expect((await reset(token, 'long enough password')).statusCode).toBe(200);
  }, 30_000);

  it('does not work once the address has changed since the link was sent', async () => {
    const { id, email } = await newUser();
    await forgot(email);
    const token = await mailedToken(t, email, '/reset-password');
    await t.database.db.execute(sql`update users set email = ${`changed-${email}`} where id = ${id}`);
    const res = await reset(token, 'long enough password');
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(SIGN_UP_TEXTS.linkInvalid);
  }, 30_000);
});
