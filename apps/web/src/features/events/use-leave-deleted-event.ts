import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** After an event is deleted: says so, goes to /events, and forgets the event's page. */
export function useLeaveDeletedEvent(eventId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    showToast({ color: 'green', title: 'Event Deleted', message });
    // Leave first: refreshing while still here would ask for the deleted event again.
    await navigate({ to: '/events' });
    queryClient.removeQueries(trpc.events.byId.queryFilter({ id: eventId }));
  };
}
