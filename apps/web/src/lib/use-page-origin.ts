import { useSyncExternalStore } from 'react';

// The origin does not change while a page is open, so nothing is ever announced.
const subscribe = () => () => {};
const readOrigin = () => window.location.origin;

/**
 * This site's origin, for the addresses a visitor copies (a calendar feed, the embed snippet);
 * null on the server and in the render that hydrates a page rendered there, which cannot know the
 * address it was asked by, so the first paint matches that page and the addresses appear right
 * after.
 */
export function usePageOrigin(): string | null {
  return useSyncExternalStore(subscribe, readOrigin, () => null);
}
