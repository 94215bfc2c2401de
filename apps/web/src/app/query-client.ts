import { QueryClient } from '@tanstack/react-query';
import { ApiError, NO_RESPONSE_STATUS } from '../api/api-error.ts';

/**
 * One cache for the app. Only calls that got no answer are retried: a 4xx will not change by asking again, and a
 * 5xx already showed the refresh toast, which a retry would show again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          error instanceof ApiError && error.status === NO_RESPONSE_STATUS && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
