import { unprocessable } from '../../../http/errors.ts';
import type { UtilityAction } from '../utility-action.ts';
import {
  lockSubscriptionRow,
  updateSubscription,
} from '../../subscriptions/subscription-status.repository.ts';
import {
  currentSubscription,
  insertFreeSubscription,
  isPaid,
  trackerBySerial,
} from '../utility-trackers.repository.ts';

export const SET_SUBSCRIPTION_TEXTS = {
  past: 'The end day must be after today.',
  noSuchDay: 'The end day is not a day of the calendar.',
  unsettled: (status: string) =>
    `Its subscription is ${status}: settle it first (its payment, or Unassign Subscription).`,
} as const;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The end of the service: the start of the day `until` (UTC), or `months` from now. */
function endOf(input: { months: 1 | 12; until?: string | null }, now: Date): Date {
  if (input.until) return new Date(`${input.until}T00:00:00Z`);
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + input.months);
  return end;
}

/**
 * Set Subscription (decision 0071): the tracker is served free until a day (`until`, else `months` from now).
 * - A paid active subscription: its renewal date moves there (no charge until then).
 * - A free active one, or one pending cancellation: it ends then (pending cancellation at that day).
 * - None, or an ended one: a new free subscription, ending then, is made in the tracker's account.
 * Refused for a day not after today, or while the current subscription waits for a payment or its tracker's
 * first report (pending, pending renewal, blocked): that is billing's to settle.
 */
export const setSubscriptionAction: UtilityAction<'set-subscription'> = {
  id: 'set-subscription',
  bulk: false,
  async run(input, { services, now }) {
    const db = services.database.db;
    const tracker = await trackerBySerial(db, input.serial);
    const end = endOf(input, now);
    if (Number.isNaN(end.getTime()))
      throw unprocessable(SET_SUBSCRIPTION_TEXTS.noSuchDay, { until: [SET_SUBSCRIPTION_TEXTS.noSuchDay] });
    if (end <= now) throw unprocessable(SET_SUBSCRIPTION_TEXTS.past);
    const done = await db.transaction(async (tx) => {
      const found = await currentSubscription(tx, tracker.id);
      const sub =
        found && found.accountId === tracker.accountId ? await lockSubscriptionRow(tx, found.id) : undefined;
      if (sub?.status === 'active' && isPaid(sub)) {
        await updateSubscription(tx, sub.id, { renewalDate: end });
        return { id: sub.id, what: `Its paid subscription now renews on ${day(end)}` };
      }
      if (sub?.status === 'active' || sub?.status === 'pending-cancellation') {
        await updateSubscription(tx, sub.id, { status: 'pending-cancellation', cancelAt: end });
        return { id: sub.id, what: `Its subscription now ends on ${day(end)}` };
      }
      if (sub && sub.status !== 'cancelled' && sub.status !== 'archived')
        throw unprocessable(SET_SUBSCRIPTION_TEXTS.unsettled(sub.status));
      const id = await insertFreeSubscription(tx, {
        accountId: tracker.accountId,
        deviceId: tracker.id,
        months: input.months,
        start: now,
        end,
      });
      return { id, what: `A free subscription until ${day(end)} was made` };
    });
    return {
      message: `${tracker.serial}: ${done.what}.`,
      details: {
        subscription_id: done.id,
        device_id: tracker.id,
        account_id: tracker.accountId,
        ends_at: end.toISOString(),
      },
    };
  },
};
