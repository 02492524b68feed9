import type { AppRouter } from '@huddle/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { queryClient } from '../../lib/query-client';
import { readAdminToken } from './admin-token';

export type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];

/**
 * The admin calls go through a client of their own that carries the bearer token, so the token
 * never rides along on the rest of the app's requests.
 */
export const adminClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      transformer: superjson,
      maxItems: 10,
      headers: () => {
        const token = readAdminToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

export const adminTrpc = createTRPCOptionsProxy<AppRouter>({ client: adminClient, queryClient });
