import { conflict, unprocessable } from '../../../http/errors.ts';
import type { UtilityAction } from '../utility-action.ts';
import {
  accountById,
  currentSubscription,
  isPaid,
  moveTracker,
  swapInProgress,
  trackerBySerial,
} from '../utility-trackers.repository.ts';

export const ASSIGN_TEXTS = {
  sameAccount: 'The tracker is already in this account.',
  swapping: 'This tracker has a SIM swap in progress: wait until it is confirmed or has failed.',
  paid: 'This tracker has a paid subscription in its account: Unassign its subscription first.',
} as const;

/** Subscriptions still giving (or owing) service; a cancelled or archived one is history. */
const LIVE = new Set(['active', 'pending', 'pending-renewal', 'pending-cancellation', 'blocked']);

/**
 * Assign (decision 0071): moves a tracker to another account. Its user access lists and group memberships in the
 * old account are cleared, its free subscription and its SIM go with it. Refused while a SIM swap is in progress,
 * or while a paid subscription of the old account still covers it (Unassign Subscription first).
 */
export const assignAction: UtilityAction<'assign'> = {
  id: 'assign',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const tracker = await trackerBySerial(db, input.serial);
    const account = await accountById(db, input.account_id);
    if (tracker.accountId === account.id) throw conflict(ASSIGN_TEXTS.sameAccount);
    if (await swapInProgress(db, tracker.id)) throw conflict(ASSIGN_TEXTS.swapping);
    const sub = await currentSubscription(db, tracker.id);
    if (sub && LIVE.has(sub.status) && isPaid(sub) && sub.accountId === tracker.accountId)
      throw unprocessable(ASSIGN_TEXTS.paid);
    await moveTracker(db, tracker, account.id);
    services.ingest.trackers.forget(tracker.serial);
    if (tracker.imei) services.ingest.trackers.forget(tracker.imei);
    return {
      message: `Tracker ${tracker.serial} moved to ${account.title}.`,
      details: {
        device_id: tracker.id,
        serial: tracker.serial,
        account_id: account.id,
        from_account_id: tracker.accountId,
      },
    };
  },
};
