import { trpc } from '../../lib/trpc';
import type { EventListInput } from './events-query';

/**
 * One /events list's pages. The list and the route's early start (routes/events/index.tsx) use
 * this one definition, so they share a cache entry. Only the tRPC client here (the domain import
 * is types only): route files sit in the first-load bundle.
 */
export function eventListQuery(input: EventListInput) {
  return trpc.events.list.infiniteQueryOptions(input, {
    getNextPageParam: (page) => page.nextCursor,
  });
}
