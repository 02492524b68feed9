import type { EventKind, EventSearchQuery } from '@huddle/domain';
import { trpc } from '../../lib/trpc';

/**
 * One /events list's pages. The list and the route's early start (routes/events/index.tsx) use
 * this one definition, so they share a cache entry. Only the tRPC client here (the domain import
 * is types only): route files sit in the first-load bundle.
 */
export function eventListQuery(input: EventSearchQuery & { kind: EventKind }) {
  return trpc.events.list.infiniteQueryOptions(input, {
    getNextPageParam: (page) => page.nextCursor,
  });
}
