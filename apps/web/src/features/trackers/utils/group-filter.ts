import type { Device } from '@lodestar/contracts';

/** The URL parameter holding the list's group filter: `?groups=3,7`. */
export const GROUPS_PARAM = 'groups';

const ID = /^[1-9]\d{0,9}$/;

/**
 * The group ids of a `groups` URL value, in order, without repeats; anything that is not an id is dropped, so a
 * hand-edited link filters by what it can rather than failing.
 */
export function parseGroupIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ID.test(part))
    .map(Number);
  return [...new Set(ids)];
}

/** The URL value for a group selection; empty when none is chosen (the parameter is then left out). */
export function formatGroupIds(ids: readonly number[]): string {
  return ids.join(',');
}

/**
 * A test of whether a tracker is in at least one of the groups, or null when no group is chosen. It reads the
 * group_ids every tracker carries, with a Set, so 10,000 trackers are checked in about a millisecond.
 */
export function groupMatcher(
  groupIds: readonly number[],
): ((tracker: Pick<Device, 'group_ids'>) => boolean) | null {
  if (groupIds.length === 0) return null;
  const wanted = new Set(groupIds);
  return (tracker) => {
    for (const id of tracker.group_ids ?? []) if (wanted.has(id)) return true;
    return false;
  };
}

/** The names of a tracker's groups for one line of the list: in the order the server gives (by name). */
export function groupNamesText(tracker: Pick<Device, 'groups'>): string {
  return (tracker.groups ?? []).map((group) => group.name).join(', ');
}
