import type { AcceptInvitationRequest, AcceptInvitationResponse } from '@lodestar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';

/**
 * PUT /accounts/{id}/users/invite: accepts. A new user is signed in by the session cookie the answer sets; the
 * token in the answer is for API clients. Every failure is the page's to show.
 */
export function acceptInvitation(
  accountId: number,
  body: AcceptInvitationRequest,
): Promise<AcceptInvitationResponse> {
  return apiRequestEnvelope(`/accounts/${accountId}/users/invite`, { method: 'PUT', body, handles: 'all' });
}

export function useAcceptInvitation(accountId: number) {
  return useMutation({ mutationFn: (body: AcceptInvitationRequest) => acceptInvitation(accountId, body) });
}
