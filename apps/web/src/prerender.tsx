import { rsvpManageInput } from '@huddle/domain';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import superjson from 'superjson';
import { AppProviders } from './app-providers';
import { churchListQuery } from './features/churches/church-list-query';
import { eventListQuery } from './features/events/event-list-query';
import { parseEventId } from './features/events/event-page-params';
import { eventListInput } from './features/events/events-query';
import { validateEventsSearch } from './features/events/events-search';
import { managedRsvpQuery } from './features/manage-rsvp/managed-rsvp-query';
import { waitlistPlaceQuery } from './features/waitlist/waitlist-place-query';
import { createQueryClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { createAppRouter } from './router';
import { createDocumentWriter } from './server/document';
import type * as Entry from './server/entry';
import type { DocumentParts, PageQuery, PageRenderer } from './server/entry';
import { PRERENDERED_PAGES, prerenderedPageFor } from './server/pages';

/*
 * The server-rendering entry of the web package, `@huddle/web/server` (package.json `exports`):
 * vite-prerender.ts builds it for Node, and the API renders the events pages with it per request
 * (apps/api/src/http/server-rendering.ts). What it offers is declared in server/entry.d.ts, which
 * the API reads; the check at the end of this file holds this module to it.
 */

/**
 * What the events list, an event page, the church directory, a church page (here, or framed on
 * the church's own site) and the pages of the mails' private links ask first, as their own code
 * asks it (the same inputs, so the answers land in the cache entries the pages read). Other
 * pages: nothing.
 */
export function pageQueries(url: string): PageQuery[] {
  const page = prerenderedPageFor(url);
  if (page?.path === '/events') {
    return [
      { procedure: 'events.list', input: eventListInput(validateEventsSearch({}), 'watch_party') },
    ];
  }
  if (page?.path === '/events/$id') {
    const id = parseEventId(url.slice('/events/'.length));
    return id === null ? [] : [{ procedure: 'events.byId', input: { id } }];
  }
  if (page?.path === '/churches') return [{ procedure: 'churches.list', input: {} }];
  if (page?.path === '/churches/$id' || page?.path === '/embed/churches/$id') {
    const id = parseEventId(url.slice(url.lastIndexOf('/') + 1));
    return id === null
      ? []
      : [
          { procedure: 'churches.byId', input: { id } },
          { procedure: 'events.list', input: { church: id } },
        ];
  }
  if (page?.path === '/manage-rsvp/$token' || page?.path === '/waitlist/$token') {
    const token = linkTokenOf(url);
    if (token === null) return [];
    const procedure = page.path === '/waitlist/$token' ? 'waitlist.open' : 'rsvpManage.open';
    return [{ procedure, input: { token } }];
  }
  return [];
}

/** The token of a private link's page, as its route reads it; null when it cannot be one. */
function linkTokenOf(url: string): string | null {
  try {
    const input = rsvpManageInput.safeParse({
      token: decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)),
    });
    return input.success ? input.data.token : null;
  } catch {
    return null;
  }
}

/** A router to match paths with, made on the first question (the route tree's own matching). */
let pathMatcher: ReturnType<typeof createAppRouter> | undefined;

export function knownPage(url: string): boolean {
  pathMatcher ??= createAppRouter({ history: createMemoryHistory() });
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const [, params, route] = pathMatcher.getMatchedRoutes(path);
  // A path longer than any route's is matched to its nearest route, the rest kept under '**'.
  if (!route || '**' in params) return false;
  const byId = ['/events/$id', '/churches_/$id', '/embed/churches/$id'].includes(route.id);
  return !byId || parseEventId(params.id ?? '') !== null;
}

/** The cache entry of a query: where its page reads the answer. */
function entryOf(query: PageQuery): { key: QueryKey } | { key: QueryKey; firstPageParam: unknown } {
  switch (query.procedure) {
    case 'events.list': {
      const options = eventListQuery(query.input);
      return { key: options.queryKey, firstPageParam: options.initialPageParam };
    }
    case 'churches.list': {
      const options = churchListQuery(query.input);
      return { key: options.queryKey, firstPageParam: options.initialPageParam };
    }
    case 'events.byId':
      return { key: trpc.events.byId.queryOptions(query.input).queryKey };
    case 'churches.byId':
      return { key: trpc.churches.byId.queryOptions(query.input).queryKey };
    case 'rsvpManage.open':
      return { key: managedRsvpQuery(query.input.token).queryKey };
    case 'waitlist.open':
      return { key: waitlistPlaceQuery(query.input.token).queryKey };
  }
}

/** Puts each answer in the cache entry its page reads (a list's as its first page). */
function seed(queryClient: QueryClient, queries: PageQuery[], answers: unknown[]): void {
  queries.forEach((query, index) => {
    const entry = entryOf(query);
    const answer = answers[index];
    queryClient.setQueryData(
      entry.key,
      'firstPageParam' in entry ? { pages: [answer], pageParams: [entry.firstPageParam] } : answer,
    );
  });
}

/**
 * A page as it first paints in a browser. With no answers (the build) every query stays pending
 * and shows its loading state, which is also what the browser's first render shows when it takes
 * the page over. With the answers to its `pageQueries` (the API), the page shows them, and they go
 * along as the state the app starts from, so its first render is the same page.
 */
export async function renderPage(
  url: string,
  answers?: unknown[],
): Promise<{ html: string; state?: string }> {
  const queryClient = createQueryClient();
  if (answers) seed(queryClient, pageQueries(url), answers);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    queryClient,
  });
  await router.load();
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Only the answers given: a query still pending is not sent (dehydrate's default).
  return answers ? { html, state: superjson.stringify(dehydrate(queryClient)) } : { html };
}

/** Renders a page into its whole document (server/document.ts). */
export function createPageRenderer(parts: DocumentParts): PageRenderer {
  const write = createDocumentWriter(parts);
  return async (url, answers) => {
    const page = prerenderedPageFor(url);
    if (!page) throw new Error(`${url} is not a prerendered page`);
    const { html, state } = await renderPage(url, answers);
    return write(page.path, html, state);
  };
}

/**
 * A render of each page for nothing: React.lazy parts (the toasts' container) and each route's
 * own code render only once their code has loaded, which a first render starts; without this the
 * first render of a page would show a loader in their place.
 */
export async function warmUp(): Promise<void> {
  for (const page of PRERENDERED_PAGES) await renderPage('url' in page ? page.url : page.path);
  await import('@mantine/notifications');
}

// The compiler holds each function to its declaration in server/entry.d.ts.
({ pageQueries, knownPage, createPageRenderer, warmUp }) satisfies typeof Entry;
