import type { QueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from './subscription-keys.ts';

/** After a status change: every subscription shown (details, their orders) and the account's table reload. */
export function reloadSubscriptions(queryClient: QueryClient, accountId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.lists(accountId) }),
  ]).then(() => undefined);
}
