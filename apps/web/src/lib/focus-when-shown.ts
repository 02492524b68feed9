/** About five seconds of frames: a part's code on a slow phone, and no longer. */
const MAX_FRAMES = 300;

/**
 * Focuses the element `find` returns as soon as it is in the page: on the next frame, or once the
 * code of a part that loads when shown (lib/lazy-part.tsx) has arrived and rendered it.
 */
export function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  focus: (element: HTMLElement) => void = (element) => element.focus(),
  frames = MAX_FRAMES,
): void {
  requestAnimationFrame(() => {
    const element = find();
    if (element) focus(element);
    else if (frames > 1) focusWhenShown(find, focus, frames - 1);
  });
}
