import {
  ALL_EVENTS,
  ALL_SPORTS,
  buildEventSearchQuery,
  CHURCH_EVENT_TYPES,
  type EventKind,
  type EventSearchQuery,
  isValidLocalDate,
  type ListSort,
  SPORTS,
} from '@huddle/domain';
import type { EventsSearch, EventsTab } from './events-search';

/** The filter bar's values as the address keeps them. */
export type EventFilterValues = Pick<
  EventsSearch,
  'location' | 'sport' | 'date' | 'q' | 'near' | 'lat' | 'lng' | 'radius' | 'sort'
>;

/** The filter bar's values all unset: 'Clear filters' (which also drops the church) and tests. */
export const NO_FILTERS = {
  location: undefined,
  sport: undefined,
  date: undefined,
  q: undefined,
  near: undefined,
  lat: undefined,
  lng: undefined,
  radius: undefined,
  sort: undefined,
} satisfies Record<keyof EventFilterValues, undefined>;

/** A radius search's place and order, and the free text (docs/adr/0082). */
export type NearQuery = {
  near?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  sort?: ListSort;
  q?: string;
};

/** What one /events list asks `events.list` for. */
export type EventListInput = EventSearchQuery & NearQuery & { kind: EventKind };

const ZIP = /^\d{5}$/;

/** Whether a location box's text is a zip code (the only place a radius can be drawn around). */
export function isZip(location: string | undefined): boolean {
  return ZIP.test(location?.trim() ?? '');
}

/** What each event list calls its sport filter and offers in it (spec §2, §5). */
export const SPORT_FILTER = {
  watch_party: { label: 'Sport', all: ALL_SPORTS, options: [ALL_SPORTS, ...SPORTS] },
  church_event: {
    label: 'Event type',
    all: ALL_EVENTS,
    options: [ALL_EVENTS, ...CHURCH_EVENT_TYPES],
  },
} as const satisfies Record<EventKind, { label: string; all: string; options: readonly string[] }>;

/** The sport filter that applies to a list: only a value its own list offers. */
export function sportFilterOf(kind: EventKind, sport: string | undefined): string | undefined {
  const offered: readonly string[] = SPORT_FILTER[kind].options;
  return sport && offered.includes(sport) && sport !== SPORT_FILTER[kind].all ? sport : undefined;
}

/**
 * The place of a radius search, if any: the position of "Near me" first, else a zip code. The
 * radius and the order go only with a place (the API refuses them alone).
 */
function nearQuery(search: EventsSearch): NearQuery | null {
  const { lat, lng, near, radius, sort } = search;
  const place =
    lat !== undefined && lng !== undefined ? { lat, lng } : near !== undefined ? { near } : null;
  if (!place) return null;
  return {
    ...place,
    ...(radius !== undefined && { radius }),
    ...(sort !== undefined && { sort }),
  };
}

/** Whether the address holds a radius search (a zip code's or the visitor's position). */
export function hasPlace(search: EventsSearch): boolean {
  return nearQuery(search) !== null;
}

/**
 * The events list's input: the domain's query (zip or city, no 'All …', real date), a radius
 * search's place, the free text and the kind. Only set keys, so the page with no query asks
 * exactly what the server rendered (server/pages.ts).
 */
export function eventListInput(search: EventsSearch, kind: EventKind): EventListInput {
  // The church filter replaces the place filters (spec §2), so a stale one cannot hide it.
  const place = search.church === undefined ? nearQuery(search) : null;
  const query = buildEventSearchQuery({
    location: search.church === undefined && !place ? search.location : undefined,
    sport: sportFilterOf(kind, search.sport),
    date: search.date && isValidLocalDate(search.date) ? search.date : undefined,
    church: search.church,
  });
  return { ...query, ...place, ...(search.q !== undefined && { q: search.q }), kind };
}

/** Whether a list is narrowed by anything the visitor chose (this decides the empty text). */
export function isFiltered(input: EventSearchQuery & NearQuery): boolean {
  return (['zipCode', 'city', 'sport', 'date', 'church', 'near', 'lat', 'q'] as const).some(
    (key) => input[key] !== undefined,
  );
}

/** The tab shown: visitor mode has only the watch-party list (spec §2). */
export function activeTab(search: EventsSearch): EventsTab {
  return search.role === 'visitor' ? 'watch-parties' : (search.tab ?? 'watch-parties');
}

/** The address's `tab` for a tab: the first tab is the page's plain address. */
export function tabParam(tab: EventsTab): EventsSearch['tab'] {
  return tab === 'watch-parties' ? undefined : tab;
}

/** The filter bar as typed and picked: the boxes' text, and the place it searches around. */
export type FilterBarValues = {
  location?: string;
  sport?: string;
  date?: string;
  q?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  sort?: 'distance';
};

/**
 * Filter bar values → address values: blanks and 'All …' leave the address. A position ("Near
 * me") wins over the box; a zip code with a radius is a radius search (`near`); without one, or
 * a city, it stays `location`, the exact filter. A radius and an order need a place.
 */
export function filterParams(kind: EventKind, values: FilterBarValues): EventFilterValues {
  const blankless = (value: string | undefined) => value?.trim() || undefined;
  const location = blankless(values.location);
  const position = values.lat !== undefined && values.lng !== undefined;
  const near = !position && values.radius !== undefined && isZip(location) ? location : undefined;
  const placed = position || near !== undefined;
  return {
    location: position || near ? undefined : location,
    sport: sportFilterOf(kind, blankless(values.sport)),
    date: blankless(values.date),
    q: blankless(values.q),
    near,
    lat: position ? values.lat : undefined,
    lng: position ? values.lng : undefined,
    radius: placed ? values.radius : undefined,
    sort: placed ? values.sort : undefined,
  };
}
