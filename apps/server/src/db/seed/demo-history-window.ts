import type { DemoSubscriptionFields } from './demo-subscription.ts';

const DAY = 86_400_000;

/** How far back the demo's history goes for a tracker that reports today. */
export const HISTORY_DAYS = 21;
// A tracker whose service ended still has its last days on record.
const ENDED_HISTORY_DAYS = 3;
// A parked tracker's history starts with its last two days on the road, so its last movement is on record.
const BEFORE_PARKING_DAYS = 2;

export interface HistoryWindow {
  from: number;
  to: number;
  /** When the tracker stopped moving for good, for the parked ones. */
  parkedSince: Date | null;
}

/**
 * Which stretch of time a demo tracker has positions for: the last three weeks while its subscription runs
 * (from two days before it parked, for a parked one); the days before its service ended for a cancelled,
 * archived or blocked one; nothing for one still being provisioned (the list shows 'No Data').
 */
export function historyWindow(
  sub: DemoSubscriptionFields,
  parkedDays: number | undefined,
  now: number,
): HistoryWindow | null {
  switch (sub.status) {
    case 'pending':
      return null;
    case 'cancelled':
    case 'archived':
    case 'blocked': {
      // blocked: the renewal went unpaid and reporting stopped at the renewal date
      const end = (sub.status === 'blocked' ? sub.renewalDate : sub.cancelAt)?.getTime() ?? now;
      return { from: end - ENDED_HISTORY_DAYS * DAY, to: Math.min(end, now), parkedSince: null };
    }
    default: {
      if (parkedDays === undefined) return { from: now - HISTORY_DAYS * DAY, to: now, parkedSince: null };
      const parkedSince = now - parkedDays * DAY;
      return { from: parkedSince - BEFORE_PARKING_DAYS * DAY, to: now, parkedSince: new Date(parkedSince) };
    }
  }
}

/**
 * How many days of a reporting tracker's history are written before the server listens: enough that its current
 * position and movement state (moving, or still since when) are those of the whole history, since even a
 * tracker idle over a weekend has driven within them. The older weeks follow in the background.
 */
export const RECENT_DAYS = 4;

/** Where the part of a window written before listening begins. */
export function recentFrom(window: HistoryWindow): number {
  // a parked tracker's last drive opens its window, and its days parked are a few heartbeats: all of it
  if (window.parkedSince) return window.from;
  return Math.max(window.from, window.to - RECENT_DAYS * DAY);
}
