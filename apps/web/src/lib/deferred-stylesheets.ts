/** Set by the build on the stylesheets a prerendered page loads after its first paint. */
const DEFERRED = 'data-beasties-media';

/**
 * Switches on the stylesheets a prerendered page fetched as `media="print"` (vite-critical-css.ts)
 * and resolves once they apply, so the app renders nothing the page's inlined CSS does not cover.
 * Each is switched only after it loaded: a stylesheet switched on while still loading would hold
 * the next paint back. A sheet that failed to load is switched on anyway (the link stays as the
 * noscript fallback would have it) rather than keeping the app from starting.
 */
export function applyDeferredStylesheets(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED}]`)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = link.getAttribute(DEFERRED) || 'all';
            link.removeAttribute(DEFERRED);
            resolve();
          };
          if (link.sheet) return apply();
          link.addEventListener('load', apply, { once: true });
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** Resolves after the browser has painted what it has: a frame, then the task after it. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
