import type { BillingTerm } from '@lodestar/contracts';
import { formatMoney, scheduleTerms } from '@lodestar/domain';

const payments = (count: number) => (count === 1 ? 'payment' : 'payments');

/**
 * One sentence over a schedule (spec 3 §4's up-front and regular payments): '$204.00 up front, then 2 monthly
 * payments of $45.00.', '12 monthly payments of $20.00.', or 'One payment of $99.00.'.
 */
export function scheduleSummary(
  billingTerm: BillingTerm,
  schedule: readonly { amount: number }[],
): string | null {
  if (schedule.length === 0) return null;
  const { upFront, regular, regularCount } = scheduleTerms(billingTerm, schedule);
  const monthly =
    regular && regularCount > 0
      ? `${regularCount} monthly ${payments(regularCount)} of ${formatMoney(regular.amount)}`
      : null;
  if (upFront && monthly) return `${formatMoney(upFront.amount)} up front, then ${monthly}.`;
  if (monthly) return `${monthly.charAt(0).toUpperCase()}${monthly.slice(1)}.`;
  return `One payment of ${formatMoney(upFront?.amount ?? 0)}.`;
}
