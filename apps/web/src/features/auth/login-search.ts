import { safeRedirectPath } from '../../lib/safe-redirect';

/** /login?redirect=/host-event: where to go after signing in (own pages only). */
export type LoginSearch = { redirect?: string };

/**
 * The key is always set: the router merges the raw query under what this returns, so leaving a
 * rejected value out would let it through.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: safeRedirectPath(search.redirect) };
}
