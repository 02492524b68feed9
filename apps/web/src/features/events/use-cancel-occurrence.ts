import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { serverMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { EventView } from './event-types';

/**
 * Cancels one date of a series (events.cancelOccurrence). The event stays, so the dialog closes
 * and the page refreshes; when that was its last date the server deleted the event, and the owner
 * goes to /events as after a delete.
 */
export function useCancelOccurrence(event: EventView, dateLabel: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.events.cancelOccurrence.mutationOptions({
      onSuccess: async ({ deleted }) => {
        if (deleted) {
          showToast({
            color: 'green',
            title: 'Event Deleted',
            message: 'That was its last date, so the event has been deleted.',
          });
          // Leave first: refreshing while still here would ask for the deleted event again.
          await navigate({ to: '/events' });
          queryClient.removeQueries(trpc.events.byId.queryFilter({ id: event.id }));
        } else {
          showToast({
            color: 'green',
            title: 'Date Cancelled',
            message: `${event.title} will not take place on ${dateLabel}.`,
          });
          onDone();
        }
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
}
