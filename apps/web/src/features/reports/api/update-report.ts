import type { Report, UpdateReportRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/** PUT /accounts/{id}/reports/{id} (spec 2 §7): only the public switch; the switch shows a failure itself. */
export function updateReport(accountId: number, id: number, request: UpdateReportRequest): Promise<Report> {
  return apiRequest(`/accounts/${accountId}/reports/${id}`, {
    method: 'PUT',
    body: request,
    handles: [403, 404, 409, 422, 500, 502, 504],
  });
}

export function useUpdateReport(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateReportRequest) => updateReport(accountId, id, request),
    onSuccess: () => refreshAfterUpdate(queryClient, accountId, id),
  });
}

/** The list and the details both show the switch and the link: both reload (the path stays, it cannot change). */
export async function refreshAfterUpdate(queryClient: QueryClient, accountId: number, id: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reportKeys.lists(accountId) }),
    queryClient.invalidateQueries({ queryKey: reportKeys.details(accountId, id) }),
  ]);
}
