import type { SubscriptionStatus } from '@huddle/domain';
import { useQuery } from '@tanstack/react-query';
import type { Session } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/**
 * The signed-in church's subscription, which decides what it is offered next (`accountAction`);
 * undefined while unknown and for an account without a church.
 */
export function useSubscription(session: Session | null): SubscriptionStatus | undefined {
  const churchId = session?.churchUser?.churchId;
  const billing = useQuery({
    ...trpc.billing.status.queryOptions({ churchId: churchId ?? 0 }),
    enabled: churchId !== undefined,
  });
  return billing.data?.status;
}
