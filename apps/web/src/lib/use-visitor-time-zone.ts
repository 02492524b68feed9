import { useSyncExternalStore } from 'react';

// The zone does not change while a page is open, so nothing is ever announced.
const subscribe = () => () => {};

function readVisitorTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/**
 * The visitor's IANA zone from the browser; null on the server and in the render that hydrates a
 * prerendered page, which cannot know it, so the first paint matches that page and the visitor's
 * own time appears right after.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(subscribe, readVisitorTimeZone, () => null);
}
