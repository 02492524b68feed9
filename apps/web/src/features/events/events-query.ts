import {
  ALL_EVENTS,
  ALL_SPORTS,
  buildEventSearchQuery,
  CHURCH_EVENT_TYPES,
  type EventKind,
  type EventSearchQuery,
  isValidLocalDate,
  SPORTS,
} from '@huddle/domain';
import type { EventsSearch, EventsTab } from './events-search';

/** The filter bar's values as the address keeps them. */
export type EventFilterValues = Pick<EventsSearch, 'location' | 'sport' | 'date'>;

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

/** The events list's input: the domain's query (zip or city, no 'All …', real date) and kind. */
export function eventListInput(
  search: EventsSearch,
  kind: EventKind,
): EventSearchQuery & { kind: EventKind } {
  const query = buildEventSearchQuery({
    // The church filter replaces the location filter (spec §2), so a stale one cannot hide it.
    location: search.church === undefined ? search.location : undefined,
    sport: sportFilterOf(kind, search.sport),
    date: search.date && isValidLocalDate(search.date) ? search.date : undefined,
    church: search.church,
  });
  return { ...query, kind };
}

/** Whether a list is narrowed by anything the visitor chose (this decides the empty text). */
export function isFiltered(input: EventSearchQuery): boolean {
  return (['zipCode', 'city', 'sport', 'date', 'church'] as const).some(
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

/** Filter bar values → address values: blanks and 'All …' leave the address. */
export function filterParams(
  kind: EventKind,
  values: { location?: string; sport?: string; date?: string },
): EventFilterValues {
  const blankless = (value: string | undefined) => value?.trim() || undefined;
  return {
    location: blankless(values.location),
    sport: sportFilterOf(kind, blankless(values.sport)),
    date: blankless(values.date),
  };
}
