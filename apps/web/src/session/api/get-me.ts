import { me as meSchema, type Me } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/http-client.ts';
import { storedAccountId } from '../stored-account.ts';

export const meQueryKey = ['me'] as const;

/**
 * GET /me: the signed-in user with accounts, roles and imitation. Answers null when nobody is signed in, which is
 * a normal state for the guard rather than an error, so the shared 401 handling stays out of it.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    // the current account travels along as the spec's start-up asks (spec 3 §4); the answer covers all accounts
    const account = storedAccountId() ?? undefined;
    const data = await apiRequest<unknown>('/me', { signal, query: { account }, handles: [401] });
    const parsed = meSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    // keep working on a server that adds or renames a field, but make the drift visible
    console.error('GET /api/me does not match the contract', parsed.error.issues);
    return data as Me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  // the session changes only by sign-in, sign-out or switching, which all reset this query
  staleTime: Infinity,
  retry: false,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
