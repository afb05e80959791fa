import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../core/api-error';

// A 4xx answer will not change on retry (and a 401 has already signed the user out);
// only network failures and server errors are worth a second try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
  return failureCount < 2;
}

/** The react-query client of the app. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
