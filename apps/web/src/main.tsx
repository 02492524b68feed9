import './styles/mantine';
import './styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { afterNextPaint, applyDeferredStylesheets } from './lib/deferred-stylesheets';
import { queryClient } from './lib/query-client';
import { startFromServerState } from './lib/server-state';
import { createAppRouter } from './router';

startFromServerState(queryClient);
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * When an answer is already in (an event, a list) as React takes over a prerendered page, the page
 * differs from the HTML, which showed the loading state: React then renders that part anew, as
 * designed. Expected, so not reported; anything else still is.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#41[89]\b|#42[0-5]\b|hydrat/i.test(message)) return;
  reportError(error);
}

// The page's title is React's to render (a route's head, or the page itself): where React adds
// its own beside the document's (index.html's, or the one a page was written with), the document's
// goes, since a document has one title. Not before: until React renders, the page keeps a title.
const documentTitles = [...document.head.querySelectorAll('title')];
const titleWatch = new MutationObserver(() => {
  const titles = document.head.querySelectorAll('title');
  if ([...titles].some((title) => !documentTitles.includes(title))) {
    for (const title of documentTitles) title.remove();
    titleWatch.disconnect();
  }
});
if (documentTitles.length > 0) titleWatch.observe(document.head, { childList: true });

// In a transition React renders in slices and lets the browser paint and take input between them,
// rather than in one long task while the page cannot respond.
if (rootElement.firstElementChild) {
  // A prerendered page (vite-prerender.ts): React takes over its elements rather than painting
  // new ones. The page paints first (its own CSS is inlined), then the full stylesheets apply, and
  // the route's code and loaders come before the first render, so that it is this page.
  void Promise.all([afterNextPaint().then(() => applyDeferredStylesheets()), router.load()]).then(
    () => startTransition(() => void hydrateRoot(rootElement, app, { onRecoverableError })),
  );
} else {
  startTransition(() => createRoot(rootElement).render(app));
}
