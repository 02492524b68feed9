import { createFileRoute } from '@tanstack/react-router';
import { churchListQuery } from '../features/churches/church-list-query';
import { ChurchesPage } from '../features/churches/churches-page';
import { validateChurchesSearch } from '../features/churches/churches-search';
import { pageTitle, titleHead } from '../lib/head';

export const Route = createFileRoute('/churches')({
  validateSearch: validateChurchesSearch,
  loaderDeps: ({ search }) => ({
    tab: search.tab,
    search: search.search,
    denomination: search.denomination,
  }),
  // Asks for the first page while the page's code is still loading (and on link hover), without
  // holding the page back: the cards show their skeleton until the answer is in the cache.
  loader: ({ context, deps }) => {
    if (deps.tab === 'resources') return;
    void context.queryClient.prefetchInfiniteQuery(
      churchListQuery({ search: deps.search, denomination: deps.denomination }),
    );
  },
  head: () => titleHead(pageTitle('Churches')),
  component: ChurchesPage,
});
