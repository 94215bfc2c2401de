import type { Account, SubscriptionStatus } from '@lodestar/contracts';
import { deviceListStatuses } from '@lodestar/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { deviceListQueryOptions } from '../api/get-device-list.ts';

/** The two lists of the screen (spec 1 §2.4): the trackers in use, and the archived ones. */
export type TrackerListType = 'general' | 'archived';

const ARCHIVED: readonly SubscriptionStatus[] = ['archived'];

/** The statuses a list type asks for; the general list follows spec 1 §2.2 for the account. */
export function listStatuses(type: TrackerListType, account: Account | null): readonly SubscriptionStatus[] {
  return type === 'archived' ? ARCHIVED : deviceListStatuses(account);
}

/**
 * The trackers of the current account that the list and map show. An internal admin without an account has
 * none.
 */
export function useTrackerList(type: TrackerListType = 'general') {
  const { access } = useCurrentAccount();
  const account: Account | null = access?.account ?? null;
  const statuses = useMemo(() => listStatuses(type, account), [type, account]);
  const query = useQuery({
    ...deviceListQueryOptions(account?.id ?? 0, statuses),
    enabled: account !== null,
  });
  return { account, statuses, ...query };
}
