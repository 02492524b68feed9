import { useEffect, useSyncExternalStore } from 'react';

let visitorZone: string | null | undefined;

/**
 * Read at most once per task: every card of a list asks in the same render, and each reading
 * builds a formatter, which costs more than the card's own render.
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

/** Set by the first reader's effect: React has taken over the server-rendered page. */
let pageTakenOver = false;
let telling: ReturnType<typeof setTimeout> | undefined;
const readers = new Set<() => void>();

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  return () => readers.delete(reader);
}

const zoneOnceTakenOver = () => (pageTakenOver ? readVisitorTimeZone() : null);

/**
 * The visitor's IANA zone from the browser; null on the server and in the render that hydrates a
 * prerendered page, which cannot know it, so the first paint matches that page and the visitor's
 * own time appears right after. Until the page is React's, the browser's reading is null as well:
 * a value that differed from the server's would make React render every reader again as part of
 * the hydration's commit, one long task on a slow phone. The first reader's effect then tells them
 * all at once, in a task of their own. A reader mounted later knows the zone from its first render.
 */
export function useVisitorTimeZone(): string | null {
  const zone = useSyncExternalStore(subscribe, zoneOnceTakenOver, () => null);
  useEffect(() => {
    if (pageTakenOver || telling) return;
    // A task later: effects that run in a synchronous render React does right after the commit
    // would otherwise bring every clock into that render.
    telling = setTimeout(() => {
      pageTakenOver = true;
      for (const reader of readers) reader();
    });
  }, []);
  return zone;
}
