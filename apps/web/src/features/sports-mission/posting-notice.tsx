import { Alert, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import type { Session } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/** Why this user may not post yet: no church of their own, or no active subscription. */
export type PostingBlock = { reason: 'no-church' } | { reason: 'unpaid'; churchId: number };

/**
 * Who may post (spec §6: a church with an active subscription). Null while the subscription is
 * read or when it cannot be: the form shows then, and the server refuses an unpaid church anyway.
 */
export function usePostingBlock(session: Session): PostingBlock | null {
  const churchId = session.churchUser?.churchId;
  const billing = useQuery({
    ...trpc.billing.status.queryOptions({ churchId: churchId ?? 0 }),
    enabled: churchId !== undefined,
  });
  if (churchId === undefined) return { reason: 'no-church' };
  if (billing.data && billing.data.status !== 'active') return { reason: 'unpaid', churchId };
  return null;
}

/**
 * What a church still lacks to post, and the step that gets it: said at the top of the board and
 * again in place of the form, before anyone types a post the server would refuse.
 */
export function PostingNotice({ block }: { block: PostingBlock | null }) {
  if (!block) return null;
  if (block.reason === 'no-church') {
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
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Subscription Required">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Please complete your Church Partner subscription to offer or request support.
        </Text>
        <ButtonLink to="/church-checkout" search={{ churchId: block.churchId }} size="xs">
          Complete Registration
        </ButtonLink>
      </Group>
    </Alert>
  );
}
