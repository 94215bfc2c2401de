import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TEXTS } from '@lodestar/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** The password form's body: the current password (the demo one unless given) and the new one twice. */
const form = (password: string, over: Record<string, unknown> = {}) => ({
  current_password: DEMO_PASSWORD,
  password,
  password_confirmation: password,
  ...over,
});

describe('POST /api/password', () => {
  const change = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });

  it('changes the password, keeps this session and signs out the others', async () => {
    const rivera = t.demo.accounts.rivera;
    await createUser(t.database, { email: 'pat@rivera.test', accountId: rivera });
    const here = await signIn(t.app, 'pat@rivera.test');
    const elsewhere = await signIn(t.app, 'pat@rivera.test');

    const res = await change(here, form('a-new-secret'));
    expect(res.statusCode).toBe(204);
    expect((await get('/api/me', here)).statusCode).toBe(200);
    expect((await get('/api/me', elsewhere)).statusCode).toBe(401);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: 'pat@rivera.test', password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(422);
    expect(await signIn(t.app, 'pat@rivera.test', 'a-new-secret')).toEqual(expect.any(String));
  });

  it('needs the current password: a session alone (a borrowed laptop, a stolen cookie) cannot lock the owner out', async () => {
    await createUser(t.database, { email: 'lee@rivera.test', accountId: t.demo.accounts.rivera });
    const stolen = await signIn(t.app, 'lee@rivera.test');
    const owner = await signIn(t.app, 'lee@rivera.test');

    const missing = await change(stolen, { password: 'locked-out-1', password_confirmation: 'locked-out-1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([IDENTITY_TEXTS.currentPasswordRequired]);
    const wrong = await change(stolen, form('locked-out-1', { current_password: 'a guess' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: IDENTITY_TEXTS.currentPasswordWrong,
      errors: { current_password: [IDENTITY_TEXTS.currentPasswordWrong] },
    });
    // nothing changed: the old password signs in and the owner's session still works
    expect(await signIn(t.app, 'lee@rivera.test')).toEqual(expect.any(String));
    expect((await get('/api/me', owner)).statusCode).toBe(200);
  });

  it('counts current-password guesses per user: the 11th in 15 minutes is 429 with Retry-After', async () => {
    await createUser(t.database, { email: 'guess@rivera.test', accountId: t.demo.accounts.rivera });
    const stolen = await signIn(t.app, 'guess@rivera.test');
    for (let i = 0; i < 10; i++)
      expect(
        (await change(stolen, form('guessed-new-1', { current_password: `guess ${i}` }))).statusCode,
      ).toBe(422);
    const limited = await change(stolen, form('guessed-new-1'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many password attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // even the right password waits: the old one still signs in
    expect(await signIn(t.app, 'guess@rivera.test')).toEqual(expect.any(String));
  }, 30_000);

  it('requires 8 characters and a matching confirmation', async () => {
    const short = await change(admin, form('short'));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Password must be at least 8 characters']);
    const mismatch = await change(admin, form('long-enough', { password_confirmation: 'different-one' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });

  it('answers 422 for wrong types and huge values, 400 for malformed JSON', async () => {
    expect(
      (await change(admin, form('x', { password: 12345678, password_confirmation: 12345678 }))).statusCode,
    ).toBe(422);
    expect((await change(admin, form('long-enough', { current_password: 42 }))).statusCode).toBe(422);
    const huge = 'p'.repeat(5000);
    expect((await change(admin, form(huge))).statusCode).toBe(422);
    expect((await change(admin, form('long-enough', { current_password: huge }))).statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    // the admin's password is unchanged by all of the above
    expect(await signIn(t.app, 'admin@acme.test')).toEqual(expect.any(String));
  });

  it('lets a devices-role member change their own password', async () => {
    const driver = await signIn(t.app, 'driver@acme.test');
    const res = await change(driver, form('drivers-new-1'));
    expect(res.statusCode).toBe(204);
    expect(await signIn(t.app, 'driver@acme.test', 'drivers-new-1')).toEqual(expect.any(String));
  });

  it('is not available to an account API token', async () => {
    const apiToken = (
      await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
        headers: bearer(admin),
      })
    ).json().data.api_token as string;
    const res = await change(apiToken, form('a-new-secret'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An account API token cannot do this.');
  });

  it('answers 401 without a session', async () => {
    expect((await change(undefined, form('a-new-secret'))).statusCode).toBe(401);
  });
});
