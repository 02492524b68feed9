import { hydrate, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { SERVER_STATE_ID } from '../server/pages';

/**
 * Puts the answers a page was rendered with on the server (prerender.tsx, for /events and an
 * event page) in the cache before the app's first render, so that render is the page the HTML
 * shows and nothing is asked again.
 */
export function startFromServerState(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, superjson.parse(element.textContent));
  element.remove();
}
