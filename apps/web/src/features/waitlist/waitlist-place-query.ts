import { queryOptions } from '@tanstack/react-query';
import { type RouterOutputs, trpcClient } from '../../lib/trpc';

export type WaitlistPlace = RouterOutputs['waitlist']['open'];

/**
 * The place behind a link. Read with a POST, as the RSVP's link is (managed-rsvp-query.ts): the
 * token stays out of request URLs that servers and proxies log.
 */
export function waitlistPlaceQuery(token: string) {
  return queryOptions({
    queryKey: ['waitlist.open', token],
    queryFn: (): Promise<WaitlistPlace> => trpcClient.waitlist.open.mutate({ token }),
  });
}
