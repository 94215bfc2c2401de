import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { countAttempt, deleteEndedCounters } from '../session/login-attempts.repository.ts';
import { clientNetwork, counterKey } from '../session/login-rate-limit.ts';

const MINUTE = 60_000;

/** A limit on requests of one kind: at most `max` in each fixed window of `windowMs`. */
export interface RequestLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** The limits of the mailed-link requests (decision 0042): they keep the product from being used to mail-bomb. */
export const LINK_LIMITS = {
  forgotPerAddress: { name: 'forgot-email', max: 3, windowMs: 15 * MINUTE },
  forgotPerIp: { name: 'forgot-ip', max: 10, windowMs: 15 * MINUTE },
  signUpPerAddress: { name: 'sign-up-email', max: 3, windowMs: 60 * MINUTE },
  signUpPerIp: { name: 'sign-up-ip', max: 10, windowMs: 60 * MINUTE },
  resendPerUser: { name: 'confirm-resend-user', max: 3, windowMs: 15 * MINUTE },
  // issue 26: a new address in Account settings mails it and the old one
  emailChangePerUser: { name: 'email-change-user', max: 3, windowMs: 15 * MINUTE },
  // issue 26: invitations (sent and resent) per inviting account and per invited address, over all accounts
  invitePerAccount: { name: 'invite-account', max: 30, windowMs: 60 * MINUTE },
  invitePerAddress: { name: 'invite-email', max: 3, windowMs: 60 * MINUTE },
  // issue 26: POST /password checks the current password; a stolen session must not be able to guess it
  passwordCheckPerUser: { name: 'password-check-user', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RequestLimit>;

/** What one request counts against: a limit and whom it is counted for (an address, a network, a user id). */
export interface LimitCheck {
  limit: RequestLimit;
  subject: string;
}

/** An IP's check: counted for its network (an IPv6 /64), as the sign-in limits do. */
export const perIp = (limit: RequestLimit, ip: string): LimitCheck => ({ limit, subject: clientNetwork(ip) });

/**
 * Counts requests in the sign-in limiter's table (login_attempts, decision 0005), so every instance shares the
 * counts and parallel requests each see a distinct one. Every request counts, successful or not: these are
 * requests for mail, not guesses.
 */
export class RequestLimiter {
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts the request on every check; answers the seconds to wait when any is over its limit, else 0. */
  async attempt(checks: LimitCheck[]): Promise<number> {
    const now = this.now();
    await this.sweep(now);
    const keyed = checks.map((c) => ({
      key: counterKey(c.limit.name, c.subject.toLowerCase()),
      windowMs: c.limit.windowMs,
      max: c.limit.max,
    }));
    const counts = await countAttempt(this.db, keyed, now);
    const byKey = new Map(counts.map((c) => [c.key, c]));
    let wait = 0;
    for (const k of keyed) {
      const c = byKey.get(k.key)!;
      if (c.count <= k.max) continue;
      const seconds = Math.ceil((c.windowEndsAt.getTime() - now.getTime()) / 1000);
      wait = Math.max(wait, Math.min(k.windowMs / 1000, Math.max(1, seconds)));
    }
    return wait;
  }

  private async sweep(now: Date) {
    if (now.getTime() < this.nextSweep) return;
    this.nextSweep = now.getTime() + MINUTE;
    await deleteEndedCounters(this.db, now);
  }
}

/** The 429 message: how long to wait, in minutes once it is more than a minute. */
export function tooManyRequests(what: string, seconds: number): string {
  const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many ${what}. Please try again in ${wait}.`;
}

/** Counts the request against every check and throws the 429 (with Retry-After) when one is over its limit. */
export async function enforceLimits(
  limiter: RequestLimiter,
  checks: LimitCheck[],
  what: string,
): Promise<void> {
  const wait = await limiter.attempt(checks);
  if (wait > 0)
    throw new HttpError(429, tooManyRequests(what, wait), undefined, { 'retry-after': String(wait) });
}
