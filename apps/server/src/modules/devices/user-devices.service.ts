import { DEFAULT_DEVICE_LIST_STATUSES, type UserDevicesQuery } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../session/auth.plugin.ts';
import { findUserById, userMemberships } from '../users/users.repository.ts';
import type { CurrentPositionCache } from './current-position-cache.ts';
import { deviceListJson } from './device-dto.ts';
import { modelsOf, positionsOf } from './device-parts.ts';
import { findDevices } from './devices.repository.ts';
import { loadTrackerGroups } from '../groups/tracker-groups.ts';
import { requireMemberDevicesReader } from '../users/user-details.service.ts';

/**
 * GET /users/{id}/devices (JSON text, as the device list): every tracker the user sees over all their accounts
 * (all of an account for admin and all roles, the granted ones for the devices role). People ask for
 * themselves; internal admins, signed in as themselves, may ask for anyone (support). An account API token only
 * reaches its own account's trackers.
 */
export async function listUserDevices(
  db: Db,
  cache: CurrentPositionCache,
  auth: AuthContext,
  userId: number,
  query: UserDevicesQuery,
): Promise<string> {
  const mayReadOthers = auth.user.isGpxAdmin && auth.kind === 'session';
  const oneAccount = query.account_id;
  // one account's member: its admin and all members may ask too (decision 0043)
  if (oneAccount !== undefined) await requireMemberDevicesReader(db, auth, oneAccount, userId);
  else if (userId !== auth.user.id) {
    if (!mayReadOthers) throw forbidden('You can only list your own trackers.');
    if (!(await findUserById(db, userId))) throw notFound('User not found.');
  }
  let memberships = await userMemberships(db, userId);
  if (auth.tokenAccountId !== null)
    memberships = memberships.filter((m) => m.accountId === auth.tokenAccountId);
  if (oneAccount !== undefined) memberships = memberships.filter((m) => m.accountId === oneAccount);
  const rows = await findDevices(db, {
    wholeAccounts: memberships.filter((m) => m.role !== 'devices').map((m) => m.accountId),
    granted: { userId, accountIds: memberships.filter((m) => m.role === 'devices').map((m) => m.accountId) },
    // one member's trackers in one account (the Edit User dialog) are all of them, whatever their subscription,
    // so saving the dialog never drops a grant it did not show
    statuses:
      query.subscription_status ?? (oneAccount === undefined ? DEFAULT_DEVICE_LIST_STATUSES : undefined),
  });
  const [models, positions, groups] = await Promise.all([
    modelsOf(db, rows),
    query.with_current_position ? positionsOf(cache, rows) : null,
    loadTrackerGroups(db, [...new Set(rows.map((r) => r.accountId))]),
  ]);
  return deviceListJson(rows, models, positions, groups);
}
