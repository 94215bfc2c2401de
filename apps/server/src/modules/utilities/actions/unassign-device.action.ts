import { conflict } from '../../../http/errors.ts';
import { findDeviceUsers } from '../../devices/device-details.repository.ts';
import { replaceTrackerUsers } from '../../devices/tracker-settings.repository.ts';
import { removeMembers } from '../../groups/groups.repository.ts';
import { findGroupMemberships } from '../../groups/tracker-groups.repository.ts';
import type { UtilityAction } from '../utility-action.ts';
import { requireTracker } from './serial-lookup.repository.ts';
import { detachSubscriptions, lockLiveSubscriptionsOf } from './unassign-subscription.repository.ts';

const listed = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Unassign Device (decision 0071): the tracker leaves its account's use but stays in the account (devices.account_id
 * cannot be empty and there is no stock account for trackers; Assign moves it on when it goes to someone else).
 * Its subscriptions that have not ended are unassigned (they wait for a tracker, see Unassign Subscription), so it
 * drops out of the account's tracker list; the specific-devices members who were given it lose it; it leaves every
 * group. Its SIM, identifiers and history stay. Refuses: no such tracker (404), nothing left to unassign (409).
 */
export const unassignDeviceAction: UtilityAction<'unassign-device'> = {
  id: 'unassign-device',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const tracker = await requireTracker(db, input.serial);
    const done = await db.transaction(async (tx) => {
      const subs = await lockLiveSubscriptionsOf(tx, tracker);
      const users = await findDeviceUsers(tx, tracker.id, tracker.accountId);
      const groups = await findGroupMemberships(tx, [tracker.accountId], [tracker.id]);
      const groupIds = groups.byDevice[tracker.id] ?? [];
      if (!subs.length && !users.length && !groupIds.length)
        throw conflict(
          `${tracker.name} (${tracker.serial}) is already unassigned: no subscription, access or group.`,
        );
      await detachSubscriptions(
        tx,
        subs.map((s) => s.id),
      );
      // every grant of the tracker, also those of users who are no longer specific-devices members
      await replaceTrackerUsers(tx, tracker.id, []);
      for (const groupId of groupIds) await removeMembers(tx, groupId, [tracker.id]);
      return { subs, users, groups: groupIds.map((id) => ({ id, name: groups.names[id]! })) };
    });
    // sockets watching the account are checked again now: a member who lost the tracker stops seeing it
    services.realtime.sessionsEnded({ accountIds: [tracker.accountId] });
    const parts = [
      listed(done.subs.length, 'subscription', 'subscriptions'),
      listed(done.users.length, 'user', 'users'),
      listed(done.groups.length, 'group', 'groups'),
    ];
    return {
      message: `${tracker.name} (${tracker.serial}) is unassigned in ${tracker.accountTitle}: ${parts.join(', ')} removed; its SIM stays.`,
      details: {
        account_id: tracker.accountId,
        device_id: tracker.id,
        serial: tracker.serial,
        subscriptions: done.subs.map((s) => ({ id: s.id, status: s.status })),
        users: done.users,
        groups: done.groups,
      },
    };
  },
};
