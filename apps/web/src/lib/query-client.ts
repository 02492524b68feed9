import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: data never goes stale, nothing refetches on a timer or on focus, and nothing is
 * retried. Mutations refresh what they change by invalidating it (`pathFilter()`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
