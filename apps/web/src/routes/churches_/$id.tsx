import { createFileRoute } from '@tanstack/react-router';
import { ChurchPage } from '../../features/church-page/church-page';
import { parseEventId as parseRouteId } from '../../features/events/event-page-params';

/** A church's own page (issue 30, item 3); the directory's cards lead here. */
export const Route = createFileRoute('/churches_/$id')({
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id);
    if (id !== null) {
      void context.queryClient.prefetchQuery(context.trpc.churches.byId.queryOptions({ id }));
    }
  },
  // No `head`: the page names the church once it is loaded (ChurchPage sets the title).
  component: ChurchPage,
});
