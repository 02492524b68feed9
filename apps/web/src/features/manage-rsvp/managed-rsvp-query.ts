import { queryOptions } from '@tanstack/react-query';
import { type RouterOutputs, trpcClient } from '../../lib/trpc';

export type ManagedRsvp = RouterOutputs['rsvpManage']['open'];

/**
 * The RSVP behind a link. The API reads it with a POST (a tRPC mutation) so that the token never
 * sits in a request URL that servers and proxies log; tRPC's `queryOptions()` would send a GET,
 * so this is the one query whose key is written here by hand.
 */
export function managedRsvpQuery(token: string) {
  return queryOptions({
    queryKey: ['rsvpManage.open', token],
    queryFn: (): Promise<ManagedRsvp> => trpcClient.rsvpManage.open.mutate({ token }),
  });
}
