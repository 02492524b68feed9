import { trpc } from '../../lib/trpc';

export type ChurchFilter = { search?: string | undefined; denomination?: string | undefined };

/**
 * The church directory's pages. The cards and the route's early start (routes/churches.tsx) use
 * this one definition, so they share a cache entry and the page finds the answer already asked for.
 * Only the tRPC client here: route files sit in the first-load bundle.
 */
export function churchListQuery(filter: ChurchFilter) {
  return trpc.churches.list.infiniteQueryOptions(filter, {
    getNextPageParam: (page) => page.nextCursor,
  });
}
