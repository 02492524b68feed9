import { type RouterInputs, trpc } from '../../lib/trpc';

/**
 * One events list's pages: /events (its list and its route's early start,
 * routes/events/index.tsx), a church's page, the server's render of either. One definition, so
 * they share a cache entry. Only the tRPC client here: route files sit in the first-load bundle.
 */
export function eventListQuery(input: RouterInputs['events']['list']) {
  return trpc.events.list.infiniteQueryOptions(input, {
    getNextPageParam: (page) => page.nextCursor,
  });
}
