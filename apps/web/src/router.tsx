import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory, stringifySearchWith } from '@tanstack/react-router';
import { PageLoader } from './components/page-loader';
import { queryClient as appQueryClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

type AppRouterOptions = {
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
  /** Tests pass their own cache, so route guards and components read the same one. */
  queryClient?: QueryClient;
};

export function createAppRouter({ history, queryClient = appQueryClient }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, trpc },
    // Fetch a page's code (and, later, its data) when a link is hovered or focused.
    defaultPreload: 'intent',
    // TanStack Query owns caching; loaders always run and read from its cache.
    defaultPreloadStaleTime: 0,
    // Shown while a page's guard or loader is still working (e.g. the sign-in check).
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
    // Text goes into the address as typed (?location=78704, not ?location=%2278704%22): without
    // a parser the serializer no longer quotes text that reads as JSON. Parsing stays JSON, so
    // validators take a number back as text where a field is text (events-search.ts does).
    stringifySearch: stringifySearchWith(JSON.stringify),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
