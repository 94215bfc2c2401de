import { parseRouteId } from '../utils/route-id.ts';
import { useParams } from 'react-router';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/** Which tracker the screen shows and in which account it is looked up. */
export interface TrackerRoute {
  deviceId: number;
  /** The account in the address (internal admin view) or the current one; null for an admin without accounts. */
  accountId: number | null;
  /** The internal admin's /accounts/{accountId}/trackers/{id} view of another account's tracker. */
  isAdminView: boolean;
}

/**
 * The tracker of /trackers/{id} (in the current account) or /accounts/{accountId}/trackers/{id} (internal
 * admins); null when an id in the address is not an id at all, which the screen shows as Not Found.
 */
export function useTrackerRoute(): TrackerRoute | null {
  const params = useParams();
  const { access } = useCurrentAccount();
  const deviceId = parseRouteId(params.id);
  if (deviceId === null) return null;
  if (params.accountId !== undefined) {
    const accountId = parseRouteId(params.accountId);
    return accountId === null ? null : { deviceId, accountId, isAdminView: true };
  }
  return { deviceId, accountId: access?.account?.id ?? null, isAdminView: false };
}
