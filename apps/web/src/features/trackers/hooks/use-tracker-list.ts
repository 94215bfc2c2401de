import type { Account } from '@lodestar/contracts';
import { deviceListStatuses } from '@lodestar/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { deviceListQueryOptions } from '../api/get-device-list.ts';

/**
 * The trackers of the current account that the list and map show: the statuses of spec 1 §2.2 with current
 * positions. An internal admin without an account has none.
 */
export function useTrackerList() {
  const { access } = useCurrentAccount();
  const account: Account | null = access?.account ?? null;
  const statuses = useMemo(() => deviceListStatuses(account), [account]);
  const query = useQuery({
    ...deviceListQueryOptions(account?.id ?? 0, statuses),
    enabled: account !== null,
  });
  return { account, ...query };
}
