import { PAGE_SIZES, type DwellGeofencePage } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { dwellKeys, type DwellListChoice } from './dwell-keys.ts';

/** The dwell table's page size: the shared list's first (spec 2 §9 names the shared list). */
export const DWELL_PER_PAGE = PAGE_SIZES.tables[0];

/**
 * GET /accounts/{id}/dwell/geofences (spec 2 §7 Dwell): one page of the account's geofences with their dwell
 * figures for the period. Cancelable: a new search aborts the one still running (TanStack Query's signal). The
 * screen shows failures itself ('Error fetching dwell' or the server's message), so 403 and 422 stay out of
 * the shared reaction.
 */
export function fetchDwellGeofences(accountId: number, list: DwellListChoice, signal?: AbortSignal) {
  return apiRequestEnvelope<DwellGeofencePage>(`/accounts/${accountId}/dwell/geofences`, {
    signal,
    query: {
      search: list.search || undefined,
      period: list.period,
      page: list.page,
      per_page: DWELL_PER_PAGE,
    },
    handles: [400, 403, 422],
  });
}

export const dwellGeofencesQueryOptions = (accountId: number, list: DwellListChoice) =>
  queryOptions({
    queryKey: dwellKeys.list(accountId, list),
    queryFn: ({ signal }) => fetchDwellGeofences(accountId, list, signal),
    // the rows stay while the next page or search loads, so the table does not jump
    placeholderData: keepPreviousData,
  });

export function useDwellGeofences(accountId: number, list: DwellListChoice) {
  return useQuery(dwellGeofencesQueryOptions(accountId, list));
}
