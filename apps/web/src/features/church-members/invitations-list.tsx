import { TEAM_ROLE_LABELS } from '@huddle/domain';
import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { type Invitation, invitationExpiry } from './team-format';

type Props = { churchId: number; invitations: Invitation[] };

/** Invitations not yet accepted: each can be sent again (a new link) or withdrawn. */
export function InvitationsList({ churchId, invitations }: Props) {
  if (invitations.length === 0) {
    return <EmptyState>No invitations waiting. Invite someone above.</EmptyState>;
  }
  return (
    <Stack
      component="ul"
      aria-label="Invitations"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {invitations.map((invitation) => (
        <InvitationLine key={invitation.id} churchId={churchId} invitation={invitation} />
      ))}
    </Stack>
  );
}

function InvitationLine({ churchId, invitation }: { churchId: number; invitation: Invitation }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.churchMembers.list.pathFilter());
  const resend = useMutation(
    trpc.churchMembers.invite.mutationOptions({
      onSuccess: () =>
        showToast({
          color: 'green',
          title: 'Invitation Sent',
          message: `A new link is on its way to ${invitation.email}; the earlier one no longer works.`,
        }),
      onError: (error) => showFailure('Invitation Not Sent', error),
      onSettled: refresh,
    }),
  );
  const withdraw = useMutation(
    trpc.churchMembers.revokeInvitation.mutationOptions({
      onSuccess: () =>
        showToast({
          color: 'green',
          title: 'Invitation Withdrawn',
          message: `The link sent to ${invitation.email} no longer works.`,
        }),
      onError: (error) => showFailure('Not Withdrawn', error),
      onSettled: refresh,
    }),
  );
  const pending = resend.isPending || withdraw.isPending;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          <Text size="sm" c={invitation.expired ? 'red.9' : 'gray.7'}>
            {TEAM_ROLE_LABELS[invitation.role]} · {invitationExpiry(invitation)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={pending}
            onClick={() =>
              resend.mutate({ churchId, email: invitation.email, role: invitation.role })
            }
          >
            {resend.isPending ? 'Sending...' : 'Send again'}
            <VisuallyHidden component="span"> to {invitation.email}</VisuallyHidden>
          </Button>
          <Button
            variant="default"
            disabled={pending}
            onClick={() => withdraw.mutate({ churchId, invitationId: invitation.id })}
          >
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
            <VisuallyHidden component="span"> the invitation to {invitation.email}</VisuallyHidden>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
