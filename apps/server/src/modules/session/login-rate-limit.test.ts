import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './login-rate-limit.ts';

describe('LoginRateLimiter', () => {
  it('blocks a key after the limit of failures until its window ends', () => {
    let now = 1_000_000;
    const limiter = new LoginRateLimiter(2, 60_000, () => now);
    limiter.recordFailure(['ip:1', 'email:a']);
    expect(limiter.retryAfterSeconds(['ip:1'])).toBe(0);
    limiter.recordFailure(['ip:1', 'email:b']);
    expect(limiter.retryAfterSeconds(['ip:1', 'email:c'])).toBe(60);
    expect(limiter.retryAfterSeconds(['ip:2', 'email:b'])).toBe(0);
    now += 45_000;
    expect(limiter.retryAfterSeconds(['ip:1'])).toBe(15);
    now += 15_000;
    expect(limiter.retryAfterSeconds(['ip:1'])).toBe(0);
  });

  it('forgets an address on clear but keeps the IP count', () => {
    const limiter = new LoginRateLimiter(1, 60_000, () => 0);
    limiter.recordFailure(['ip:1', 'email:a']);
    limiter.clear('email:a');
    expect(limiter.retryAfterSeconds(['email:a'])).toBe(0);
    expect(limiter.retryAfterSeconds(['ip:1'])).toBe(60);
  });
});
