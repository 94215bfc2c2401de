import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import {
  clientNetwork,
  LoginRateLimiter,
  loginLimits,
  retryAfterSeconds,
  type LoginCounts,
} from './login-rate-limit.ts';

const T0 = new Date('2026-01-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const counter = (count: number, endsInMs: number) => ({ key: 'k', count, windowEndsAt: at(endsInMs) });

describe('retryAfterSeconds (the policy)', () => {
  const limits = loginLimits(10);
  const counts = (over: Partial<LoginCounts> = {}): LoginCounts => ({
    pair: counter(1, 60_000),
    ip: counter(1, 60_000),
    email: counter(1, 900_000),
    pairSlow: counter(1, 900_000),
    ...over,
  });

  it('derives the IP limit and the e-mail brake from LOGIN_RATE_LIMIT', () => {
    expect(limits).toEqual({ pair: 10, ip: 50, brake: 100, brakeAllowance: 3 });
  });

  it('allows up to the limit and then waits for the window that is full', () => {
    expect(retryAfterSeconds(counts({ pair: counter(10, 60_000) }), limits, T0)).toBe(0);
    expect(retryAfterSeconds(counts({ pair: counter(11, 45_000) }), limits, T0)).toBe(45);
    expect(retryAfterSeconds(counts({ ip: counter(51, 30_500) }), limits, T0)).toBe(31);
    // a window opened by a parallel attempt whose clock read a little later never asks for more than a minute
    expect(retryAfterSeconds(counts({ pair: counter(11, 60_400) }), limits, T0)).toBe(60);
  });

  it('brakes a busy e-mail only for addresses that have already failed on it', () => {
    const busy = counter(500, 600_000);
    // a fresh address (the owner at home) passes however hard the e-mail is attacked
    expect(retryAfterSeconds(counts({ email: busy, pairSlow: counter(1, 900_000) }), limits, T0)).toBe(0);
    // two earlier mistakes are still allowed
    expect(retryAfterSeconds(counts({ email: busy, pairSlow: counter(3, 900_000) }), limits, T0)).toBe(0);
    // an address with three failures waits until the first of the two windows ends
    expect(retryAfterSeconds(counts({ email: busy, pairSlow: counter(4, 900_000) }), limits, T0)).toBe(600);
    // below the brake threshold nothing is braked
    const quiet = counter(100, 600_000);
    expect(retryAfterSeconds(counts({ email: quiet, pairSlow: counter(9, 900_000) }), limits, T0)).toBe(0);
  });
});

describe('clientNetwork', () => {
  it('limits IPv4 addresses one by one and IPv6 addresses by their /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    for (const ip of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:9'])
      expect(clientNetwork(ip)).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('LoginRateLimiter on the database', () => {
  let database: Database;
  let now = T0;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
  });
  afterAll(() => database.close());
  const limiter = (perMinute = 2) => new LoginRateLimiter(database.db, perMinute, () => now);

  it('counts attempts in one-minute windows that start afresh when they end', async () => {
    now = T0;
    const l = limiter();
    expect(await l.attempt('10.0.0.1', 'a@x.test')).toBe(0);
    expect(await l.attempt('10.0.0.1', 'a@x.test')).toBe(0);
    expect(await l.attempt('10.0.0.1', 'a@x.test')).toBe(60);
    now = at(45_000);
    expect(await l.attempt('10.0.0.1', 'a@x.test')).toBe(15);
    now = at(60_000);
    expect(await l.attempt('10.0.0.1', 'a@x.test')).toBe(0);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    now = T0;
    const l = limiter();
    expect(await l.attempt('2001:db8:5::1', 'f@x.test')).toBe(0);
    expect(await l.attempt('2001:db8:5::2', 'f@x.test')).toBe(0);
    expect(await l.attempt('2001:db8:5::3', 'f@x.test')).toBe(60);
    expect(await l.attempt('2001:db8:6::3', 'f@x.test')).toBe(0);
  });

  it('adds no rows for the e-mails an address sprays once it is over its own limit', async () => {
    now = T0;
    const l = limiter(1);
    const rows = async () => (await database.db.select().from(loginAttempts)).length;
    for (let i = 0; i < 5; i++) expect(await l.attempt('10.0.0.7', `spray${i}@x.test`)).toBe(0);
    const before = await rows();
    for (let i = 5; i < 50; i++) expect(await l.attempt('10.0.0.7', `spray${i}@x.test`)).toBe(60);
    expect(await rows()).toBe(before);
  });

  it('shares one count between limiters, as between instances', async () => {
    now = T0;
    const [a, b] = [limiter(), limiter()];
    expect(await a.attempt('10.0.0.2', 'b@x.test')).toBe(0);
    expect(await b.attempt('10.0.0.2', 'b@x.test')).toBe(0);
    expect(await a.attempt('10.0.0.2', 'b@x.test')).toBeGreaterThan(0);
  });

  it('takes a correct sign-in back: it is not a failure anywhere', async () => {
    now = T0;
    const l = limiter();
    await l.attempt('10.0.0.3', 'c@x.test');
    await l.succeeded('10.0.0.3', 'c@x.test');
    await l.attempt('10.0.0.3', 'c@x.test');
    await l.succeeded('10.0.0.3', 'c@x.test');
    expect(await l.attempt('10.0.0.3', 'c@x.test')).toBe(0);
    expect(await l.attempt('10.0.0.3', 'c@x.test')).toBe(0);
  });

  it('deletes ended windows when it sweeps, at most once a minute', async () => {
    now = T0;
    const l = limiter();
    await l.attempt('10.0.0.4', 'd@x.test');
    const rows = async () => (await database.db.select().from(loginAttempts)).length;
    expect(await rows()).toBeGreaterThan(0);
    now = at(16 * 60_000);
    await l.attempt('10.0.0.5', 'e@x.test');
    // only the four counters of the attempt just made are left
    expect(await rows()).toBe(4);
  });
});
