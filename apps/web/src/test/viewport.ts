type HappyDomWindow = Window & {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
};

/**
 * happy-dom applies Mantine's `visibleFrom`/`hiddenFrom` media queries, so what is visible (and
 * so what Testing Library finds by role) depends on the width, as in a browser.
 */
export function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

export const DESKTOP = 1280;
export const PHONE = 375;
