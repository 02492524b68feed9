import { z } from 'zod';
import { ANALYTICS_PERIOD_VALUES, DEFAULT_ANALYTICS_PERIOD } from '../constants/analytics.js';
import { ALL_DENOMINATIONS } from '../constants/churches.js';
import { MAX_RADIUS_MILES, MIN_RADIUS_MILES } from '../geo.js';
import { messages } from '../messages.js';
import { DEFAULT_PAGE_SIZE, MAX_NAME_CURSOR_LENGTH, MAX_PAGE_SIZE } from '../pagination.js';
import { isNoSportFilter } from '../sports.js';
import {
  apiInt,
  idField,
  LIMITS,
  optionalLine,
  optionalLocalDateField,
  stateField,
} from './fields.js';

/** An optional query value: blank, null or absent → undefined. */
const blank = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined);

/** A keyset page of a list ordered by a time and id. */
export const pageInput = {
  cursor: optionalLine(LIMITS.cursor, 'Cursor'),
  limit: apiInt(1, MAX_PAGE_SIZE, messages.limitRange).default(DEFAULT_PAGE_SIZE),
};

/** A coordinate in degrees, as a number or a numeric query-string text. */
function coordinate(field: 'Latitude' | 'Longitude', limit: number) {
  const message = `${field} must be a number from -${limit} to ${limit}`;
  const inRange = () => z.number({ error: message }).min(-limit, message).max(limit, message);
  return z
    .union(
      [
        inRange(),
        z
          .string()
          .trim()
          .regex(/^[+-]?\d+(\.\d+)?$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(inRange())
    .optional();
}

export const RADIUS_MESSAGE = `Radius must be a whole number of miles from ${MIN_RADIUS_MILES} to ${MAX_RADIUS_MILES}`;
export const LIST_SORTS = ['date', 'distance'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * The radius search of both lists (docs/adr/0082): a place as a zip code (`near`) or as `lat`
 * and `lng`, a radius in miles (25 when a place is given), and the order. Which combinations make
 * sense, and whether the zip code is known, the server checks (`readNear`).
 */
export const nearInput = {
  near: blank.refine(
    (v) => v === undefined || /^\d{5}$/.test(v),
    'Near must be a 5-digit zip code',
  ),
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
  radius: apiInt(MIN_RADIUS_MILES, MAX_RADIUS_MILES, RADIUS_MESSAGE).optional(),
  sort: z.enum(LIST_SORTS, { error: "Sort must be 'date' or 'distance'" }).optional(),
};

/** Free text matched against titles, game details and church names (docs/adr/0082). */
export const textQueryInput = { q: optionalLine(LIMITS.title, 'Search') };

/**
 * GET /api/events (spec §3 search filter, §7): zipCode or city, sport, date, church, and a keyset
 * page. 'All Sports' and 'All Events' mean no sport; the server widens a base sport with
 * `sportFilterValues`. Every parameter may come as a query-string text.
 */
export const eventSearchInput = z.object({
  zipCode: blank.refine((v) => v === undefined || /^\d{5}$/.test(v), messages.zipInvalid),
  city: optionalLine(LIMITS.city, 'City'),
  /** With a city: 'Austin, TX' searches Austin in Texas only. */
  state: blank.pipe(stateField().optional()),
  sport: optionalLine(LIMITS.sport, 'Sport').transform((v) => (isNoSportFilter(v) ? undefined : v)),
  date: optionalLocalDateField(),
  church: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === '' || v === null ? undefined : v))
    .pipe(idField().optional()),
  ...nearInput,
  ...textQueryInput,
  ...pageInput,
});
export type EventSearchInput = z.output<typeof eventSearchInput>;
export type EventSearchParams = z.input<typeof eventSearchInput>;

/**
 * GET /api/churches (spec §5 church search): text matched against name, description and city
 * without case, and a denomination ('all' or blank means any), in keyset pages by name.
 */
export const churchSearchInput = z.object({
  search: optionalLine(LIMITS.churchName, 'Search'),
  denomination: optionalLine(LIMITS.churchName, 'Denomination').transform((v) =>
    v?.toLowerCase() === ALL_DENOMINATIONS ? undefined : v,
  ),
  ...nearInput,
  // A name cursor carries the church's name, so it is longer than a (datetime, id) one.
  cursor: optionalLine(MAX_NAME_CURSOR_LENGTH, 'Cursor'),
  limit: pageInput.limit,
});
export type ChurchSearchInput = z.output<typeof churchSearchInput>;

/** `?period=` of the analytics calls (spec §9), 30d by default. */
export const analyticsPeriodInput = z.object({
  period: z
    .enum(ANALYTICS_PERIOD_VALUES, { error: messages.periodInvalid })
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsPeriodInput = z.output<typeof analyticsPeriodInput>;

/** `{ id }` of every call addressed by a path id. */
export const idInput = z.object({ id: idField() });
export type IdInput = z.output<typeof idInput>;

/** A church's analytics calls: the church of the path and `?period=` (30d by default). */
export const churchAnalyticsInput = analyticsPeriodInput.extend(idInput.shape);
export type ChurchAnalyticsInput = z.output<typeof churchAnalyticsInput>;
