/**
 * The /events query (spec §2): role=visitor turns on visitor mode, church={id} presets the church
 * filter. A malformed value is dropped rather than shown as an error page.
 *
 * Plain code, not zod: this sits in the first-load bundle, and any zod there also pulls in the
 * zod core that the lazily loaded forms use (about 10 kB gzip measured), since a module lives in
 * one chunk. Every key is returned, even as undefined: the router merges the raw query under it.
 */
export type EventsSearch = { role?: 'visitor'; church?: number };

export function validateEventsSearch(search: Record<string, unknown>): EventsSearch {
  const { church } = search;
  return {
    role: search.role === 'visitor' ? 'visitor' : undefined,
    church:
      typeof church === 'number' && Number.isSafeInteger(church) && church > 0 ? church : undefined,
  };
}
