import type { PendingInvitation } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { userKeys } from './user-keys.ts';

/** GET /accounts/{id}/users/invitations: invitations nobody accepted or revoked yet (admins only). */
export function fetchPendingInvitations(
  accountId: number,
  signal?: AbortSignal,
): Promise<PendingInvitation[]> {
  return apiRequest(`/accounts/${accountId}/users/invitations`, { signal });
}

export function pendingInvitationsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: userKeys.invitations(accountId),
    queryFn: ({ signal }) => fetchPendingInvitations(accountId, signal),
  });
}

/** The pending invitations: only admins ask (the server answers 403 to anyone else). */
export function usePendingInvitations(accountId: number) {
  return useQuery(pendingInvitationsQueryOptions(accountId));
}
