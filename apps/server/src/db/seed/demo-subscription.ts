import { SUBSCRIPTION_STATUSES } from '../schema/subscriptions.ts';

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const DAY = 86_400_000;

export interface DemoSubscriptionFields {
  status: SubscriptionStatus;
  months: number;
  renewalMonths: number;
  actualPrice: number;
  renewalPrice: number;
  startAt: Date | null;
  renewalDate: Date | null;
  cancelAt: Date | null;
}

/**
 * Subscription dates and prices that make sense for the status, relative to `today` so the demo never
 * goes stale (an active plan always renews in the future). `index` spreads the dates so lists sort visibly.
 */
export function demoSubscription(
  status: SubscriptionStatus,
  index: number,
  monthlyPrice: number,
  today: Date,
): DemoSubscriptionFields {
  const at = (days: number) => new Date(today.getTime() + days * DAY);
  // every third tracker is on an annual plan, which costs ten months
  const months = index % 3 === 0 ? 12 : 1;
  const price = months === 12 ? monthlyPrice * 10 : monthlyPrice;
  const base = { status, months, renewalMonths: months, actualPrice: price, renewalPrice: price };
  const startedDaysAgo = 20 + ((index * 37) % 300);
  switch (status) {
    case 'active':
    case 'pending-cancellation': {
      // the next renewal is the first period boundary after today
      const period = months === 12 ? 365 : 30;
      const renewsIn = period - (startedDaysAgo % period) || period;
      const renewal = at(renewsIn);
      return {
        ...base,
        startAt: at(-startedDaysAgo),
        renewalDate: renewal,
        // a pending cancellation takes effect when the paid period ends
        cancelAt: status === 'pending-cancellation' ? renewal : null,
      };
    }
    case 'pending':
      // provisioned and not yet shipped: nothing has started or been billed
      return { ...base, actualPrice: 0, startAt: null, renewalDate: null, cancelAt: null };
    case 'pending-renewal':
    case 'blocked':
      // the renewal payment is overdue; blocked is what it becomes when it stays unpaid
      return {
        ...base,
        startAt: at(-startedDaysAgo - 30),
        renewalDate: at(status === 'blocked' ? -21 : -(1 + (index % 5))),
        cancelAt: null,
      };
    case 'cancelled':
    case 'archived': {
      const endedDaysAgo = status === 'archived' ? 120 + (index % 60) : 5 + (index % 20);
      return {
        ...base,
        startAt: at(-endedDaysAgo - startedDaysAgo),
        renewalDate: null,
        cancelAt: at(-endedDaysAgo),
      };
    }
  }
}
