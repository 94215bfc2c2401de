import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { reportKeys } from './report-keys.ts';

/** DELETE /accounts/{id}/reports/{id} (spec 2 §7); the row shows "Can't delete" on failure (spec 2 §8). */
export function deleteReport(accountId: number, id: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/reports/${id}`, {
    method: 'DELETE',
    handles: [403, 404, 409, 422, 500, 502, 504],
  });
}

export function useDeleteReport(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteReport(accountId, id),
    onSuccess: (_answer, id) => forgetReport(queryClient, accountId, id),
  });
}

/** The lists reload and the deleted report's details are dropped, so nothing shows it again. */
export function forgetReport(queryClient: QueryClient, accountId: number, id: number): Promise<void> {
  queryClient.removeQueries({ queryKey: reportKeys.details(accountId, id) });
  queryClient.removeQueries({ queryKey: reportKeys.path(accountId, id) });
  return queryClient.invalidateQueries({ queryKey: reportKeys.lists(accountId) });
}
