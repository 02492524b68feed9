const API_ROOTS = ['/api', '/trpc'];

/**
 * Whether a request URL is the API's (`/api`, `/trpc` and every path under them, with or without a
 * query); everything else is the web app's pages and files. Read on every request: no allocation.
 */
export function isApiPath(url: string): boolean {
  return API_ROOTS.some((root) => {
    if (!url.startsWith(root)) return false;
    const next = url[root.length];
    return next === undefined || next === '/' || next === '?';
  });
}
