import type { AccountAccess } from '../accounts/account-access.ts';
import type { CurrentPositionCache } from './current-position-cache.ts';

/**
 * The map's current positions keyed by device id (serialised JSON in UTF-8, see the cache), for every tracker
 * the access may see whatever its subscription status: the map shows the trackers of its device list and
 * ignores the rest.
 * Asked-for ids the caller may not see are left out, as trackers without a position are.
 */
export async function currentPositionsAnswer(
  cache: CurrentPositionCache,
  access: AccountAccess,
  deviceIds?: number[],
): Promise<Buffer> {
  let ids = deviceIds;
  if (access.deviceIds) {
    const visible = access.deviceIds;
    ids = (ids ?? [...visible]).filter((id) => visible.has(id));
  }
  return cache.answer(access.accountId, ids && [...new Set(ids)]);
}
