import {
  BILLING_STATUS_LABELS,
  LIMITS,
  type Subscription,
  type SubscriptionStatus,
} from '@lodestar/contracts';
import { formatDate } from '../../../components/date-format.ts';

/** The statuses the table filters by (spec 3 §2.4), in the spec's order. */
export const FILTER_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'pending',
  'pending-renewal',
  'cancelled',
  'blocked',
];

/** A status in words: the spec's overrides ('Pending Cancellation', archived as 'Cancelled'), else capitalised. */
export function statusLabel(status: string): string {
  return BILLING_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** A day, or '-' when there is none (a pending subscription has not started). */
export function dayText(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '-';
}

/** The subscription's tracker (its first device): what the table and the device item name. */
export function trackerOf(subscription: Subscription) {
  return subscription.devices?.[0] ?? null;
}

/**
 * The Device Name column: the tracker's name cut to 60 characters (spec 3 §9), or '-' while a bought tracker waits
 * to be assigned.
 */
export function deviceNameText(subscription: Subscription): string {
  const name = trackerOf(subscription)?.name;
  if (!name) return '-';
  const max = LIMITS.subscriptionNameTruncate;
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/** '1 month', '12 months'. */
export function monthsText(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}
