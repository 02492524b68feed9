const BASE = 'http://huddle.invalid';

/**
 * A path to return to after signing in, or undefined. Only this site's own pages: '/host-event'
 * is kept; '//evil.example', '/\evil.example', 'https://…', '/api/…' (server endpoints) and
 * '/login' itself (a loop) are dropped, so the parameter cannot send anyone elsewhere.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
