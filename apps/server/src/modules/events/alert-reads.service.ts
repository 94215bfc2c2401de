import { UNREAD_ALERTS_MAX, type AlertsSeen, type UnreadAlertsCount } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { countUnreadAlerts, markAlertsSeen } from './alert-reads.repository.ts';

/** A user who never opened Recent Alerts is told about the last day's events, not the account's history. */
export const NEVER_SEEN_WINDOW_HOURS = 24;

/** The navigation's unread count: events the caller may see since they last opened Recent Alerts, capped. */
export async function unreadAlerts(db: Db, access: AccountAccess): Promise<UnreadAlertsCount> {
  const reader = {
    userId: access.userId,
    accountId: access.accountId,
    deviceIds: access.deviceIds ? [...access.deviceIds] : null,
  };
  const count = await countUnreadAlerts(db, reader, UNREAD_ALERTS_MAX, NEVER_SEEN_WINDOW_HOURS);
  return { data: { count } };
}

/** The caller opened Recent Alerts: everything so far counts as seen. */
export async function alertsSeen(db: Db, access: AccountAccess): Promise<AlertsSeen> {
  const seenAt = await markAlertsSeen(db, access.userId, access.accountId);
  return { data: { seen_at: seenAt.toISOString() } };
}
