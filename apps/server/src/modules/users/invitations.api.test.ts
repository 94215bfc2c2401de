import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@lodestar/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, setCookieHeader, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let admin: string;
let dispatch: string;
let driver: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-invite-')) });
  const signedIn = await Promise.all(
    ['admin@acme.test', 'dispatch@acme.test', 'driver@acme.test', 'maria@rivera.test'].map((e) =>
      signIn(t.app, e),
    ),
  );
  [admin, dispatch, driver, maria] = signedIn as [string, string, string, string];
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(t.config.DATA_DIR, { recursive: true, force: true });
});

const acme = () => `/api/accounts/${t.demo.accounts.acme}`;
const invite = (body: unknown, token: string | null = admin, account = acme()) =>
  t.app.inject({
    method: 'POST',
    url: `${account}/users/invite`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });
const accept = (body: unknown, account = acme()) =>
  t.app.inject({ method: 'PUT', url: `${account}/users/invite`, payload: body as object });
const lookup = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/lookup', payload: { token } });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** The newest invitation mail to `to`, as the invitee reads it, with the token of its link. */
async function mailTo(to: string) {
  await t.app.services.outbox.drain();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
  const mine = mails.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text.includes(to));
  const mail = mine.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+\/accept-invitation\?token=([\w-]+)/.exec(mail.text ?? '');
  return { mail, count: mine.length, link: link?.[0], token: link ? decodeURIComponent(link[1]!) : '' };
}

const two = () => t.demo.devices.acme.slice(6, 8);

