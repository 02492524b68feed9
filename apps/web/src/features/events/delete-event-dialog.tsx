import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DialogHeading } from '../../components/dialog-heading';
import { serverMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { EventView } from './event-types';
import { SeriesDeleteChoice, useDeleteScope } from './series-delete-choice';
import { useCancelOccurrence } from './use-cancel-occurrence';

type DeleteEventDialogProps = { event: EventView; opened: boolean; onClose: () => void };

/** Spec §2, §4: the owner confirms; the event goes with all its RSVPs, then back to /events. */
export function DeleteEventDialog({ event, opened, onClose }: DeleteEventDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation(
    trpc.events.delete.mutationOptions({
      onSuccess: async () => {
        showToast({
          color: 'green',
          title: 'Event Deleted',
          message: 'Your watch party has been successfully deleted.',
        });
        // Leave first: refreshing while still here would ask for the deleted event again.
        await navigate({ to: '/events' });
        queryClient.removeQueries(trpc.events.byId.queryFilter({ id: event.id }));
        void queryClient.invalidateQueries(trpc.events.pathFilter());
      },
      onError: (error) => {
        showToast({
          color: 'red',
          title: 'Delete Failed',
          message: serverMessage(error, 'Something went wrong. Please try again.'),
        });
      },
    }),
  );
  // A recurring event offers to cancel only its next date (docs/adr/0028-a-series-stays-whole.md).
  const series = useDeleteScope(event, opened);
  const cancelDate = useCancelOccurrence(event, series.occurrence?.label ?? '', onClose);
  const pending = remove.isPending || cancelDate.isPending;
  const confirm = () =>
    series.onlyDate && series.occurrence
      ? cancelDate.mutate({ id: event.id, date: series.occurrence.date })
      : remove.mutate({ id: event.id });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<DialogHeading>Delete Event</DialogHeading>}
      centered
      returnFocus={false}
    >
      <Stack gap="lg">
        {series.occurrence && (
          <SeriesDeleteChoice
            label={series.occurrence.label}
            value={series.scope}
            onChange={series.setScope}
            disabled={pending}
          />
        )}
        {series.onlyDate ? (
          <Text>
            <strong>{event.title}</strong> will not take place on {series.occurrence?.label}.
          </Text>
        ) : (
          <Text>
            Are you sure you want to delete <strong>{event.title}</strong>? All RSVPs for this event
            will be deleted too. This cannot be undone.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color="red.9" disabled={pending} onClick={confirm}>
            {pending ? 'Deleting...' : series.onlyDate ? 'Delete This Date' : 'Delete Event'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
