import { Alert, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import type { Session } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/**
 * Who may post (spec §6: a church with an active subscription) is said at the top of the board,
 * before anyone types a post the server would refuse. The server decides either way.
 */
export function PostingNotice({ session }: { session: Session }) {
  const churchId = session.churchUser?.churchId;
  const billing = useQuery({
    ...trpc.billing.status.queryOptions({ churchId: churchId ?? 0 }),
    enabled: churchId !== undefined,
  });

  if (churchId === undefined) {
    return (
      <Alert icon={<IconInfoCircle aria-hidden />} title="Posting is for Church Partners">
        <Group justify="space-between" gap="sm">
          <Text size="sm">Register your church to offer or request support.</Text>
          <ButtonLink to="/register-church" size="xs">
            Register your church
          </ButtonLink>
        </Group>
      </Alert>
    );
  }
  if (!billing.data || billing.data.status === 'active') return null;
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Subscription Required">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Please complete your Church Partner subscription to offer or request support.
        </Text>
        <ButtonLink to="/church-checkout" search={{ churchId }} size="xs">
          Complete Registration
        </ButtonLink>
      </Group>
    </Alert>
  );
}
