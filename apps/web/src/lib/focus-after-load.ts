import { type RefObject, useEffect, useRef } from 'react';

/**
 * 'Load more' for a list of cards: after the next page has rendered, focus moves to its first card
 * (an `article` with tabIndex -1), or to the element `within` it names (e.g. its title link),
 * where a keyboard or screen-reader user goes on reading; focus is not lost when the button goes
 * away with the last page. Nothing moves if the page fails (the error offers Retry instead).
 * Returns `loadMore(load, shown)`: `load` fetches the page, `shown` is how many cards were there
 * before.
 */
export function useFocusAfterLoad(
  container: RefObject<HTMLElement | null>,
  pageCount: number,
  within?: string,
) {
  const target = useRef<number | null>(null);

  // Runs after the render that shows the new page.
  useEffect(() => {
    if (target.current === null || pageCount === 0) return;
    const card = container.current?.querySelectorAll<HTMLElement>('article')[target.current];
    const element = within ? card?.querySelector<HTMLElement>(within) : card;
    if (!element) return;
    element.focus();
    target.current = null;
  }, [pageCount, container, within]);

  return (load: () => Promise<{ isError: boolean }>, shown: number) => {
    target.current = shown;
    void load().then((result) => {
      if (result.isError) target.current = null;
    });
  };
}
