import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { EventView } from './event-types';
import { toldText } from './told-text';
import { useLeaveDeletedEvent } from './use-leave-deleted-event';

/**
 * Cancels one date of a series (events.cancelOccurrence). The event stays, so the dialog closes
 * and the page refreshes; when that was its last date the server deleted the event, and the owner
 * goes to /events as after a delete.
 */
export function useCancelOccurrence(event: EventView, dateLabel: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const leave = useLeaveDeletedEvent(event.id);
  return useMutation(
    trpc.events.cancelOccurrence.mutationOptions({
      onSuccess: async ({ deleted, attendeesTold }) => {
        if (deleted) {
          await leave(
            `That was its last date, so the event has been deleted.${toldText(attendeesTold)}`,
          );
        } else {
          showToast({
            color: 'green',
            title: 'Date Cancelled',
            message: `${event.title} will not take place on ${dateLabel}.${toldText(attendeesTold)}`,
          });
          onDone();
        }
        void queryClient.invalidateQueries(trpc.events.pathFilter());
      },
      onError: (error) => {
        showFailure('Delete Failed', error);
      },
    }),
  );
}
