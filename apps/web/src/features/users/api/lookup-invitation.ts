import type { InvitationPreview } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { userKeys } from './user-keys.ts';

/** POST /invitations/lookup: which account the link is for and whether the address already signs in. */
export function lookupInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest('/invitations/lookup', { method: 'POST', body: { token }, signal, handles: 'all' });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: userKeys.invitation(token),
    queryFn: ({ signal }) => lookupInvitation(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
