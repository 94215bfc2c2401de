import type { GroupRef } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import { foreignGroupIds } from './groups.repository.ts';
import { findGroupMemberships, type GroupMemberships } from './tracker-groups.repository.ts';

const NONE: readonly number[] = [];

/**
 * The groups of listed trackers, as every tracker in the API carries them: `group_ids` always, `groups` (id and
 * name, in name order) unless the caller asked for exclude_groups (decision 0033). Trackers of one list share few
 * distinct group sets, so each set's JSON is written once and spliced into every tracker that has it.
 */
export class TrackerGroups {
  private readonly fragments = new Map<string, string>();

  constructor(
    private readonly memberships: GroupMemberships,
    /** false: exclude_groups=1, only group_ids. */
    readonly withNames: boolean,
  ) {}

  /** No groups at all (an account without any, or a caller that cannot have them). */
  static readonly none = new TrackerGroups({ byDevice: {}, names: {} }, true);

  idsOf(deviceId: number): readonly number[] {
    return this.memberships.byDevice[deviceId] ?? NONE;
  }

  refsOf(deviceId: number): GroupRef[] {
    return this.idsOf(deviceId).map((id) => ({ id, name: this.memberships.names[id] ?? '' }));
  }

  /** The tracker's `"group_ids":[...],"groups":[...]` (no groups with exclude_groups), for a JSON object. */
  jsonOf(deviceId: number): string {
    const ids = this.idsOf(deviceId);
    const key = ids.join(',');
    let fragment = this.fragments.get(key);
    if (fragment === undefined) {
      fragment = `"group_ids":[${key}]`;
      if (this.withNames) fragment += `,"groups":${JSON.stringify(this.refsOf(deviceId))}`;
      this.fragments.set(key, fragment);
    }
    return fragment;
  }
}

/**
 * The groups of trackers in these accounts: of every tracker (a whole list, one statement however long it is),
 * or of the few named in `deviceIds`.
 */
export async function loadTrackerGroups(
  db: Db,
  accountIds: readonly number[],
  opts: { withNames?: boolean; deviceIds?: readonly number[] } = {},
): Promise<TrackerGroups> {
  const memberships = await findGroupMemberships(db, accountIds, opts.deviceIds);
  return new TrackerGroups(memberships, opts.withNames ?? true);
}

/** Ids named in a message: all of a few, the first ones and how many more of a long list. */
export function namedIds(ids: readonly number[], shown = 20): string {
  const head = ids.slice(0, shown).join(', ');
  return ids.length > shown ? `${head} and ${ids.length - shown} more` : head;
}

/** 422 naming the group ids (a filter's group_ids) that are not groups of the account. */
export async function requireAccountGroups(db: Db, accountId: number, groupIds: readonly number[]) {
  const foreign = await foreignGroupIds(db, accountId, [...new Set(groupIds)]);
  if (!foreign.length) return;
  const message = `These groups are not in this account: ${namedIds(foreign)}`;
  throw unprocessable(message, { group_ids: [message] });
}
