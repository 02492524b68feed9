/**
 * The /events query (spec §2): role=visitor turns on visitor mode, church={id} presets the church
 * filter; tab, location, sport, date and q keep the open list and its filters in the address, so a
 * search survives a reload and can be shared. A radius search (docs/adr/0082) names its place as
 * the API does: `near` (a zip code) or `lat` and `lng` ("Near me"), with `radius` and `sort`; a
 * zip code without a radius stays `location`, the exact zip filter it always was. A malformed
 * value is dropped rather than shown as an error page.
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
  /** Free text: a team, a game or a church. */
  q?: string;
  /** A radius search around a zip code. */
  near?: string;
  /** A radius search around the visitor's position (rounded; both or neither). */
  lat?: number;
  lng?: number;
  /** Miles, 1 to 100 as the API takes (25 when a place has none). */
  radius?: number;
  /** Absent means by date. */
  sort?: 'distance';
};

/** Long enough for any city name (the API's limit is 100). */
const MAX_TEXT = 100;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const ZIP_SHAPE = /^\d{5}$/;
/** The API's radius range (the domain's MIN/MAX_RADIUS_MILES, which this file cannot import). */
const RADIUS_RANGE = [1, 100] as const;

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

function numberIn(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : undefined;
}

/** `lat` and `lng` go together: half a position is none. */
function positionOf(search: Record<string, unknown>): Pick<EventsSearch, 'lat' | 'lng'> {
  const lat = numberIn(search.lat, -90, 90);
  const lng = numberIn(search.lng, -180, 180);
  return lat === undefined || lng === undefined ? { lat: undefined, lng: undefined } : { lat, lng };
}

function radiusOf(value: unknown): number | undefined {
  const radius = numberIn(value, ...RADIUS_RANGE);
  return radius !== undefined && Number.isInteger(radius) ? radius : undefined;
}

export function validateEventsSearch(search: Record<string, unknown>): EventsSearch {
  const { church } = search;
  const date = text(search.date);
  const near = text(search.near);
  const { lat, lng } = positionOf(search);
  return {
    role: search.role === 'visitor' ? 'visitor' : undefined,
    church:
      typeof church === 'number' && Number.isSafeInteger(church) && church > 0 ? church : undefined,
    tab: tabOf(search.tab),
    location: text(search.location),
    sport: text(search.sport),
    date: date && DATE_SHAPE.test(date) ? date : undefined,
    q: text(search.q),
    near: near && ZIP_SHAPE.test(near) ? near : undefined,
    lat,
    lng,
    radius: radiusOf(search.radius),
    sort: search.sort === 'distance' ? 'distance' : undefined,
  };
}
