/**
 * The /churches query: which tab is open and the directory's filters, so a search survives a
 * reload and can be shared. Plain code rather than zod or @huddle/domain, as for /events: the
 * route file sits in the first-load bundle. Every key is returned, even as undefined (the router
 * merges the raw query under the result).
 */
export type ChurchesSearch = {
  /** Absent means the first tab, All Churches. */
  tab?: 'resources';
  /** Text matched against name, description and city. */
  search?: string;
  /** A denomination; absent means all. */
  denomination?: string;
};

/** The API's limit on both (LIMITS.churchName). */
const MAX_TEXT = 120;

/** Trimmed text; blank or too long is none. The router reads `?search=2024` as a number. */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed !== '' && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

export function validateChurchesSearch(search: Record<string, unknown>): ChurchesSearch {
  const denomination = text(search.denomination);
  return {
    tab: search.tab === 'resources' ? 'resources' : undefined,
    search: text(search.search),
    denomination: denomination?.toLowerCase() === 'all' ? undefined : denomination,
  };
}
