import type { ProvisioningResult, UnknownTrackerSighting } from '@lodestar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** Every account by title: internal admins choose whom they provision for. */
export function useProvisioningAccounts(enabled: boolean) {
  return useQuery({
    queryKey: ['provisioning', 'accounts'],
    queryFn: ({ signal }) =>
      apiRequest<{ id: number; title: string }[]>('/admin/provisioning/accounts', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** POST /admin/accounts/{id}/devices/import: checks (dry run) or imports a CSV, all rows or none. */
export function useProvisionCsv() {
  return useMutation({
    mutationFn: (input: { accountId: number; csv: string; dryRun: boolean }) =>
      apiRequest<ProvisioningResult>(`/admin/accounts/${input.accountId}/devices/import`, {
        method: 'POST',
        body: { csv: input.csv, dry_run: input.dryRun },
        handles: [404, 422],
      }),
  });
}

/** GET /admin/unknown-trackers: identifiers that report without a tracker, newest first. */
export function useUnknownTrackers() {
  return useQuery({
    queryKey: ['provisioning', 'unknown-trackers'],
    queryFn: ({ signal }) => apiRequest<UnknownTrackerSighting[]>('/admin/unknown-trackers', { signal }),
    refetchInterval: 30_000,
  });
}
