import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMATION_LINK_HOURS, SIGN_UP_TEXTS, TIMEZONE_HEADER } from '@lodestar/contracts';
import { accounts, memberships, timezones, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { createMailTestApp, readMails } from '../password-reset/email-links.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMailTestApp();
}, 60_000);
afterAll(() => t.close());

let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;
let seq = 0;
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Sam Carter',
  email: `sam-${++seq}@example.test`,
  password: 'correct horse',
  password_confirmation: 'correct horse',
  account_name: 'Carter Family',
  account_type: 'consumer',
  ...over,
});
const createAccount = (payload: object, ip = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/create-account', payload, remoteAddress: ip, headers });

async function userByEmail(email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

describe('POST /api/create-account', () => {
  it('creates the user (unconfirmed), their account and admin membership, and mails a confirmation link', async () => {
    const input = form({ account_name: 'Carter Household' });
    const res = await createAccount(input, nextIp(), { [TIMEZONE_HEADER]: 'America/Chicago' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { message: SIGN_UP_TEXTS.signUpReceived } });

    const [mail, ...more] = await readMails(t, input.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Confirm your e-mail address for Lodestar');
    expect(mail!.text).toContain(`expires in ${EMAIL_CONFIRMATION_LINK_HOURS} hours`);
    expect(mail!.links[0]).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/confirm-email\\?token=`));

    const user = await userByEmail(input.email);
    expect(user).toMatchObject({ name: 'Sam Carter', emailConfirmedAt: null });
    const [zone] = await t.database.db.select().from(timezones).where(eq(timezones.id, user!.timezoneId!));
    expect(zone!.identifier).toBe('America/Chicago');
    const [member] = await t.database.db
      .select({ role: memberships.role, title: accounts.title, b2b: accounts.isB2bAccount })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(eq(memberships.userId, user!.id));
    expect(member).toEqual({ role: 'admin', title: 'Carter Household', b2b: false });

    // they can sign in at once; the app is told the address is not confirmed yet
    const token = await signIn(t.app, input.email, 'correct horse');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({
      email_confirmed: false,
      accounts: [{ title: 'Carter Household' }],
    });
  }, 30_000);

  it('makes a business account a B2B account on the business brand', async () => {
    const input = form({ account_type: 'business', account_name: 'Carter Freight' });
    expect((await createAccount(input)).statusCode).toBe(202);
    await readMails(t);
    const user = await userByEmail(input.email);
    const [account] = await t.database.db
      .select({ b2b: accounts.isB2bAccount, business: accounts.usesGpxApp })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(eq(memberships.userId, user!.id));
    expect(account).toEqual({ b2b: true, business: true });
  }, 30_000);

  it('answers a taken address exactly like a new one, changes nothing, and mails its owner', async () => {
    const fresh = await createAccount(form());
    const taken = await createAccount(form({ email: 'Maria@Rivera.test', name: 'Someone Else' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    const mails = await readMails(t, 'maria@rivera.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone tried to create a Lodestar account with your e-mail address');
    expect(mails[0]!.links).toEqual([`${t.config.PUBLIC_URL}/login`, `${t.config.PUBLIC_URL}/forgot`]);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'maria@rivera.test'))) as [{ n: number }];
    expect(n).toBe(1);
    // the owner's password is untouched and no confirmation link went out for it
    await signIn(t.app, 'maria@rivera.test', DEMO_PASSWORD);
    expect(mails.some((m) => m.subject.startsWith('Confirm'))).toBe(false);
  }, 30_000);

  it('refuses bad input with 422 and a message under each field', async () => {
    const res = await createAccount({
      name: '',
      email: 'not-an-address',
      password: 'short',
      password_confirmation: 'short',
      account_name: ' ',
      account_type: 'enterprise',
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['account_name', 'account_type', 'email', 'name', 'password']);
    expect(errors.password).toEqual([SIGN_UP_TEXTS.passwordHint]);
    const mismatch = await createAccount(form({ password_confirmation: 'something else' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([SIGN_UP_TEXTS.passwordMismatch]);
  });

  it('limits sign-ups per IP and per address with 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await createAccount(form(), ip)).statusCode).toBe(202);
    const limited = await createAccount(form(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many sign-up attempts\. Please try again in \d+ minutes\.$/);

    const again = form();
    for (let i = 0; i < 3; i++) expect((await createAccount(again)).statusCode).toBe(202);
    expect((await createAccount(again)).statusCode).toBe(429);
    await readMails(t);
  }, 60_000);
});
