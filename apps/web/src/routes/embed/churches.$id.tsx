import { createFileRoute } from '@tanstack/react-router';
import { churchEventsQuery } from '../../features/church-page/church-events-query';
import { EmbedChurchPage } from '../../features/embed/embed-church-page';
import { parseEventId as parseRouteId } from '../../features/events/event-page-params';

/**
 * A church's events framed on its own website (issue 30, item 5): no header or footer (`bare`).
 * The API sends it the only headers that let another site frame a page, and keeps it out of
 * search results (apps/api/src/http/security-headers.ts).
 */
export const Route = createFileRoute('/embed/churches/$id')({
  staticData: { bare: true },
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id);
    if (id === null) return;
    void context.queryClient.prefetchQuery(context.trpc.churches.byId.queryOptions({ id }));
    void context.queryClient.prefetchInfiniteQuery(churchEventsQuery(id));
  },
  component: EmbedChurchPage,
});
