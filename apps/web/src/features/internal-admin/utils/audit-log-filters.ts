import type { AuditLogFilters } from '../api/get-audit-log.ts';

/** The filters as the address holds them; ids that are not whole numbers are left out rather than sent. */
export function filtersFromParams(params: URLSearchParams): AuditLogFilters {
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const text = (name: string) => params.get(name) || undefined;
  const page = id('page') ?? 1;
  return {
    user_id: id('user_id'),
    admin_id: id('admin_id'),
    account_id: id('account_id'),
    date_from: text('date_from'),
    date_to: text('date_to'),
    page,
  };
}
