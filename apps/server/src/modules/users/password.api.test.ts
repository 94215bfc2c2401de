import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    const res = await change(here, { password: 'a-new-secret', password_confirmation: 'a-new-secret' });
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

  it('requires 8 characters and a matching confirmation', async () => {
    const short = await change(admin, { password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Password must be at least 8 characters']);
    const mismatch = await change(admin, { password: 'long-enough', password_confirmation: 'different-one' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });

  it('answers 422 for wrong types and huge values, 400 for malformed JSON', async () => {
    expect((await change(admin, { password: 12345678, password_confirmation: 12345678 })).statusCode).toBe(
      422,
    );
    const huge = 'p'.repeat(5000);
    expect((await change(admin, { password: huge, password_confirmation: huge })).statusCode).toBe(422);
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
    const res = await change(driver, { password: 'drivers-new-1', password_confirmation: 'drivers-new-1' });
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
    const res = await change(apiToken, { password: 'a-new-secret', password_confirmation: 'a-new-secret' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An account API token cannot do this.');
  });

  it('answers 401 without a session', async () => {
    expect(
      (await change(undefined, { password: 'a-new-secret', password_confirmation: 'a-new-secret' }))
        .statusCode,
    ).toBe(401);
  });
});
