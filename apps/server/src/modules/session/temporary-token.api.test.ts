import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@lodestar/contracts';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, setCookieHeader, signIn } from './sign-in.test-helper.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/temporary-token', headers });
const exchange = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/temporary-token', payload: payload as object });
const meOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().data;
const INVALID = 'This temporary token is invalid, expired or already used.';

describe('temporary token hand-over', () => {
  it('hands the sign-in over once: the new session belongs to the same user and gets a cookie', async () => {
    const token = await signIn(t.app, 'maria@rivera.test');
    const created = await create(bearer(token));
    expect(created.statusCode).toBe(200);
    const temporary = created.json().data.token as string;

    const res = await exchange({ token: temporary });
    expect(res.statusCode).toBe(200);
    const handed = res.json().data.token as string;
    expect(handed).not.toBe(temporary);
    expect(res.json().data).not.toHaveProperty('imitation_token');
    expect(setCookieHeader(res, SESSION_COOKIE)).toContain(`${SESSION_COOKIE}=${handed}`);
    expect((await meOf(handed)).email).toBe('maria@rivera.test');

    const again = await exchange({ token: temporary });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(INVALID);
  });

  it('cannot be used to call the API directly', async () => {
    const temporary = (await create(bearer(await signIn(t.app, 'maria@rivera.test')))).json().data
      .token as string;
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(temporary) });
    expect(res.statusCode).toBe(401);
  });

  it('expires after its minute', async () => {
    const temporary = (await create(bearer(await signIn(t.app, 'maria@rivera.test')))).json().data
      .token as string;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(temporary)));
    const res = await exchange({ token: temporary });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID);
  });

  it('expires 60 seconds after it is issued', async () => {
    const issuedAt = Date.now();
    const temporary = (await create(bearer(await signIn(t.app, 'maria@rivera.test')))).json().data
      .token as string;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(temporary)));
    // both instants come from the server's clock (expires_at is computed in Node, not by the database)
    const lifetime = row!.expiresAt.getTime() - issuedAt;
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
  });

  it('answers 401 for an unknown token, and does not use up a normal session token sent by mistake', async () => {
    expect((await exchange({ token: 'no-such-token' })).statusCode).toBe(401);
    const session = await signIn(t.app, 'maria@rivera.test');
    const res = await exchange({ token: session });
    expect(res.statusCode).toBe(401);
    expect((await meOf(session)).email).toBe('maria@rivera.test');
  });

  it('validates the body: wrong type 422, huge token 422, malformed JSON 400', async () => {
    const wrongType = await exchange({ token: 123 });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toHaveProperty('token');
    expect((await exchange({ token: 'x'.repeat(10_000) })).statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/temporary-token',
      headers: { 'content-type': 'application/json' },
      payload: '{token',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
  });

  it('needs a sign-in to create one', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(401);
  });

  it('is not available to an account API token', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
      headers: bearer(admin),
    });
    const res = await create(bearer(reset.json().data.api_token));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An account API token cannot do this.');
  });
});
