import { US_STATES, type UsStateCode } from './constants/churches.js';
import { isNoSportFilter } from './sports.js';

const ZIP_RE = /^\d{5}$/;

/**
 * The location box's meaning (spec §5): exactly five digits is a zip code, anything else a city,
 * which people often follow with its state: 'Austin, TX', 'Austin, Texas', 'Austin TX'.
 */
export type ParsedLocation =
  | { zipCode: string }
  | { city: string; state?: UsStateCode }
  | Record<string, never>;

/** A state named by its code or its name, in any case; undefined otherwise. */
export function stateCodeOf(text: string): UsStateCode | undefined {
  const wanted = text.trim().replace(/\.$/, '').toLowerCase();
  return US_STATES.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted)
    ?.code;
}

/** Splits the location box into zipCode or city (and state); blank means no location filter. */
export function parseLocation(input: string | null | undefined): ParsedLocation {
  const value = (input ?? '').trim().replace(/\s+/g, ' ');
  if (value === '') return {};
  if (ZIP_RE.test(value)) return { zipCode: value };
  const comma = value.lastIndexOf(',');
  if (comma > 0) {
    const state = stateCodeOf(value.slice(comma + 1));
    const city = value.slice(0, comma).trim();
    if (state && city) return { city, state };
  }
  // 'Austin TX': a trailing two-letter state code without the comma.
  const spaced = /^(.+) ([A-Za-z]{2})$/.exec(value);
  const state = spaced?.[2] ? stateCodeOf(spaced[2]) : undefined;
  if (spaced?.[1] && state) return { city: spaced[1], state };
  return { city: value };
}

/** The place filters of the events list (spec §7 GET /api/events: zipCode or city, and state). */
export type PlaceQuery = { zipCode?: string; city?: string; state?: UsStateCode };

/**
 * The place a list call asks for, read as the web app reads its location box (`parseLocation`):
 * spec §5 sends any location that is not five digits as `city`, so a REST caller's
 * `city=Austin, TX` is Austin in Texas and `city=78704` the zip code 78704, as on /events. A state
 * given on its own wins: a city naming another state keeps its whole text (and matches nothing).
 */
export function readPlaceQuery<Q extends PlaceQuery>(query: Q): Q {
  if (!query.city) return query;
  const place = parseLocation(query.city);
  if ('zipCode' in place) return query.zipCode ? query : { ...query, city: undefined, ...place };
  if (!('state' in place) || (query.state && query.state !== place.state)) return query;
  return { ...query, city: place.city, state: place.state };
}

/**
 * A directory search that names a place ('Austin, TX', 'Grace TX'): the text before the state
 * and the state; null for any other search, which is text only.
 */
export function searchPlaceOf(search: string): { text: string; state: UsStateCode } | null {
  const place = parseLocation(search);
  return 'state' in place && place.state ? { text: place.city, state: place.state } : null;
}

/** Words cities are spelt with either way: 'St. Louis', 'St Louis', 'Saint Louis'. */
const ABBREVIATIONS = [
  ['st', 'st.', 'saint'],
  ['ft', 'ft.', 'fort'],
  ['mt', 'mt.', 'mount'],
];

/** The spellings a city search matches, lower-cased: the one typed and its common variants. */
export function citySpellings(city: string): string[] {
  const words = city.trim().toLowerCase().split(/\s+/);
  const [first = '', ...rest] = words;
  const forms = ABBREVIATIONS.find((group) => group.includes(first)) ?? [first];
  return [...new Set(forms.map((form) => [form, ...rest].join(' ')))];
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
  state?: UsStateCode;
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

/**
 * A SQL LIKE/ILIKE pattern for "contains `text`", with the wildcards `%` and `_` and the escape
 * character `\` taken literally, so a search for '100%' does not match everything.
 */
export function likeContainsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
