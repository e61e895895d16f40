import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';

/**
 * Client errors (401/403/404/400) will not change on a retry, nor will a missing token; only network and server
 * failures get one more try.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.kind === 'auth-required')),
      },
    },
  });
}
