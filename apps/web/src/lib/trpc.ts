import type { AppRouter } from '@huddle/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { queryClient } from './query-client';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Same origin: Vite proxies /trpc to the API in development; the API serves the app in production. */
export const trpcClient = createTRPCClient<AppRouter>({
  // At most the server's MAX_BATCH_SIZE calls per request (apps/api/src/trpc/fastify-route.ts).
  links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 10 })],
});

/**
 * Query and mutation options for every procedure: `useQuery(trpc.auth.user.queryOptions())`,
 * `queryClient.ensureQueryData(...)` in loaders, `trpc.x.pathFilter()` to invalidate.
 * No hand-written query keys.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;
