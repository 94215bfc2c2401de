import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * The unread count answers at most this many; the navigation shows '99+' for more than UNREAD_ALERTS_SHOWN, so the
 * server never counts an account's whole history for a badge.
 */
export const UNREAD_ALERTS_MAX = 100;
/** The largest count the badge writes out; above it, '99+'. */
export const UNREAD_ALERTS_SHOWN = 99;

/** The badge text for an unread count: nothing for none, '99+' above UNREAD_ALERTS_SHOWN. */
export const unreadBadgeText = (count: number): string | null =>
  count <= 0 ? null : count > UNREAD_ALERTS_SHOWN ? `${UNREAD_ALERTS_SHOWN}+` : String(count);

/** GET /accounts/{id}/alerts/unread-count: events the caller may see since they last opened Recent Alerts. */
export const unreadAlertsCount = envelope(z.object({ count: z.number().int().min(0).max(UNREAD_ALERTS_MAX) }));
export type UnreadAlertsCount = z.infer<typeof unreadAlertsCount>;

/** PUT /accounts/{id}/alerts/seen: when the caller looked (ISO-8601 UTC); the unread count is 0 from here. */
export const alertsSeen = envelope(z.object({ seen_at: z.string() }));
export type AlertsSeen = z.infer<typeof alertsSeen>;

/** Recent Alerts texts (spec 2 §2 Alerts, §8). */
export const RECENT_ALERTS_TEXTS = {
  title: 'Recent Alerts',
  empty: 'No alerts for this date range',
  loadFailed: 'An error occurred',
  navLabel: 'Alerts',
} as const;
