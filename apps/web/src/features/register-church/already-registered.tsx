import { Alert, Group, Text } from '@mantine/core';
import { IconBuildingChurch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import { trpc } from '../../lib/trpc';

type AlreadyRegisteredProps = { churchId: number };

/**
 * A signed-in official whose account already has a church: nothing to register again. What comes
 * next depends on the subscription: a paying church hosts, one that does not pay completes it
 * (nothing is offered until the answer is in, so a paying church never reads "complete").
 */
export function AlreadyRegistered({ churchId }: AlreadyRegisteredProps) {
  const billing = useQuery(trpc.billing.status.queryOptions({ churchId }));
  const status = billing.data?.status;
  return (
    <Alert
      icon={<IconBuildingChurch aria-hidden="true" />}
      title="Your church is already registered"
      radius="lg"
    >
      <Text size="sm" mb="md">
        {status === 'active'
          ? 'Each account manages one church, and yours is a Church Partner: host your next event or head to your dashboard.'
          : status === undefined
            ? 'Each account manages one church: head to your dashboard.'
            : 'Each account manages one church. Complete your Church Partner subscription to host events, or head to your dashboard.'}
      </Text>
      <Group gap="sm">
        {status === 'active' && <ButtonLink to="/host-event">Host an event</ButtonLink>}
        {status !== undefined && status !== 'active' && (
          <ButtonLink to="/church-checkout" search={{ churchId }}>
            Complete your subscription
          </ButtonLink>
        )}
        <ButtonLink to="/analytics" variant="default">
          Go to your dashboard
        </ButtonLink>
      </Group>
    </Alert>
  );
}
