import { useCallback, useRef } from 'react';

/*
 * The framed page tells the page around it how tall it is (issue 30, item 5): /embed.js, on the
 * church's site, sets the frame to that height, so the events show whole, without a scroll bar of
 * their own. What counts is the bottom of each part tracked here: the page's content, and the RSVP
 * dialog while it is open (it lies over the content, and may reach further down).
 */

export const HEIGHT_MESSAGE = 'huddle:height';

export type HeightMessage = { type: typeof HEIGHT_MESSAGE; height: number };

const tracked = new Map<Element, number>();
let observer: ResizeObserver | undefined;
let told = 0;

/** The lowest bottom of the tracked parts, with each one's margin, in page pixels. */
function pageHeight(): number {
  let bottom = 0;
  for (const [element, margin] of tracked) {
    bottom = Math.max(bottom, element.getBoundingClientRect().bottom + window.scrollY + margin);
  }
  return Math.ceil(bottom);
}

function tell(): void {
  const height = pageHeight();
  if (height === told || height === 0) return;
  told = height;
  const message: HeightMessage = { type: HEIGHT_MESSAGE, height };
  // Any origin: a height is no secret, and the page cannot know which site frames it (the script
  // on that site hears only this origin, and only from its own frames).
  window.parent.postMessage(message, '*');
}

/**
 * Tracks `element`'s bottom (plus `margin`) while it is there; the returned function stops. Nothing
 * happens outside a frame.
 */
export function trackHeight(element: Element, margin = 0): () => void {
  if (window.parent === window) return () => {};
  if (!observer) {
    observer = new ResizeObserver(tell);
    // A part that moves without changing size (a dialog ending its opening transition) is seen
    // when its transition ends: the bottoms read are the boxes as drawn, transforms included.
    document.addEventListener('transitionend', tell, true);
  }
  tracked.set(element, margin);
  observer.observe(element);
  tell();
  return () => {
    tracked.delete(element);
    observer?.unobserve(element);
    tell();
  };
}

/**
 * A callback ref that tracks its element's height. It stops on the call with null rather than by
 * returning a cleanup, which a component merging refs (Mantine's) may drop.
 */
export function useHeightRef(margin = 0) {
  const stop = useRef<(() => void) | undefined>(undefined);
  return useCallback(
    (element: HTMLElement | null) => {
      stop.current?.();
      stop.current = element ? trackHeight(element, margin) : undefined;
    },
    [margin],
  );
}
