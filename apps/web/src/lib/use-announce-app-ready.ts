import { useEffect } from 'react';
import { APP_READY_EVENT } from '../boot/app-ready';

/**
 * For the pages the server renders (server/pages.ts): tells the boot script that this page's
 * content works now, so it can press again what a visitor pressed before. Called by the page
 * itself, since React takes over the page's content after the layout around it (each route is a
 * Suspense boundary of its own), and a page's effects run only once its content is hydrated.
 */
export function useAnnounceAppReady(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
}
