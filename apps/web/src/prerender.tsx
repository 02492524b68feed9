import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app-providers';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

/**
 * Build time only (vite-prerender.ts): a page as it first paints in a browser before any answer
 * has arrived. Requests never settle here, so every query stays pending and shows its loading
 * state, which is also what the browser's first render shows when it takes the page over.
 */
export async function renderPage(url: string): Promise<string> {
  globalThis.fetch = () => new Promise<never>(() => {});
  const queryClient = createQueryClient();
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    queryClient,
  });
  await router.load();
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/**
 * One render for nothing: React.lazy parts (the toasts' container) render only once their code
 * has loaded, which a first render starts; without this the first page would differ.
 */
export async function warmUp(): Promise<void> {
  await renderPage('/');
  await import('@mantine/notifications');
}
