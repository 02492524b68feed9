import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app-providers';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';

type Options = { path?: string; queryClient?: QueryClient };

/**
 * Renders `ui` with the app's providers inside a router on `path` (memory history), so links,
 * active states and the location work without the real route tree.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/', queryClient }: Options = {}) {
  const client = queryClient ?? createQueryClient();
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderRouter(router, client);
}

/** Renders the whole app (real route tree, layout, head) on `path`. */
export async function renderApp({ path = '/', queryClient }: Options = {}) {
  const client = queryClient ?? createQueryClient();
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    queryClient: client,
  });
  return renderRouter(router, client);
}

/** Loads `router` on its first location, then renders it inside the app's providers. */
async function renderRouter<Router extends AnyRouter>(router: Router, queryClient: QueryClient) {
  await router.load();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Mantine without a router, for components that have no links. */
export function renderWithProviders(ui: ReactNode, { queryClient }: Options = {}) {
  return render(
    <AppProviders queryClient={queryClient ?? createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
}
