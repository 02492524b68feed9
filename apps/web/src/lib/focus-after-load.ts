import { type RefObject, useEffect, useRef } from 'react';

/**
 * 'Load more' for a list of cards: after the next page has rendered, focus moves to its first card
 * (an `article` with tabIndex -1), where a keyboard or screen-reader user goes on reading. Returns
 * `loadMore(load, shown)`: `load` fetches the page, `shown` is how many cards were there before.
 */
export function useFocusAfterLoad(container: RefObject<HTMLElement | null>, pageCount: number) {
  const target = useRef<number | null>(null);

  // Runs after the render that shows the new page.
  useEffect(() => {
    if (target.current === null || pageCount === 0) return;
    const card = container.current?.querySelectorAll<HTMLElement>('article')[target.current];
    if (!card) return;
    card.focus();
    target.current = null;
  }, [pageCount, container]);

  return (load: () => Promise<{ isError: boolean }>, shown: number) => {
    target.current = shown;
    void load().then((result) => {
      if (result.isError) target.current = null;
    });
  };
}
