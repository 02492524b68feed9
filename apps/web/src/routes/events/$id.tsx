import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../features/events/event-page';
import { parseEventId } from '../../features/events/event-page-params';

export const Route = createFileRoute('/events/$id')({
  // Spec §2: role=visitor keeps visitor mode on the event page too.
  validateSearch: (search: Record<string, unknown>): { role?: 'visitor' } =>
    search.role === 'visitor' ? { role: 'visitor' } : {},
  // Starts the read early (also on link hover) without holding the page back: the page shows its
  // own skeleton meanwhile, then the event, 'Event Not Found' or the error from the cached answer.
  loader: ({ context, params }) => {
    const id = parseEventId(params.id);
    if (id !== null) {
      void context.queryClient.prefetchQuery(context.trpc.events.byId.queryOptions({ id }));
    }
  },
  // No `head`: the title names the event, which the page knows once loaded (EventPage sets it).
  component: EventPage,
});