describe('POST /api/accounts/{accountId}/users/invite and accepting it', () => {
  it('invites a new person, who sets a password, is signed in, and sees only the chosen trackers', async () => {
    const res = await invite({
      account_id: t.demo.accounts.acme,
      name: 'Nina New',
      email: 'nina@example.com',
      role: 'devices',
      devices: two().map((id) => ({ id, permissions: 'all' })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The user was successfully invited');
    const { mail, link, token } = await mailTo('nina@example.com');
    expect(mail.subject).toBe('You are invited to join Acme Logistics on Lodestar');
    expect(link).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/accept-invitation\\?token=`));
    expect(mail.text).toContain('Alex Admin invited you');
    expect(mail.html).toContain('Join Acme Logistics');
    // only the hash is stored
    const stored = await t.database.db.execute(sql`select token_hash from account_invitations`);
    expect(JSON.stringify(stored)).not.toContain(token);
    // not a member until they accept
    const members = (await get(`${acme()}/users`, admin)).json().data.map((m: { email: string }) => m.email);
    expect(members).not.toContain('nina@example.com');

    const preview = await lookup(token);
    expect(preview.json().data).toMatchObject({
      account: { id: t.demo.accounts.acme, title: 'Acme Logistics' },
      name: 'Nina New',
      email: 'nina@example.com',
      existing_user: false,
    });

    const joined = await accept({
      token,
      name: 'Nina N.',
      password: 'nina-secret-1',
      password_confirmation: 'nina-secret-1',
    });
    expect(joined.statusCode).toBe(200);
    const body = joined.json();
    expect(body.data).toMatchObject({ signed_in: true, account: { id: t.demo.accounts.acme } });
    expect(setCookieHeader(joined, SESSION_COOKIE)).toContain(body.token);
    const me = (await get('/api/me', body.token)).json().data;
    expect(me).toMatchObject({
      name: 'Nina N.',
      email_confirmed: true,
      account_roles: { [t.demo.accounts.acme]: 'devices' },
    });
    const seen = (await get(`${acme()}/device-list`, body.token))
      .json()
      .data.map((d: { id: number }) => d.id);
    expect(seen.sort()).toEqual([...two()].sort());
    expect(await signIn(t.app, 'nina@example.com', 'nina-secret-1')).toEqual(expect.any(String));

    // the link works once
    const again = await accept({ token, password: 'other-secret', password_confirmation: 'other-secret' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This invitation has already been used.');
    expect((await lookup(token)).statusCode).toBe(410);
  }, 30_000);

  it('lets someone who already signs in join a second account without a new password', async () => {
    const res = await invite(
      { name: 'Dana', email: 'DISPATCH@acme.test', role: 'all' },
      maria,
      `/api/accounts/${t.demo.accounts.rivera}`,
    );
    expect(res.statusCode).toBe(201);
    const { mail, token } = await mailTo('DISPATCH@acme.test');
    expect(mail.text).toContain('you keep signing in with your existing e-mail and password');
    expect((await lookup(token)).json().data).toMatchObject({ existing_user: true, name: 'Dana Dispatch' });

    const joined = await accept({ token }, `/api/accounts/${t.demo.accounts.rivera}`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ token: null, data: { signed_in: false } });
    expect(setCookieHeader(joined, SESSION_COOKIE)).toBeUndefined();
    const me = (await get('/api/me', dispatch)).json().data;
    expect(me.account_roles).toEqual({ [t.demo.accounts.acme]: 'all', [t.demo.accounts.rivera]: 'all' });
    // the old password still signs in
    expect(await signIn(t.app, 'dispatch@acme.test')).toEqual(expect.any(String));
  }, 30_000);

  it("refuses someone already a member, and trackers that are not the account's", async () => {
    const member = await invite({ name: 'Drew', email: 'Driver@Acme.test', role: 'all' });
    expect(member.statusCode).toBe(422);
    expect(member.json().message).toBe('This user is already a member of this account.');
    const foreign = await invite({
      name: 'Foreign',
      email: 'foreign@example.com',
      role: 'devices',
      devices: [{ id: t.demo.devices.rivera[0], permissions: 'all' }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.devices[0]).toMatch(/^These trackers are not in this account/);
    expect((await mailTo('driver@acme.test').catch(() => null))?.count ?? 0).toBe(0);
  });

  it('answers 422 with field errors for bad input', async () => {
    const res = await invite({ name: '', email: 'not-an-email', role: 'owner', devices: [{ id: 'x' }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'email', 'role']));
    const wrongAccount = await invite({
      account_id: t.demo.accounts.rivera,
      name: 'X',
      email: 'x@example.com',
      role: 'all',
    });
    expect(wrongAccount.statusCode).toBe(422);
  });

  it('is for admins: all, devices, other accounts and no session are refused', async () => {
    const body = { name: 'Nobody', email: 'nobody@example.com', role: 'all' };
    const all = await invite(body, dispatch);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('Only account administrators can invite users.');
    expect((await invite(body, driver)).statusCode).toBe(403);
    expect((await invite(body, maria)).statusCode).toBe(403);
    expect((await invite(body, null)).statusCode).toBe(401);
  });

  it('a newer invitation replaces the open one; expired and unknown links say so', async () => {
    await invite({ name: 'Rita', email: 'rita@example.com', role: 'all' });
    const first = (await mailTo('rita@example.com')).token;
    await invite({ name: 'Rita', email: 'rita@example.com', role: 'admin' });
    const second = (await mailTo('rita@example.com')).token;
    const replaced = await accept({
      token: first,
      password: 'rita-secret-1',
      password_confirmation: 'rita-secret-1',
    });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().message).toMatch(/replaced by a newer one/);

    await t.database.db.execute(sql`update account_invitations set expires_at = now() - interval '1 minute'
      where lower(email) = 'rita@example.com' and revoked_at is null`);
    const expired = await accept({
      token: second,
      password: 'rita-secret-1',
      password_confirmation: 'rita-secret-1',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'This invitation has expired. Ask the account administrator for a new one.',
    );

    const unknown = await accept({
      token: 'made-up',
      password: 'rita-secret-1',
      password_confirmation: 'rita-secret-1',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('This invitation link is not valid.');
    expect((await lookup('made-up')).statusCode).toBe(422);
  }, 30_000);

  it('a new user must choose a confirmed password of 8+ characters; the link names its own account', async () => {
    await invite({ name: 'Pete', email: 'pete@example.com', role: 'all' });
    const { token } = await mailTo('pete@example.com');
    const short = await accept({ token, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Password must be at least 8 characters']);
    const mismatch = await accept({ token, password: 'long-enough', password_confirmation: 'different' });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
    const otherAccount = await accept(
      { token, password: 'long-enough', password_confirmation: 'long-enough' },
      `/api/accounts/${t.demo.accounts.rivera}`,
    );
    expect(otherAccount.statusCode).toBe(422);
    const malformed = await accept({ token: 5 });
    expect(malformed.statusCode).toBe(422);
    // after all that the link still works
    const ok = await accept({ token, password: 'long-enough', password_confirmation: 'long-enough' });
    expect(ok.statusCode).toBe(200);
  }, 30_000);

  it('an address someone signed up with after the invitation but never proved: the invitee sets their own password', async () => {
    await invite({ name: 'Sam', email: 'sam@example.com', role: 'all' });
    const { token } = await mailTo('sam@example.com');
    const squatterId = await createUser(t.database, { email: 'sam@example.com', name: 'Not Sam' });
    await t.database.db.execute(sql`update users set email_confirmed_at = null where id = ${squatterId}`);
    expect((await lookup(token)).json().data).toMatchObject({ existing_user: false, name: 'Sam' });
    // the password someone else set is not enough: accepting needs the invitee's own
    const noPassword = await accept({ token });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.password).toEqual(['Password must be at least 8 characters']);
    const joined = await accept({ token, password: 'sams-own-one', password_confirmation: 'sams-own-one' });
    expect(joined.json()).toMatchObject({ token: expect.any(String), data: { signed_in: true } });
    // the earlier password no longer signs in (the squatter's sessions end too: invitation-trust.api.test.ts)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/token',
          payload: { email: 'sam@example.com', password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(422);
    const sam = await signIn(t.app, 'sam@example.com', 'sams-own-one');
    expect((await get('/api/me', sam)).json().data).toMatchObject({
      name: 'Sam',
      email_confirmed: true,
      account_roles: { [t.demo.accounts.acme]: 'all' },
    });
  }, 30_000);
});
