import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../features/events/events-page';
import { validateEventsSearch } from '../../features/events/events-search';
import { pageTitle, titleHead } from '../../lib/head';

export const Route = createFileRoute('/events/')({
  validateSearch: validateEventsSearch,
  loaderDeps: ({ search }) => search,
  // Asks for the open tab's first page while the page's code is still loading (and on link
  // hover), without holding the page back. The query is built by the domain's rules, which stay
  // out of the first-load bundle (events-search.ts), hence the import() of a small chunk.
  loader: ({ context, deps }) => {
    void import('../../features/events/events-prefetch').then(({ prefetchEventList }) =>
      prefetchEventList(context.queryClient, deps),
    );
  },
  head: () => titleHead(pageTitle('Find Games & Events')),
  component: EventsPage,
});
