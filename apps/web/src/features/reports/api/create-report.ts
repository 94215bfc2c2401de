import type { CreateReportRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/**
 * Refusals the form shows itself (the fields' messages from a 422, the server's message otherwise); a lost session
 * (401) and a database pause (503) keep the shared reaction.
 */
export const CREATE_REPORT_HANDLES = [403, 404, 409, 422, 500, 502, 504] as const;

/** POST /accounts/{id}/reports (spec 2 §7): the tracker and the period; answers the new report's id. */
export function createReport(accountId: number, request: CreateReportRequest): Promise<{ id: number }> {
  return apiRequest(`/accounts/${accountId}/reports`, {
    method: 'POST',
    body: request,
    handles: CREATE_REPORT_HANDLES,
  });
}

export function useCreateReport(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateReportRequest) => createReport(accountId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.lists(accountId) }),
  });
}
