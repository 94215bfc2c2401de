import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Db } from '../../db/database.ts';
import {
  countAttempt,
  deleteCounters,
  deleteEndedCounters,
  uncountAttempt,
  type AttemptCounter,
} from './login-attempts.repository.ts';

const MINUTE = 60_000;
/** The e-mail brake looks at a longer stretch than the per-minute limits, so slow distributed guessing adds up. */
export const BRAKE_WINDOW_MS = 15 * MINUTE;

/**
 * The limits derived from LOGIN_RATE_LIMIT (decision 0005):
 * - pair: failures a minute from one IP for one e-mail, the limit a person mistyping meets;
 * - ip: failures a minute from one IP over all e-mails, higher because an office shares one address;
 * - brake: attempts on one e-mail from everywhere in 15 minutes after which that e-mail is braked, but only for
 *   the IPs that have already failed `brakeAllowance` times on it, so a stranger cannot lock the owner out.
 */
export function loginLimits(perMinute: number) {
  return { pair: perMinute, ip: perMinute * 5, brake: perMinute * 10, brakeAllowance: 3 };
}
export type LoginLimits = ReturnType<typeof loginLimits>;

export interface LoginCounts {
  pair: AttemptCounter;
  ip: AttemptCounter;
  email: AttemptCounter;
  /** The same pair over the brake window: has this IP been failing on this e-mail? */
  pairSlow: AttemptCounter;
}

/**
 * Whole seconds until a window ends, at least 1, and capped at the window's length: a parallel attempt that read
 * the clock a moment later may have opened it.
 */
function waitSeconds(until: Date, windowMs: number, now: Date): number {
  return Math.min(windowMs / 1000, Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
}

/** Seconds until the attempt that produced these counts would be allowed; 0 when it is allowed now. */
export function retryAfterSeconds(counts: LoginCounts, limits: LoginLimits, now: Date): number {
  const wait = (until: Date, windowMs: number) => waitSeconds(until, windowMs, now);
  let seconds = 0;
  if (counts.pair.count > limits.pair) seconds = Math.max(seconds, wait(counts.pair.windowEndsAt, MINUTE));
  if (counts.ip.count > limits.ip) seconds = Math.max(seconds, wait(counts.ip.windowEndsAt, MINUTE));
  // the count includes this attempt: count - 1 earlier attempts from this IP on this e-mail
  const braked = counts.email.count > limits.brake && counts.pairSlow.count - 1 >= limits.brakeAllowance;
  if (braked) {
    const first = Math.min(counts.email.windowEndsAt.getTime(), counts.pairSlow.windowEndsAt.getTime());
    seconds = Math.max(seconds, wait(new Date(first), BRAKE_WINDOW_MS));
  }
  return seconds;
}

/**
 * The network an address stands for in the limits: an IPv4 address itself, an IPv6 address's /64 (what one
 * subscriber or server is given, so stepping through it does not make fresh addresses for the e-mail brake).
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.toLowerCase().split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // an embedded IPv4 address at the end fills two groups
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const [head, tail] = address.split('::');
  const all =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(8 - width(groups(head)) - width(groups(tail))).fill('0'),
          ...groups(tail),
        ];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

// hashed so the table holds no address in the clear and every key has the same short length
export const counterKey = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash('sha256').update(parts.join('\n')).digest('hex')}`;

/**
 * The sign-in limiter (decision 0005). Every attempt is counted in the database before the password is checked,
 * so parallel guesses and several instances share one count; a correct password takes its attempt back, so only
 * failures use up the limits and people signing in correctly are never slowed down.
 */
export class LoginRateLimiter {
  private readonly limits: LoginLimits;
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    perMinute: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.limits = loginLimits(perMinute);
  }

  private keys(address: string, email: string) {
    const ip = clientNetwork(address);
    return {
      pair: counterKey('pair', ip, email),
      ip: counterKey('ip', ip),
      email: counterKey('email', email),
      pairSlow: counterKey('pair-slow', ip, email),
    };
  }

  /** Counts the attempt; answers the seconds to wait when it is over a limit (then the password is not checked). */
  async attempt(ip: string, email: string): Promise<number> {
    const now = this.now();
    await this.sweep(now);
    const keys = this.keys(ip, email);
    const [ipCount] = await countAttempt(this.db, [{ key: keys.ip, windowMs: MINUTE }], now);
    // an address spraying e-mails stops here, before each new e-mail it tries adds rows of its own
    if (ipCount!.count > this.limits.ip) return waitSeconds(ipCount!.windowEndsAt, MINUTE, now);
    const rows = await countAttempt(
      this.db,
      [
        { key: keys.pair, windowMs: MINUTE },
        { key: keys.email, windowMs: BRAKE_WINDOW_MS },
        { key: keys.pairSlow, windowMs: BRAKE_WINDOW_MS },
      ],
      now,
    );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const counts = {
      pair: byKey.get(keys.pair)!,
      ip: ipCount!,
      email: byKey.get(keys.email)!,
      pairSlow: byKey.get(keys.pairSlow)!,
    };
    return retryAfterSeconds(counts, this.limits, now);
  }

  /** A correct password: this IP's record on this e-mail is cleared and the attempt is not a failure anywhere. */
  async succeeded(ip: string, email: string): Promise<void> {
    const keys = this.keys(ip, email);
    await deleteCounters(this.db, [keys.pair, keys.pairSlow]);
    await uncountAttempt(this.db, [keys.ip, keys.email], this.now());
  }

  // ended windows are dead rows: one indexed delete a minute per instance keeps the table small under a spray
  private async sweep(now: Date) {
    if (now.getTime() < this.nextSweep) return;
    this.nextSweep = now.getTime() + MINUTE;
    await deleteEndedCounters(this.db, now);
  }
}
