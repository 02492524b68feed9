import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@huddle/domain';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { RemoveMemberDialog } from './remove-member-dialog';
import { lastSeen, type Member, roleWithArticle } from './team-format';

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

type Props = { churchId: number; members: Member[]; yourId: number };

/**
 * Everyone who can sign in for the church, with their role. The owner changes others' roles and
 * removes them; their own row only says who they are, so nobody locks themselves out by a slip
 * (another owner can change it).
 */
export function MembersList({ churchId, members, yourId }: Props) {
  const [removing, setRemoving] = useState<Member | null>(null);
  if (members.length === 0) return <EmptyState>Nobody has access yet.</EmptyState>;
  return (
    <>
      <Stack
        component="ul"
        aria-label="People with access"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {members.map((member) => (
          <MemberLine
            key={member.userId}
            churchId={churchId}
            member={member}
            you={member.userId === yourId}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </Stack>
      {members.length === 1 && (
        <Text size="sm" c="gray.7">
          Only you have access so far. Invite the people who help run your church's events.
        </Text>
      )}
      <RemoveMemberDialog churchId={churchId} member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

type LineProps = { churchId: number; member: Member; you: boolean; onRemove: () => void };

function MemberLine({ churchId, member, you, onRemove }: LineProps) {
  const queryClient = useQueryClient();
  const changeRole = useMutation(
    trpc.churchMembers.changeRole.mutationOptions({
      onSuccess: (changed) =>
        showToast({
          color: 'green',
          title: 'Role Changed',
          message: `${changed.username} is now ${roleWithArticle(changed.role)}.`,
        }),
      onError: (error) => showFailure('Role Not Changed', error),
      onSettled: () => queryClient.invalidateQueries(trpc.churchMembers.list.pathFilter()),
    }),
  );
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {member.username}
            </Text>
            {you && (
              <Badge variant="light" color="gray">
                You
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {member.email ?? 'No e-mail address given'} · {lastSeen(member)}
          </Text>
        </Stack>
        {you ? (
          <Text size="sm" fw={600}>
            {TEAM_ROLE_LABELS[member.role]}
          </Text>
        ) : (
          <Group gap="xs" wrap="wrap">
            <NativeSelect
              aria-label={`Role of ${member.username}`}
              data={ROLE_OPTIONS}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate({
                  churchId,
                  userId: member.userId,
                  role: event.currentTarget.value as TeamRole,
                })
              }
            />
            <Button variant="default" onClick={onRemove}>
              Remove access
              <VisuallyHidden component="span"> of {member.username}</VisuallyHidden>
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
