import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@lodestar/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { setCookieHeader } from './sign-in.test-helper.ts';

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

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('sign-in rate limit', () => {
  it('blocks an address after 3 failures, even from other IPs and with the right password', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login('dispatch@acme.test', 'wrong-password', ip)).statusCode).toBe(422);
    }
    const res = await login('DISPATCH@acme.test', DEMO_PASSWORD, '10.0.0.4');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // other addresses are not affected
    expect((await login('maria@rivera.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('blocks an IP after 3 failures with different addresses; other IPs still sign in', async () => {
    for (const email of ['a@acme.test', 'b@acme.test', 'c@acme.test']) {
      expect((await login(email, 'wrong-password', '10.1.0.1')).statusCode).toBe(422);
    }
    const blocked = await login('admin@acme.test', DEMO_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login('admin@acme.test', DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('admin@acme.test', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
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
