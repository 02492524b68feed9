/** How long to wait for the element: a part's code on a slow phone, and no longer. */
const WAIT_MS = 5000;

/**
 * Focuses the element `find` returns as soon as it is in the page: on the next frame, or once the
 * code of a part that loads when shown (lib/lazy-part.tsx) has arrived and rendered it.
 */
export function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  focus: (element: HTMLElement) => void = (element) => element.focus(),
  until = performance.now() + WAIT_MS,
): void {
  requestAnimationFrame(() => {
    const element = find();
    if (element) focus(element);
    else if (performance.now() < until) focusWhenShown(find, focus, until);
  });
}
