import { useSyncExternalStore } from 'react';

// The zone does not change while a page is open, so nothing is ever announced.
const subscribe = () => () => {};

let visitorZone: string | null | undefined;

/**
 * Read at most once per task: React asks on every render of every card (a list hydrates in one
 * task), and each reading builds a formatter, which costs more than the card's own render.
 */
function readVisitorTimeZone(): string | null {
  if (visitorZone === undefined) {
    visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    queueMicrotask(() => {
      visitorZone = undefined;
    });
  }
  return visitorZone;
}

/**
 * The visitor's IANA zone from the browser; null on the server and in the render that hydrates a
 * prerendered page, which cannot know it, so the first paint matches that page and the visitor's
 * own time appears right after.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(subscribe, readVisitorTimeZone, () => null);
}
