import { ROUTES, TRACKER_DETAILS_TEXTS } from '@lodestar/contracts';

/** A list a tracker is opened from: the tracker list, the group list or one group, each with its query. */
const LIST_PATHS = [
  new RegExp(`^${ROUTES.DeviceListView}(\\?|$)`),
  new RegExp(`^${ROUTES.GroupListView}(\\?|$)`),
  /^\/groups\/\d+(\?|$)/,
];

/** Whether a remembered address is a list to go back to; anything else (or another site) is not. */
export function isListPath(path: unknown): path is string {
  return typeof path === 'string' && LIST_PATHS.some((pattern) => pattern.test(path));
}

/**
 * Where the back link goes and what it says (spec 1 §2.6): the list the user came from with its search query,
 * else the tracker list.
 */
export function backTarget(remembered: unknown): { to: string; label: string } {
  if (!isListPath(remembered))
    return { to: ROUTES.DeviceListView, label: TRACKER_DETAILS_TEXTS.backToTrackers };
  if (remembered.startsWith('/groups/')) return { to: remembered, label: TRACKER_DETAILS_TEXTS.backToGroup };
  if (remembered.startsWith(ROUTES.GroupListView))
    return { to: remembered, label: TRACKER_DETAILS_TEXTS.backToGroups };
  return { to: remembered, label: TRACKER_DETAILS_TEXTS.backToTrackers };
}
