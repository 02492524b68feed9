import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmActions } from '../../components/confirm-actions';
import { showFailure, showToast } from '../../lib/toast';
import { type RouterOutputs, trpc } from '../../lib/trpc';

export type AttendeeRow = RouterOutputs['attendees']['list']['items'][number];

type Props = { attendee: AttendeeRow | null; onClose: () => void };

/**
 * Asks once more, then removes an RSVP (spam): the seats go back to the event at once. The
 * attendee is not told (docs/adr/0065-removing-an-rsvp-silently.md), and the dialog says so.
 */
export function RemoveAttendeeDialog({ attendee, onClose }: Props) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.attendees.remove.mutationOptions({
      onSuccess: (result) => {
        showToast({
          color: 'green',
          title: 'RSVP Removed',
          message: `${attendee?.attendeeName ?? 'The attendee'} is off the list; ${result.spotsLeft} spots are now left.`,
        });
        onClose();
      },
      onError: (error) => {
        showFailure('Remove Failed', error);
      },
      onSettled: () => {
        for (const filter of [
          trpc.attendees.pathFilter(),
          trpc.notifications.pathFilter(),
          trpc.events.pathFilter(),
          // The seats given back may have gone to the waitlist.
          trpc.waitlist.pathFilter(),
        ]) {
          void queryClient.invalidateQueries(filter);
        }
      },
    }),
  );
  const guests = attendee?.numberOfGuests ?? 0;

  return (
    <Modal
      opened={attendee !== null}
      onClose={onClose}
      title="Remove this RSVP?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {attendee && (
        <Stack gap="lg">
          <Text>
            <strong>{attendee.attendeeName}</strong> ({attendee.attendeeEmail}) comes off the list
            and {guests === 1 ? 'their seat goes' : `their ${guests} seats go`} back to the event at
            once. They are not told, and their link to change the RSVP stops working.
          </Text>
          <ConfirmActions
            cancelLabel="Keep RSVP"
            onCancel={onClose}
            confirmLabel="Remove RSVP"
            pendingLabel="Removing..."
            onConfirm={() => remove.mutate({ id: attendee.id })}
            pending={remove.isPending}
          />
        </Stack>
      )}
    </Modal>
  );
}
