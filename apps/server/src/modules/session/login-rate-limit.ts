/**
 * Counts failed sign-ins per key (one key per IP, one per e-mail address) in fixed one-minute windows.
 * Only failures count, so people and test suites signing in correctly many times are never slowed down,
 * while guessing passwords for one address (from many IPs) or many addresses (from one IP) is.
 * In memory per instance: with several API instances the effective limit is per instance, which still
 * bounds guessing; a shared store can replace this class without touching the routes.
 */
export class LoginRateLimiter {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until another attempt is allowed when any key has used up its attempts, else 0. */
  retryAfterSeconds(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.failures >= this.limit)
        wait = Math.max(wait, Math.ceil((w.resetAt - now) / 1000));
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    this.sweep(now);
    for (const key of keys) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= now) this.windows.set(key, { failures: 1, resetAt: now + this.windowMs });
      else w.failures++;
    }
  }

  /** A correct password for an address clears that address's failures (not the IP's). */
  clear(key: string): void {
    this.windows.delete(key);
  }

  // drop finished windows now and then so the map cannot grow without bound under a spray of addresses
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.windowMs;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
