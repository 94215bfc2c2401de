import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@lodestar/contracts';
import { buildApp } from '../../app.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { createUser, setCookieHeader } from './sign-in.test-helper.ts';

// A second app: a low limit, and the production-like https cookie settings.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_LIMIT: '3',
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'https://track.example.com',
    COOKIE_DOMAIN: '.example.com',
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

function expectTooMany(res: Awaited<ReturnType<typeof login>>, maxSeconds = 60) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('sign-in rate limit', () => {
  it('counts parallel guesses before checking them: only the limit gets an answer, the rest 429', async () => {
    await createUser(t.database, { email: 'parallel@acme.test', accountId: t.demo.accounts.acme });
    // the 100 parallel guesses for one user
    const results = await Promise.all(
      Array.from({ length: 100 }, () => login('parallel@acme.test', 'wrong-password', '10.9.0.1')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(97);
    // past the pair's minute the hammering address is also braked on that e-mail, for up to 15 minutes
    for (const res of results.filter((r) => r.statusCode === 429)) expectTooMany(res, 15 * 60);
    // the right password from that address waits too; from another address it signs in
    expectTooMany(await login('parallel@acme.test', DEMO_PASSWORD, '10.9.0.1'), 15 * 60);
    expect((await login('parallel@acme.test', DEMO_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });

  it('blocks an address and e-mail pair after 3 failures; the owner elsewhere still signs in', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('dispatch@acme.test', 'wrong-password', '10.0.0.1')).statusCode).toBe(422);
    expectTooMany(await login('DISPATCH@acme.test', DEMO_PASSWORD, '10.0.0.1'));
    // a stranger's failures do not lock the owner out from their own address
    expect((await login('dispatch@acme.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
    // and the blocked address may still sign in to other e-mails
    expect((await login('maria@rivera.test', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('blocks an IP spraying many e-mails after 5 times the limit; other IPs still sign in', async () => {
    for (let i = 0; i < 15; i++)
      expect((await login(`spray${i}@acme.test`, 'wrong-password', '10.1.0.1')).statusCode).toBe(422);
    expectTooMany(await login('admin@acme.test', DEMO_PASSWORD, '10.1.0.1'));
    expect((await login('admin@acme.test', DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('brakes an e-mail guessed from many addresses for those addresses only, never for a fresh one', async () => {
    await createUser(t.database, { email: 'target@acme.test', accountId: t.demo.accounts.acme });
    // 10 x the limit (30) failures from 10 addresses, 3 each: the brake is on
    for (let ip = 1; ip <= 10; ip++)
      for (let i = 0; i < 3; i++)
        expect((await login('target@acme.test', 'wrong-password', `10.4.0.${ip}`)).statusCode).toBe(422);
    // an attacking address now waits for the brake's 15-minute window, not only its one-minute pair window
    const braked = await login('target@acme.test', 'wrong-password', '10.4.0.1');
    expectTooMany(braked, 15 * 60);
    expect(Number(braked.headers['retry-after'])).toBeGreaterThan(60);
    // the owner, from an address that has not been failing, signs in
    expect((await login('target@acme.test', DEMO_PASSWORD, '10.4.1.1')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('admin@acme.test', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it("forgets an address's mistakes on that e-mail once the right password is given", async () => {
    for (let i = 0; i < 2; i++)
      expect((await login('admin@acme.test', 'wrong-password', '10.5.0.1')).statusCode).toBe(422);
    expect((await login('admin@acme.test', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await login('admin@acme.test', 'wrong-password', '10.5.0.1')).statusCode).toBe(422);
  });

  it('keeps one count for several instances on the same database', async () => {
    // a second app on the same database stands for a second API instance: its limiter starts with no memory
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await other.ready();
      expect((await login('admin@acme.test', 'wrong-password', '10.6.0.1')).statusCode).toBe(422);
      expect((await login('admin@acme.test', 'wrong-password', '10.6.0.1', other)).statusCode).toBe(422);
      expect((await login('admin@acme.test', 'wrong-password', '10.6.0.1')).statusCode).toBe(422);
      expectTooMany(await login('admin@acme.test', 'wrong-password', '10.6.0.1', other));
    } finally {
      await other.close();
    }
  });
});

describe('session cookie on an https deployment', () => {
  it('is Secure and shared with the brand subdomains', async () => {
    const res = await login('admin@acme.test', DEMO_PASSWORD, '10.3.0.1');
    const cookie = setCookieHeader(res, SESSION_COOKIE)!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Domain=\.example\.com/);
    expect(cookie).toMatch(/; HttpOnly/);
  });
});
