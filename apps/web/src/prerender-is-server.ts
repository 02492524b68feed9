// Stands in for @tanstack/router-core/isServer when the pages are prerendered (vite-prerender.ts):
// what its browser build exports, so the router renders as it will in the browser.
export const isServer = false;
export const loadServerRoute = undefined;
