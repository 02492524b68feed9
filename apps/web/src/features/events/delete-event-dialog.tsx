import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmActions } from '../../components/confirm-actions';
import { DialogHeading } from '../../components/dialog-heading';
import { showFailure } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { EventView } from './event-types';
import { SeriesDeleteChoice, useDeleteScope } from './series-delete-choice';
import { toldText } from './told-text';
import { useCancelOccurrence } from './use-cancel-occurrence';
import { useLeaveDeletedEvent } from './use-leave-deleted-event';

type DeleteEventDialogProps = { event: EventView; opened: boolean; onClose: () => void };

/** The attendees a cancellation mails: of one date, or of every date still to come. */
function attendeesOn(event: EventView, date?: string): number {
  return (event.owner?.upcomingRsvps ?? [])
    .filter((entry) => date === undefined || entry.date === date)
    .reduce((sum, entry) => sum + entry.rsvps, 0);
}

/** Before the owner confirms: who will hear of it. */
function willBeToldText(attendees: number): string {
  if (attendees === 0)
    return "Nobody has RSVP'd for a date still to come, so nobody needs telling.";
  return attendees === 1
    ? "The 1 attendee who RSVP'd will be told by e-mail, with a file that takes it off their calendar."
    : `The ${attendees} attendees who RSVP'd will be told by e-mail, with a file that takes it off their calendars.`;
}

/** Spec §2, §4: the owner confirms; the event goes with all its RSVPs, then back to /events. */
export function DeleteEventDialog({ event, opened, onClose }: DeleteEventDialogProps) {
  const queryClient = useQueryClient();
  const leave = useLeaveDeletedEvent(event.id);
  const remove = useMutation(
    trpc.events.delete.mutationOptions({
      onSuccess: async ({ attendeesTold }) => {
        await leave(`Your watch party has been successfully deleted.${toldText(attendeesTold)}`);
        void queryClient.invalidateQueries(trpc.events.pathFilter());
      },
      onError: (error) => {
        showFailure('Delete Failed', error);
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
        <Text size="sm" c="gray.7">
          {willBeToldText(
            series.onlyDate ? attendeesOn(event, series.occurrence?.date) : attendeesOn(event),
          )}
        </Text>
        <ConfirmActions
          cancelLabel="Cancel"
          onCancel={onClose}
          confirmLabel={series.onlyDate ? 'Delete This Date' : 'Delete Event'}
          pendingLabel="Deleting..."
          onConfirm={confirm}
          pending={pending}
        />
      </Stack>
    </Modal>
  );
}
