import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { queryClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

type AppRouterOptions = {
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
};

export function createAppRouter({ history }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, trpc },
    // Fetch a page's code (and, later, its data) when a link is hovered or focused.
    defaultPreload: 'intent',
    // TanStack Query owns caching; loaders always run and read from its cache.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
