import { PAYABLE_ORDER_STATUSES, type PlanPrice } from '@lodestar/contracts';
import { addDays } from './dates.ts';

/**
 * What a year's plan saves over twelve monthly ones, in cents (spec 3 §2.8: monthly price × 12 − annual price);
 * null when either plan is missing. Not clamped: a negative figure means the annual plan costs more.
 */
export function annualSaving(plans: readonly PlanPrice[]): number | null {
  const monthly = plans.find((p) => p.months === 1);
  const annual = plans.find((p) => p.months === 12);
  return monthly && annual ? monthly.price * 12 - annual.price : null;
}

/** The subscription screen's top button. */
export type SubscriptionAction = 'cancel' | 'activate' | 'reactivate';

/**
 * The subscription screen's top button (spec 3 §2.4): Activate for pending-cancellation, Reactivate for cancelled,
 * none for pending, pending-renewal and archived, and Cancel for active and every other status (e.g. blocked).
 */
export function subscriptionAction(status: string): SubscriptionAction | null {
  if (status === 'pending-cancellation') return 'activate';
  if (status === 'cancelled') return 'reactivate';
  if (status === 'pending' || status === 'pending-renewal' || status === 'archived') return null;
  return 'cancel';
}

/** The next payment row of the subscription screen: its label, and the date (ISO) or null to show '-'. */
export interface NextPaymentLabel {
  label: 'Cancelling:' | 'Next payment:';
  date: string | null;
}

/**
 * The subscription screen's next payment row (spec 3 §2.4): 'Cancelling:' with the cancel date when
 * pending-cancellation; hidden (null) when cancelled, and when archived, which shows as Cancelled; '-' (date null)
 * when pending-renewal, since the renewal is overdue; otherwise 'Next payment:' with the renewal date ('-' when none,
 * e.g. a pending subscription whose period has not started).
 */
export function nextPaymentLabel(sub: {
  status: string;
  renewal_date: string | null;
  cancel_at: string | null;
}): NextPaymentLabel | null {
  if (sub.status === 'cancelled' || sub.status === 'archived') return null;
  if (sub.status === 'pending-cancellation') return { label: 'Cancelling:', date: sub.cancel_at };
  if (sub.status === 'pending-renewal') return { label: 'Next payment:', date: null };
  return { label: 'Next payment:', date: sub.renewal_date };
}

/**
 * A card is expired once its expiry month is over (spec 3 §5): a card marked 01/2026 still pays on 31 January 2026
 * (UTC) and is expired from 1 February. A method with no expiry (a bank account) never expires.
 */
export function isCardExpired(expMonth: number | null, expYear: number | null, now: Date): boolean {
  if (expMonth == null || expYear == null) return false;
  return now.getTime() >= Date.UTC(expYear, expMonth, 1);
}

/** Whether an order can be paid now (Pay Now): pending-approval or pending (decision 0066). */
export function isOrderPayable(status: string): boolean {
  return (PAYABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Dunning: after a failed renewal charge, try again this many days after the renewal date (decision 0066). */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;

/**
 * When to charge a renewal next, given the failed charges so far (the subscription's dunning_attempts): the renewal
 * date itself with none failed, then 1, 3 and 7 days after it; null once the last retry has failed too (block the
 * subscription now).
 */
export function nextDunningAt(renewalDate: Date, failedAttempts: number): Date | null {
  if (failedAttempts <= 0) return new Date(renewalDate.getTime());
  const days = DUNNING_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : addDays(renewalDate, days);
}
