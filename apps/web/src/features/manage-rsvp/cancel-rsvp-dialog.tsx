import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmActions } from '../../components/confirm-actions';
import { httpStatusOf } from '../../lib/api-error';
import { showFailure } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useOpeningSeen } from '../../lib/use-opening-seen';
import { type ManagedRsvp, managedRsvpQuery } from './managed-rsvp-query';
import type { CancelledRsvp } from './rsvp-cancelled';

type Props = {
  token: string;
  managed: ManagedRsvp;
  opened: boolean;
  onClose: () => void;
  onCancelled: (cancelled: CancelledRsvp) => void;
};

/**
 * Asks once more, then cancels: the seats go back at once and the link stops working. Its code
 * loads with the first press of Cancel RSVP (manage-rsvp-view.tsx), which mounts it.
 */
export function CancelRsvpDialog({ token, managed, opened, onClose, onCancelled }: Props) {
  const shown = useOpeningSeen(opened);
  const queryClient = useQueryClient();
  const query = managedRsvpQuery(token);
  const guests = managed.rsvp.numberOfGuests;

  const cancel = useMutation(
    trpc.rsvpManage.cancel.mutationOptions({
      onSuccess: (result) => {
        onCancelled({ ...result, title: managed.event.title });
        queryClient.removeQueries({ queryKey: query.queryKey });
        void queryClient.invalidateQueries(trpc.events.pathFilter());
      },
      onError: (error) => {
        showFailure('Cancel Failed', error);
        const status = httpStatusOf(error);
        if (status === 404 || status === 403) {
          onClose();
          void queryClient.invalidateQueries({ queryKey: query.queryKey });
        }
      },
    }),
  );

  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title="Cancel your RSVP?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text>
          Your {guests === 1 ? 'seat' : `${guests} seats`} for{' '}
          <strong>{managed.event.title}</strong> will go back to the event and{' '}
          {managed.event.churchName} will be told. This link stops working.
        </Text>
        <ConfirmActions
          cancelLabel="Keep My RSVP"
          onCancel={onClose}
          confirmLabel="Cancel RSVP"
          pendingLabel="Cancelling..."
          onConfirm={() => cancel.mutate({ token })}
          pending={cancel.isPending}
        />
      </Stack>
    </Modal>
  );
}
