import { QueryClient } from '@tanstack/react-query';

/**
 * The desk's QueryClient defaults. No automatic retries: every failure already notified the user once,
 * and a retried 4xx would only repeat the toast. No refetch on focus: the version check owns focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
