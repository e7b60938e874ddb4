import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

/** Retry once when the network or server stumbled; a 4xx, a timeout or bad JSON will not improve. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (!(error instanceof ApiError)) return failureCount < 1;
  const transient = error.kind === 'network' || error.status >= 500;
  return transient && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
