import { useQuery } from '@tanstack/react-query';
import type { Session } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/**
 * The unread notifications of the signed-in user's church, for the navigation; undefined for
 * anyone without a church (the call would be refused) and while it loads or if it failed.
 * Fetched once per page load (spec §7: no timed refetch); opening a notification refreshes it.
 */
export function useUnreadCount(session: Session | null): number | undefined {
  const query = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    enabled: Boolean(session?.churchUser),
  });
  return session?.churchUser ? query.data?.unread : undefined;
}
