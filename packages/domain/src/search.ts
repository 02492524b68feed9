import { ALL_DENOMINATIONS } from './constants/churches.js';
import { isNoSportFilter } from './sports.js';

const ZIP_RE = /^\d{5}$/;

/** The location box's meaning (spec §5): exactly five digits is a zip code, anything else a city. */
export type ParsedLocation = { zipCode: string } | { city: string } | Record<string, never>;

/** Splits the location box into zipCode or city; blank input means no location filter. */
export function parseLocation(input: string | null | undefined): ParsedLocation {
  const value = input?.trim() ?? '';
  if (value === '') return {};
  return ZIP_RE.test(value) ? { zipCode: value } : { city: value };
}

/** What the /events filter bar holds. */
export type EventFilters = {
  location?: string | null;
  sport?: string | null;
  date?: string | null;
  church?: string | number | null;
};

/** The query the events list is fetched with (spec §7 GET /api/events): empty values skipped. */
export type EventSearchQuery = {
  zipCode?: string;
  city?: string;
  sport?: string;
  date?: string;
  church?: number;
};

/** A church id from a query string or a select: a positive whole number, else none. */
function churchId(value: string | number | null | undefined): number | undefined {
  const id = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Builds the events query from the filter bar: location parsed into zipCode or city, 'All Sports'
 * and 'All Events' dropped, blanks skipped, church kept only when it is a real id.
 */
export function buildEventSearchQuery(filters: EventFilters): EventSearchQuery {
  const query: EventSearchQuery = { ...parseLocation(filters.location) };
  const sport = filters.sport?.trim();
  if (sport && !isNoSportFilter(sport)) query.sport = sport;
  const date = filters.date?.trim();
  if (date) query.date = date;
  const church = churchId(filters.church);
  if (church !== undefined) query.church = church;
  return query;
}

/** The fields the church search looks at (spec §5). */
export type SearchableChurch = {
  name: string;
  description: string;
  city: string;
  denomination?: string | null;
};

export type ChurchFilters = { text?: string | null; denomination?: string | null };

/**
 * Spec §5: the text matches name, description or city, case-insensitively, together with the
 * denomination filter ('all' or blank means any denomination).
 */
export function matchesChurchSearch(church: SearchableChurch, filters: ChurchFilters): boolean {
  const text = filters.text?.trim().toLowerCase() ?? '';
  const textMatches =
    text === '' ||
    [church.name, church.description, church.city].some((field) =>
      field.toLowerCase().includes(text),
    );
  const denomination = filters.denomination?.trim() ?? '';
  const denominationMatches =
    denomination === '' ||
    denomination === ALL_DENOMINATIONS ||
    (church.denomination ?? '').toLowerCase() === denomination.toLowerCase();
  return textMatches && denominationMatches;
}

export function filterChurches<T extends SearchableChurch>(
  churches: readonly T[],
  filters: ChurchFilters,
): T[] {
  return churches.filter((church) => matchesChurchSearch(church, filters));
}

/**
 * A SQL LIKE/ILIKE pattern for "contains `text`", with the wildcards `%` and `_` and the escape
 * character `\` taken literally, so a search for '100%' does not match everything.
 */
export function likeContainsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
