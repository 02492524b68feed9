import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout';
import { ErrorPage } from '../components/error-page';
import { NotFound } from '../components/not-found';
import { useBarePage } from '../features/embed/bare-page';
import { usePageViews } from '../features/visits/use-record-visit';
import type { Trpc } from '../lib/trpc';

/** What every route's `beforeLoad` and `loader` receive (e.g. `ensureQueryData(trpc.x.queryOptions())`). */
export type RouterContext = {
  queryClient: QueryClient;
  trpc: Trpc;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
});

function RootLayout() {
  usePageViews();
  const bare = useBarePage();
  return (
    <>
      <HeadContent />
      {bare ? (
        <Outlet />
      ) : (
        <AppLayout>
          <Outlet />
        </AppLayout>
      )}
    </>
  );
}
