import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_USERS_TEXTS, IDENTITY_TEXTS } from '@lodestar/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { createMailTestApp, mailedToken, readMails } from '../password-reset/email-links.test-helper.ts';

/** The Users tab's pending invitations (issue 26 item 14): listed, resent and revoked by the account's admins. */
let t: TestApp;
let admin: string;
let dispatch: string;
let driver: string;
let maria: string;
beforeAll(async () => {
  t = await createMailTestApp();
  [admin, dispatch, driver, maria] = await Promise.all([
    signIn(t.app, 'admin@acme.test'),
    signIn(t.app, 'dispatch@acme.test'),
    signIn(t.app, 'driver@acme.test'),
    signIn(t.app, 'maria@rivera.test'),
  ]);
}, 60_000);
afterAll(() => t.close());

const acme = () => `/api/accounts/${t.demo.accounts.acme}`;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string | null,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
const list = (token: string | null = admin, account = acme()) =>
  call('GET', `${account}/users/invitations`, token);
const resend = (id: number | string, token: string | null = admin, account = acme()) =>
  call('POST', `${account}/users/invitations/${id}/resend`, token);
const revoke = (id: number | string, token: string | null = admin, account = acme()) =>
  call('DELETE', `${account}/users/invitations/${id}`, token);
const accept = (token: string) =>
  call('PUT', `${acme()}/users/invite`, null, {
    token,
    password: 'a-password-1',
    password_confirmation: 'a-password-1',
  });
const lookup = (token: string) => call('POST', '/api/invitations/lookup', null, { token });

/** Invites into Acme as its admin and answers the listed invitation and the mailed link's token. */
async function invited(email: string, role: 'all' | 'devices' = 'all', devices: number[] = []) {
  const res = await call('POST', `${acme()}/users/invite`, admin, {
    name: `Pending ${email}`,
    email,
    role,
    devices: devices.map((id) => ({ id })),
  });
  expect(res.statusCode).toBe(201);
  const row = (await list()).json().data.find((i: { email: string }) => i.email === email);
  return { row, token: await mailedToken(t, email, '/accept-invitation') };
}

describe('GET /api/accounts/{id}/users/invitations', () => {
  it('lists the open invitations, newest first; accepted and revoked ones leave the list; expired ones say so', async () => {
    const first = await invited('list-1@example.test', 'devices', t.demo.devices.acme.slice(0, 2));
    const second = await invited('list-2@example.test');
    const data = (await list()).json().data as { email: string }[];
    expect(data.slice(0, 2).map((i) => i.email)).toEqual(['list-2@example.test', 'list-1@example.test']);
    expect(first.row).toMatchObject({
      id: expect.any(Number),
      name: 'Pending list-1@example.test',
      role: 'devices',
      devices_count: 2,
      expired: false,
    });
    expect(new Date(first.row.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await accept(second.token)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update account_invitations set expires_at = now() - interval '1 minute' where id = ${first.row.id}`,
    );
    const after = (await list()).json().data as { email: string; expired: boolean }[];
    expect(after.map((i) => i.email)).not.toContain('list-2@example.test');
    expect(after.find((i) => i.email === 'list-1@example.test')?.expired).toBe(true);
  }, 30_000);

  it('is for admins of the account: all and devices roles 403, another account 403, API token 403, no session 401', async () => {
    await invited('private@example.test');
    expect((await list(dispatch)).statusCode).toBe(403);
    expect((await list(driver)).statusCode).toBe(403);
    expect((await list(maria)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    const apiToken = (await call('POST', `${acme()}/reset-token`, admin)).json().data.api_token as string;
    expect((await list(apiToken)).statusCode).toBe(403);
    // Maria sees her own account's list, without Acme's invitations
    const rivera = await list(maria, `/api/accounts/${t.demo.accounts.rivera}`);
    expect(rivera.statusCode).toBe(200);
    expect(JSON.stringify(rivera.json().data)).not.toContain('private@example.test');
  }, 30_000);
});

describe('POST .../users/invitations/{id}/resend', () => {
  it('mails a new link for the same person and role; the old link is replaced', async () => {
    const { row, token: old } = await invited('resend@example.test');
    const res = await resend(row.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(IDENTITY_TEXTS.invitationResent);
    expect(await readMails(t, 'resend@example.test')).toHaveLength(2);
    const fresh = await mailedToken(t, 'resend@example.test', '/accept-invitation');
    expect(fresh).not.toBe(old);
    expect((await lookup(old)).json().message).toBe(ACCOUNT_USERS_TEXTS.invitationReplaced);
    const listed = ((await list()).json().data as { id: number; email: string; role: string }[]).filter(
      (i) => i.email === 'resend@example.test',
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ role: 'all', name: 'Pending resend@example.test' });
    expect(listed[0]!.id).not.toBe(row.id);
    expect((await accept(fresh)).json().data.signed_in).toBe(true);
  }, 30_000);

  it('refuses: a bad or unknown id 404, another account 403, an accepted one 404, non-admins 403, no session 401', async () => {
    const { row, token } = await invited('resend-refused@example.test');
    expect((await resend('abc')).statusCode).toBe(404);
    expect((await resend('99999999999')).statusCode).toBe(404);
    const unknown = await resend(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(IDENTITY_TEXTS.invitationNotFound);
    expect((await resend(row.id, maria)).statusCode).toBe(403);
    // named through Maria's own account, Acme's invitation is not found
    expect((await resend(row.id, maria, `/api/accounts/${t.demo.accounts.rivera}`)).statusCode).toBe(404);
    expect((await resend(row.id, dispatch)).statusCode).toBe(403);
    expect((await resend(row.id, driver)).statusCode).toBe(403);
    expect((await resend(row.id, null)).statusCode).toBe(401);
    // nothing was sent by any of that: the first link still works
    expect(await readMails(t, 'resend-refused@example.test')).toHaveLength(1);
    expect((await accept(token)).statusCode).toBe(200);
    expect((await resend(row.id)).statusCode).toBe(404);
  }, 30_000);
});

describe('DELETE .../users/invitations/{id}', () => {
  it('revokes: the link stops working with its own message and the list drops it', async () => {
    const { row, token } = await invited('revoke@example.test');
    const res = await revoke(row.id);
    expect(res.statusCode).toBe(204);
    const gone = await lookup(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(IDENTITY_TEXTS.invitationWithdrawn);
    expect((await accept(token)).statusCode).toBe(410);
    const emails = ((await list()).json().data as { email: string }[]).map((i) => i.email);
    expect(emails).not.toContain('revoke@example.test');
    expect((await revoke(row.id)).statusCode).toBe(404);
  }, 30_000);

  it('refuses: a bad id 404, another account 403/404, non-admins 403, no session 401; the link keeps working', async () => {
    const { row, token } = await invited('revoke-refused@example.test');
    expect((await revoke('abc')).statusCode).toBe(404);
    expect((await revoke(2_000_000_000)).statusCode).toBe(404);
    expect((await revoke(row.id, maria)).statusCode).toBe(403);
    expect((await revoke(row.id, maria, `/api/accounts/${t.demo.accounts.rivera}`)).statusCode).toBe(404);
    expect((await revoke(row.id, dispatch)).statusCode).toBe(403);
    expect((await revoke(row.id, driver)).statusCode).toBe(403);
    expect((await revoke(row.id, null)).statusCode).toBe(401);
    expect((await lookup(token)).statusCode).toBe(200);
  }, 30_000);
});
