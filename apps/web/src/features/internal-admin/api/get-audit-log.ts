import type { AuditEntry, PageMeta } from '@lodestar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';

/** The audit log screen's filters, as the API names them (decision 0024). */
export interface AuditLogFilters {
  user_id?: number;
  admin_id?: number;
  account_id?: number;
  date_from?: string;
  date_to?: string;
  page: number;
}

/** GET /audit-log: one page of what was done while imitating, newest first. */
export function fetchAuditLog(
  filters: AuditLogFilters,
  signal?: AbortSignal,
): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  // a plain 'to' date means up to the end of that day (the API reads a date as its start, UTC)
  const dateTo =
    filters.date_to && /^\d{4}-\d{2}-\d{2}$/.test(filters.date_to)
      ? `${filters.date_to}T23:59:59Z`
      : filters.date_to;
  return apiRequestEnvelope('/audit-log', { query: { ...filters, date_to: dateTo }, signal, handles: [422] });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: ['audit-log', filters] as const,
    queryFn: ({ signal }) => fetchAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}
