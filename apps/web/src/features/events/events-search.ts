/**
 * The /events query (spec §2): role=visitor turns on visitor mode, church={id} presets the church
 * filter; tab, location, sport and date keep the open list and its filters in the address, so a
 * search survives a reload and can be shared. A malformed value is dropped rather than shown as
 * an error page.
 *
 * Plain code, not zod: this sits in the first-load bundle, and any zod there also pulls in the
 * zod core that the lazily loaded forms use (about 10 kB gzip measured), since a module lives in
 * one chunk. For the same reason nothing here imports @huddle/domain: the page applies the
 * domain's rules (sport lists, real dates, zip or city) when it builds the query.
 * Every key is returned, even as undefined: the router merges the raw query under it.
 */
export const EVENTS_TABS = ['watch-parties', 'church-events', 'churches'] as const;
export type EventsTab = (typeof EVENTS_TABS)[number];

export type EventsSearch = {
  role?: 'visitor';
  church?: number;
  /** Absent means the first tab, Watch Parties. */
  tab?: Exclude<EventsTab, 'watch-parties'>;
  /** The location box as typed: a zip code or a city. */
  location?: string;
  sport?: string;
  /** 'YYYY-MM-DD' */
  date?: string;
};

/** Long enough for any city name (the API's limit is 100). */
const MAX_TEXT = 100;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A text value, trimmed; blank or too long is none. The router reads `?location=75201` as the
 * number 75201 (it parses values as JSON), so numbers are taken back as text.
 */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed !== '' && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

function tabOf(value: unknown): EventsSearch['tab'] {
  return value === 'church-events' || value === 'churches' ? value : undefined;
}

export function validateEventsSearch(search: Record<string, unknown>): EventsSearch {
  const { church } = search;
  const date = text(search.date);
  return {
    role: search.role === 'visitor' ? 'visitor' : undefined,
    church:
      typeof church === 'number' && Number.isSafeInteger(church) && church > 0 ? church : undefined,
    tab: tabOf(search.tab),
    location: text(search.location),
    sport: text(search.sport),
    date: date && DATE_SHAPE.test(date) ? date : undefined,
  };
}
