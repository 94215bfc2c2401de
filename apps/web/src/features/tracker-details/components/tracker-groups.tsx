import { pathTo, type DeviceDetails } from '@lodestar/contracts';
import { isB2B } from '@lodestar/domain';
import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/** What the Info section shows for the tracker's groups: null when the account has no groups to speak of. */
export function useTrackerGroupsFact(tracker: DeviceDetails): 'none' | 'shown' | null {
  const { access } = useCurrentAccount();
  if ((tracker.groups?.length ?? 0) > 0) return 'shown';
  // 'None' only where groups exist: a consumer account has no groups, so the line would say nothing
  return isB2B(access?.account) && access?.account?.id === tracker.account_id ? 'none' : null;
}

/**
 * The tracker's groups (issue 16), each a link to its group screen. An internal admin looking at another
 * account's tracker sees the names without links: /groups/{id} shows the groups of the admin's own account.
 */
export function TrackerGroups({ tracker }: { tracker: DeviceDetails }) {
  const { access } = useCurrentAccount();
  const linked = access?.account?.id === tracker.account_id;
  return (
    <>
      {(tracker.groups ?? []).map((group, i) => (
        <Fragment key={group.id}>
          {i > 0 && ', '}
          {linked ? (
            <Anchor component={Link} to={pathTo('GroupDetailsView', { id: group.id })} size="sm">
              {group.name}
            </Anchor>
          ) : (
            group.name
          )}
        </Fragment>
      ))}
    </>
  );
}
