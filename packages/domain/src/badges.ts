import {
  THRESHOLDS,
  TRACKER_TEXTS,
  type Account,
  type Device,
  type SubscriptionStatus,
} from '@lodestar/contracts';

/** Badge colours of the product (spec 1 §4; 'porto' is a brand accent no tracker badge uses). */
export type BadgeColour = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

/** A badge as a list shows it. */
export interface Badge {
  label: string;
  colour: BadgeColour;
}

/**
 * The battery badge colour (spec 1 §4): below 20 percent red, 20 to below 40 yellow, 40 and above green.
 * An unknown level has no badge, rather than a made-up colour.
 */
export function batteryBadgeColour(percent: number | null | undefined): BadgeColour | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  if (percent < THRESHOLDS.batteryRed) return 'red';
  if (percent < THRESHOLDS.batteryYellow) return 'yellow';
  return 'green';
}

/** The battery badge: the rounded percentage in its colour, or null when the tracker never sent a level. */
export function batteryBadge(percent: number | null | undefined): Badge | null {
  const colour = batteryBadgeColour(percent);
  return colour === null ? null : { label: `${Math.round(percent!)}%`, colour };
}

/**
 * Badges of subscription states a user should notice. Spec 1 §4 names pending-renewal ('Pending Renewal', error
 * style) and pending ('Provisioned'); the states that end tracking are labelled too, so a cancelled or blocked
 * tracker in a B2B list never looks like a live one. Active trackers have no status badge.
 */
const STATUS_BADGES: Partial<Record<SubscriptionStatus, Badge>> = {
  'pending-renewal': { label: TRACKER_TEXTS.pendingRenewal, colour: 'red' },
  pending: { label: TRACKER_TEXTS.provisioned, colour: 'blue' },
  'pending-cancellation': { label: 'Pending Cancellation', colour: 'yellow' },
  cancelled: { label: 'Cancelled', colour: 'gray' },
  blocked: { label: 'Blocked', colour: 'red' },
  archived: { label: 'Archived', colour: 'gray' },
};

/**
 * The status badge of a tracker list row (spec 1 §2.4, §4): the subscription badge when the status has one,
 * else 'No Data' when the tracker has no position yet, else none. The subscription comes first because it
 * explains the missing data (a provisioned tracker has not reported yet).
 */
export function trackerStatusBadge(tracker: Pick<Device, 'status' | 'current_position'>): Badge | null {
  const byStatus = tracker.status ? STATUS_BADGES[tracker.status] : undefined;
  if (byStatus) return byStatus;
  if (tracker.current_position === null) return { label: TRACKER_TEXTS.noData, colour: 'gray' };
  return null;
}

const CLICKABLE: readonly SubscriptionStatus[] = [
  'active',
  'pending',
  'pending-renewal',
  'pending-cancellation',
];

/**
 * Whether a tracker list row links to the tracker's details (spec 1 §2.4): for active, pending, pending-renewal
 * and pending-cancellation trackers, and also cancelled ones on business (B2B) accounts. Others are not clickable.
 */
export function isTrackerRowClickable(
  status: SubscriptionStatus | null,
  account: Pick<Account, 'is_b2b_account'> | null | undefined,
): boolean {
  if (status === null) return false;
  if (CLICKABLE.includes(status)) return true;
  return status === 'cancelled' && account?.is_b2b_account === true;
}
