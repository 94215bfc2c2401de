import { conflict, notFound } from '../../../http/errors.ts';
import { lockSubscriptionRow } from '../../subscriptions/subscription-status.repository.ts';
import type { UtilityAction } from '../utility-action.ts';
import { accountById } from '../utility-trackers.repository.ts';
import {
  detachSubscriptions,
  FINISHED_STATUSES,
  findTrackerName,
} from './unassign-subscription.repository.ts';

const isFinished = (status: string) => (FINISHED_STATUSES as readonly string[]).includes(status);

/**
 * Unassign Subscription (decision 0071): the subscription leaves its tracker and waits for one again, as a paid
 * sale's subscription does (device null); the tracker has none. Its status, period, prices and renewals are
 * unchanged: billing is not touched. A pending one (not started) is taken by the next tracker of its model
 * provisioned into the account and starts at that tracker's first report (decision 0068).
 * Refuses: no such subscription (404), one with no tracker (409), one that has ended (409).
 */
export const unassignSubscriptionAction: UtilityAction<'unassign-subscription'> = {
  id: 'unassign-subscription',
  bulk: false,
  async run(input, { services }) {
    const id = input.subscription_id;
    return services.database.db.transaction(async (tx) => {
      const sub = await lockSubscriptionRow(tx, id);
      if (!sub) throw notFound(`No subscription has the id ${id}.`);
      if (sub.deviceId === null)
        throw conflict(`Subscription ${id} has no tracker: it already waits for one.`);
      if (isFinished(sub.status))
        throw conflict(
          `Subscription ${id} is ${sub.status}: an ended subscription keeps the tracker it served.`,
        );
      const tracker = await findTrackerName(tx, sub.deviceId);
      const account = (await accountById(tx, sub.accountId)).title;
      await detachSubscriptions(tx, [id]);
      const waits =
        sub.status === 'pending'
          ? `the next tracker of its model provisioned into ${account} takes it`
          : `its period and renewals go on in ${account}`;
      return {
        message: `Subscription ${id} (${sub.status}) no longer belongs to ${tracker?.name} (${tracker?.serial}); it waits for a tracker: ${waits}.`,
        details: {
          account_id: sub.accountId,
          subscription_id: id,
          status: sub.status,
          unassigned_from: { id: sub.deviceId, serial: tracker?.serial ?? null, name: tracker?.name ?? null },
        },
      };
    });
  },
};
