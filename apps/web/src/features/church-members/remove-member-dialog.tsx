import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmActions } from '../../components/confirm-actions';
import { DialogHeading } from '../../components/dialog-heading';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { Member } from './team-format';

type Props = { churchId: number; member: Member | null; onClose: () => void };

/**
 * Asks once more, then takes a person's access away: their account is closed and they are
 * signed out everywhere (ADR 0086). The church's events stay; they may be invited again.
 */
export function RemoveMemberDialog({ churchId, member, onClose }: Props) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.churchMembers.remove.mutationOptions({
      onSuccess: () => {
        showToast({
          color: 'green',
          title: 'Access Removed',
          message: `${member?.username ?? 'They'} can no longer sign in for your church.`,
        });
        onClose();
      },
      onError: (error) => showFailure('Not Removed', error),
      onSettled: () => queryClient.invalidateQueries(trpc.churchMembers.list.pathFilter()),
    }),
  );
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={<DialogHeading>Remove {member?.username}?</DialogHeading>}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {member && (
        <Stack gap="lg">
          <Text>
            <strong>{member.username}</strong> can no longer sign in: their Huddle account is closed
            and they are signed out everywhere at once. The church's events stay as they are, and
            you can invite them again later.
          </Text>
          <ConfirmActions
            cancelLabel="Keep access"
            onCancel={onClose}
            confirmLabel="Remove access"
            pendingLabel="Removing..."
            onConfirm={() => remove.mutate({ churchId, userId: member.userId })}
            pending={remove.isPending}
          />
        </Stack>
      )}
    </Modal>
  );
}
