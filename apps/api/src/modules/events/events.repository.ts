import type { Database, Db, EventRow, EventUpdate, NewEvent } from '@huddle/db';
import {
  citySpellings,
  dayOfWeekOf,
  EVENT_DURATION_MS,
  type EventCursor,
  type EventKind,
  localDayRange,
  SPORTS,
  TIME_ZONE_VALUES,
  weekdayOf,
} from '@huddle/domain';
import {
  type AliasableExpression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { distanceSql, type EventDistanceCursor, type Near, withinSql } from '../churches/near.js';
import { insertRow } from '../shared/insert-row.js';
import type { EventListWhen, EventWithChurchRow } from './event.schemas.js';
import { SCHEDULE_COLUMNS } from './recurring-event.js';
import { seriesRunning } from './series-running.js';
import {
  PLACEHOLDER_ID,
  PLACEHOLDER_IDS,
  PLACEHOLDER_NOW,
  placeholderNumber,
  StatementCache,
} from './statement-cache.js';
import { matchesText, type TextQuery } from './text-search.js';

type EventsEb = ExpressionBuilder<Database, 'events'>;
type KeyQuery = SelectQueryBuilder<Database, 'events', { id: number; datetime: Date }>;

const HOUR_MS = 3_600_000;

/**
 * The number of the church's events that the upcoming list (`GET /api/events?church=`, both kinds)
 * shows: active, and starting from `now` on, or an earlier start of a series still running (the
 * test of `seriesRunning`); none for a church that never paid (`publishedBy`). The church card's
 * badge counts exactly what its View Events link lists (a test holds the two together). Two
 * counts, so the first is answered from the (church_id, datetime) index alone; `hosted` keeps the
 * inner table apart from an outer `events`. Reads the outer query's `churches` row.
 */
export function upcomingEventCount(now: Date) {
  return sql<number>`case when churches.partner_since is null then 0 else
    ((select count(*)::int from events hosted
      where hosted.church_id = churches.id and hosted.is_active and hosted.datetime >= ${now})
    + (select count(*)::int from events hosted
      where hosted.church_id = churches.id and hosted.is_active and hosted.datetime < ${now}
        and ${seriesRunning(now, 'hosted')})) end`;
}

/**
 * Visitors see the events of a church that has paid: one that never did shows none, one that
 * stopped keeps what it published (docs/adr/0079). A church never partnered is a row of the small
 * partial index `churches_never_partnered_idx` (migration 0026), so this costs each candidate
 * event one probe of that index, answered from the index alone.
 */
function publishedBy(eb: EventsEb) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('churches as unpaid')
        .select(sql.lit(1).as('one'))
        .whereRef('unpaid.id', '=', 'events.church_id')
        .where('unpaid.partner_since', 'is', null),
    ),
  );
}

/**
 * Whether people can still RSVP: until the event is over (start + the 3-hour calendar duration),
 * or while its series runs.
 */
export function openForRsvp(eb: EventsEb, now: Date) {
  return eb.or([
    eb('events.datetime', '>', new Date(now.getTime() - EVENT_DURATION_MS)),
    seriesRunning(now),
  ]);
}

/**
 * Events whose (first) start falls on `date` in their own zone. The offered zones use the domain's
 * `localDayRange`, so each test is a plain range of datetimes; a zone outside the offered list
 * (not creatable through the API) falls back to the database's own zone conversion. One CASE on
 * the zone rather than an OR per zone: the same answer, and a third less planning time.
 */
function startsOnLocalDay(eb: EventsEb, date: string) {
  const { start: earliest, end: latest } = widestDay(date);
  const byZone = zoneDayRanges(date).map(
    ({ zone, start, end }) =>
      sql`when ${zone} then events.datetime >= ${start} and events.datetime < ${end}`,
  );
  // The outer bound lets the planner scan one datetime range of the index, then check the zones.
  return eb.and([
    eb('events.datetime', '>=', earliest),
    eb('events.datetime', '<', latest),
    sql<SqlBool>`case events.timezone ${sql.join(byZone, sql` `)}
      else (events.datetime at time zone events.timezone)::date = ${date}::date end`,
    // Cancelling a series' first date moves its start, so only a rare DST case keeps a first
    // date cancelled (domain cancelOccurrence). Checked anyway: no cancelled date is ever listed,
    // for about 0.2 ms of heap reads on this branch (measured on the bench data).
    notCancelledOn(date),
  ]);
}

/** Not an event whose series is cancelled on the local day `date`. */
function notCancelledOn(date: string) {
  return sql<SqlBool>`not (${date}::date = any(events.recurrence_exceptions))`;
}

/**
 * `localDayRange` of `date` in every offered zone. Remembered per date: working them out takes
 * about a millisecond of CPU (dozens of Intl conversions), the answer never changes, and the list
 * is asked for the same few dates over and over. Bounded, so odd dates cannot grow it for ever.
 */
const zoneDayRangeCache = new Map<string, { zone: string; start: Date; end: Date }[]>();
const ZONE_DAY_RANGE_CACHE_SIZE = 1000;

function zoneDayRanges(date: string): { zone: string; start: Date; end: Date }[] {
  let ranges = zoneDayRangeCache.get(date);
  if (!ranges) {
    ranges = TIME_ZONE_VALUES.map((zone) => ({ zone, ...localDayRange(date, zone) }));
    if (zoneDayRangeCache.size >= ZONE_DAY_RANGE_CACHE_SIZE) zoneDayRangeCache.clear();
    zoneDayRangeCache.set(date, ranges);
  }
  return ranges;
}

/** The instants that are on `date` somewhere on Earth (UTC−12 … UTC+14). */
function widestDay(date: string): { start: Date; end: Date } {
  const midnight = new Date(`${date}T00:00:00Z`).getTime();
  return { start: new Date(midnight - 14 * HOUR_MS), end: new Date(midnight + 36 * HOUR_MS) };
}

/**
 * Recurring series with an occurrence on `date` (local to each event) other than their first,
 * following the domain's recurrence rules (recurrence.ts): daily every day; weekly on the chosen
 * days (the start's weekday when none); monthly on the start's day of the month; all up to the end
 * date's local day, inclusive, and never on a cancelled date. A test beside this checks it against `occurrencesBetween`.
 */
function laterOccurrenceOnLocalDay(eb: EventsEb, date: string) {
  const { start: earliest, end: latest } = widestDay(date);
  const weekday = weekdayOf(date);
  const dayName = dayOfWeekOf(date);
  const dayOfMonth = Number(date.slice(8, 10));
  return eb.and([
    seriesRunning(earliest),
    eb('events.datetime', '<', latest),
    sql<SqlBool>`(events.datetime at time zone events.timezone)::date < ${date}::date`,
    sql<SqlBool>`(events.recurrence_end_date is null
      or (events.recurrence_end_date at time zone events.timezone)::date >= ${date}::date)`,
    notCancelledOn(date),
    sql<SqlBool>`case events.recurrence_pattern
      when 'daily' then true
      when 'weekly' then case when cardinality(events.recurrence_days_of_week) = 0
        then extract(dow from events.datetime at time zone events.timezone) = ${weekday}
        else ${dayName} = any(events.recurrence_days_of_week) end
      when 'monthly' then extract(day from events.datetime at time zone events.timezone) = ${dayOfMonth}
      else false end`,
  ]);
}

export type EventListQuery = {
  zipCode?: string | undefined;
  city?: string | undefined;
  /** With or without a city: only churches in this state. */
  state?: string | undefined;
  /** Sport values to match (domain `sportFilterValues`), or null for any. */
  sports: string[] | null;
  /** 'YYYY-MM-DD': events on that day in their own zone, whatever `when` says. */
  date?: string | undefined;
  churchId?: number | undefined;
  /** Watch parties (sport in the sports list) or church events (the rest); both if absent. */
  kind?: EventKind | undefined;
  when: EventListWhen;
  cursor: EventCursor | null;
  /** Rows to fetch; the service asks for one more than it shows to know if a page follows. */
  limit: number;
  now: Date;
  /** The caller's church, for the owner-only RSVP count. */
  viewerChurchId?: number | undefined;
  /**
   * Within a radius (docs/adr/0082); by date, `byChurch` when few churches are in it
   * (`countChurchesNear`). The distance order reads the churches nearest first, however many.
   */
  near?: (Near & { byChurch: boolean }) | undefined;
  /** Nearest first, in pages after `distanceCursor`; else by date. */
  byDistance?: boolean | undefined;
  distanceCursor?: EventDistanceCursor | null | undefined;
  text?: TextQuery | undefined;
};

/** First pages, event pages, place searches: what everyone asks for (statement-cache.ts). */
const statements = new StatementCache(1000);

/** A place search's numbers, in the order of their placeholders in PLACEHOLDER_NEAR and _CURSOR. */
function placeNumbers(near: Near, cursor?: EventDistanceCursor | null): number[] {
  const { center, radius, box } = near;
  const place = [center.lat, center.lng, radius, box.minLat, box.maxLat, box.minLng, box.maxLng];
  return cursor ? [...place, cursor.distance, cursor.churchId, cursor.id] : place;
}

const PLACEHOLDER_NEAR: Near = {
  center: { lat: placeholderNumber(0), lng: placeholderNumber(1) },
  radius: placeholderNumber(2),
  box: {
    minLat: placeholderNumber(3),
    maxLat: placeholderNumber(4),
    minLng: placeholderNumber(5),
    maxLng: placeholderNumber(6),
  },
};

const PLACEHOLDER_CURSOR: EventDistanceCursor = {
  distance: placeholderNumber(7),
  churchId: placeholderNumber(8),
  id: placeholderNumber(9),
};

/** Fewer churches than this within the radius: the list reads their events, not the dates in order. */
export const FEW_CHURCHES_NEAR = 150;

/**
 * Churches within the radius' box, counted up to `upTo`: how the list by date finds its events.
 * A few (the countryside): each one's events through (church_id, datetime). Many (a dense metro):
 * the upcoming events in date order, their place checked on the index entry, where one in a
 * handful is near. Counting stops there, since the choice needs no more: a dense metro's 1,500
 * entries cost more than the page itself. Named: its one plan is that index's range.
 */
export async function countChurchesNear(
  db: Db,
  near: Near,
  upTo = FEW_CHURCHES_NEAR,
): Promise<number> {
  const statement = statements.statement(
    `near-count:${upTo}`,
    { now: PLACEHOLDER_NOW, numbers: placeNumbers(near) },
    () => {
      const { box } = PLACEHOLDER_NEAR;
      const inBox = db
        .selectFrom('churches')
        .select(sql.lit(1).as('one'))
        .where('latitude', '>=', box.minLat)
        .where('latitude', '<=', box.maxLat)
        .where('longitude', '>=', box.minLng)
        .where('longitude', '<=', box.maxLng)
        .limit(sql.lit(upTo));
      return db
        .selectFrom(inBox.as('counted'))
        .select((eb) => eb.fn.countAll<number>().as('count'));
    },
  );
  const { rows } = await db.executeQuery<{ count: number }>(statement);
  return Number(rows[0]?.count ?? 0);
}

/**
 * How a branch meets the place filter, on the events' own copy of their church's place (migration
 * 0014). `range`: the branch walks the place's own index (zip, city or state, then datetime), one
 * range per spelling of the city, so a page stops after its rows however many churches the place
 * holds. `entry`: the branch walks its own index and checks the place on each entry (the running
 * series, whose index carries the place).
 */
type PlaceMode = 'range' | 'entry';

/** Active events passing the filters, as (id, datetime) keys; `city` is one spelling (`range`). */
function filteredKeys(
  db: Db,
  q: EventListQuery,
  place: PlaceMode,
  city: string | undefined,
): KeyQuery {
  let query = db
    .selectFrom('events')
    .select(['events.id', 'events.datetime'])
    // Literals, not parameters, here and below: see statement-cache.ts.
    .where('events.is_active', '=', sql.lit(true))
    .where(publishedBy);
  if (q.sports) query = query.where('events.sport', 'in', q.sports);
  if (q.kind === 'watch_party') query = query.where('events.sport', 'in', SPORTS);
  if (q.kind === 'church_event') query = query.where('events.sport', 'not in', SPORTS);
  if (q.churchId !== undefined) query = query.where('events.church_id', '=', q.churchId);
  if (q.zipCode) query = query.where('events.place_zip', '=', q.zipCode);
  // The place holds the lower-cased city; the search matches its usual spellings ('St. Louis',
  // 'Saint Louis').
  if (place === 'range' && city !== undefined) query = query.where('events.place_city', '=', city);
  if (place === 'entry' && q.city) {
    query = query.where('events.place_city', 'in', citySpellings(q.city));
  }
  if (q.state) query = query.where('events.place_state', '=', q.state);
  const near = q.near;
  if (near) {
    query = query.where(withinSql('events.place_lat', 'events.place_lng', near));
    if (near.byChurch) {
      query = query.where(
        sql<SqlBool>`events.church_id = any(array(select nearby.id from churches nearby
          where ${withinSql('nearby.latitude', 'nearby.longitude', near)}))`,
      );
    }
  }
  const text = q.text;
  if (text) query = query.where((eb) => matchesText(eb, text));
  return query;
}

/** One keyset page of a branch, in (datetime, id) order. */
function keysetPage(query: KeyQuery, q: EventListQuery, direction: 'asc' | 'desc'): KeyQuery {
  const { cursor } = q;
  const paged = cursor
    ? query.where((eb) =>
        eb(
          eb.refTuple('events.datetime', 'events.id'),
          direction === 'asc' ? '>' : '<',
          eb.tuple(cursor.datetime, cursor.id),
        ),
      )
    : query;
  return paged
    .orderBy('events.datetime', direction)
    .orderBy('events.id', direction)
    .limit(sql.lit(q.limit));
}

/** A page of keys: (id, datetime) rows in keyset order, at most `q.limit` of them. */
type PageKeys = AliasableExpression<{ id: number; datetime: Date }>;
const DATE_ORDER = ['datetime', 'id'] as const;

/**
 * Pages merged: their union in the pages' order (`order`, all `direction`), cut at the limit. Each
 * page is already in that order and at most a page long, so the union of the first pages holds
 * the first page of the union.
 */
function mergePages<O extends { id: number }>(
  db: Db,
  pages: AliasableExpression<O>[],
  order: readonly (keyof O & string)[],
  direction: 'asc' | 'desc',
  limit: number,
): AliasableExpression<O> {
  const [first, ...rest] = pages;
  if (!first) throw new Error('mergePages needs a page');
  if (!rest.length) return first;
  const union = rest.reduce(
    (all, page, index) => all.unionAll(db.selectFrom(page.as(`k${index + 1}`)).selectAll()),
    db.selectFrom(first.as('k0')).selectAll(),
  );
  // ORDER BY and LIMIT after UNION ALL apply to the whole union; its rows are the pages' (O).
  return order
    .reduce((query, column) => query.orderBy(sql.ref(column), direction), union)
    .limit(sql.lit(limit))
    .$castTo<O>();
}

/** One branch of the page: its keyset page, one per spelling of the city in `range` mode. */
function branch(
  db: Db,
  q: EventListQuery,
  direction: 'asc' | 'desc',
  place: PlaceMode,
  where: (query: KeyQuery) => KeyQuery,
): PageKeys {
  const cities = place === 'range' && q.city ? citySpellings(q.city) : [undefined];
  const pages = cities.map((city) =>
    keysetPage(where(filteredKeys(db, q, place, city)), q, direction),
  );
  return mergePages(db, pages, DATE_ORDER, direction, q.limit);
}

/** A part of the list's timeline: its own filter, walking its own index (see PlaceMode). */
type TimelineBranch = { place: PlaceMode; where: (query: KeyQuery) => KeyQuery };

/**
 * The list's timeline in branches, each walking its own index: the upcoming events and the series
 * still running, the past ones, or those on one date (their first date, or a later one of a
 * series).
 */
function timeline(q: EventListQuery): { direction: 'asc' | 'desc'; branches: TimelineBranch[] } {
  if (q.date) {
    const date = q.date;
    return {
      direction: 'asc',
      branches: [
        { place: 'range', where: (query) => query.where((eb) => startsOnLocalDay(eb, date)) },
        {
          place: 'entry',
          where: (query) => query.where((eb) => laterOccurrenceOnLocalDay(eb, date)),
        },
      ],
    };
  }
  if (q.when === 'past') {
    const past: TimelineBranch = {
      place: 'range',
      where: (query) =>
        query.where('events.datetime', '<', q.now).where((eb) => eb.not(seriesRunning(q.now))),
    };
    return { direction: 'desc', branches: [past] };
  }
  const branches: TimelineBranch[] = [
    { place: 'range', where: (query) => query.where('events.datetime', '>=', q.now) },
  ];
  // Series that started before now but still run come first (they sort by their first start).
  // Once the cursor is past `now` none of them can follow, so the branch is skipped.
  if (!q.cursor || q.cursor.datetime < q.now) {
    branches.unshift({
      place: 'entry',
      where: (query) => query.where('events.datetime', '<', q.now).where(seriesRunning(q.now)),
    });
  }
  return { direction: 'asc', branches };
}

/** The page's branches, each walking its own index in keyset order and stopping at the limit. */
function pageBranches(db: Db, q: EventListQuery): { keys: PageKeys[]; direction: 'asc' | 'desc' } {
  const { direction, branches } = timeline(q);
  return {
    direction,
    keys: branches.map(({ place, where }) => branch(db, q, direction, place, where)),
  };
}

/** A page of keys in distance order: (distance, church id, event id), at most `q.limit`. */
type DistancePageKeys = AliasableExpression<{ distance: number; church_id: number; id: number }>;
const DISTANCE_ORDER = ['distance', 'church_id', 'id'] as const;

/**
 * The churches within the radius, nearest first, from their place index (migration 0032: the id
 * rides along); after the cursor's church, or at it, on a later page.
 */
function nearestChurches(db: Db, near: Near, cursor: EventDistanceCursor | null | undefined) {
  const distance = distanceSql('nearby.latitude', 'nearby.longitude', near.center);
  return db
    .selectFrom('churches as nearby')
    .select(['nearby.id', distance.as('distance')])
    .where(withinSql('nearby.latitude', 'nearby.longitude', near))
    .$if(cursor != null, (query) =>
      query.where(
        sql<SqlBool>`(${distance}, nearby.id) >= (${cursor?.distance}::float8, ${cursor?.churchId}::int)`,
      ),
    )
    .orderBy('distance')
    .orderBy('nearby.id');
}

/**
 * A `range` branch in distance order: church by church, nearest first, each one's events through
 * its own (church_id, datetime) index (by id, after the cursor), until the page is full. The
 * churches are the place filter, so the events' own copy of the place is not read.
 */
function churchByChurch(
  db: Db,
  q: EventListQuery,
  near: Near,
  where: TimelineBranch['where'],
): DistancePageKeys {
  const cursor = q.distanceCursor;
  const events = where(filteredKeys(db, { ...q, near: undefined }, 'entry', undefined))
    .where(sql<SqlBool>`events.church_id = near.id`)
    .$if(cursor != null, (query) =>
      query.where(
        sql<SqlBool>`(near.distance, near.id, events.id)
          > (${cursor?.distance}::float8, ${cursor?.churchId}::int, ${cursor?.id}::int)`,
      ),
    )
    .orderBy('events.id')
    .limit(sql.lit(q.limit));
  return db
    .selectFrom(nearestChurches(db, near, cursor).as('near'))
    .innerJoinLateral(events.as('hosted'), (join) => join.onTrue())
    .select(['near.distance', 'near.id as church_id', 'hosted.id'])
    .orderBy('near.distance')
    .orderBy('near.id')
    .orderBy('hosted.id')
    .limit(sql.lit(q.limit));
}

/**
 * An `entry` branch in distance order (series: few): one walk of its index, the place checked
 * and the distance measured on each entry, the nearest after the cursor kept.
 */
function placeOnEntry(
  db: Db,
  q: EventListQuery,
  near: Near,
  where: TimelineBranch['where'],
): DistancePageKeys {
  const distance = distanceSql('events.place_lat', 'events.place_lng', near.center);
  const cursor = q.distanceCursor;
  return where(filteredKeys(db, { ...q, near: { ...near, byChurch: false } }, 'entry', undefined))
    .clearSelect()
    .select([distance.as('distance'), 'events.church_id', 'events.id'])
    .$if(cursor != null, (query) =>
      query.where(
        sql<SqlBool>`(${distance}, events.church_id, events.id)
          > (${cursor?.distance}::float8, ${cursor?.churchId}::int, ${cursor?.id}::int)`,
      ),
    )
    .orderBy('distance')
    .orderBy('events.church_id')
    .orderBy('events.id')
    .limit(sql.lit(q.limit));
}

/**
 * Nearest first (docs/adr/0082): an event is as far as its church, so the churches within the
 * radius are read nearest first and their events church by church, in (distance, church id, event
 * id) order after the cursor. A dense metro's page reads a few churches' events, not every event
 * within the radius.
 */
function distanceKeys(db: Db, q: EventListQuery, near: Near): DistancePageKeys {
  const pages = timeline(q).branches.map(({ place, where }) =>
    place === 'range' ? churchByChurch(db, q, near, where) : placeOnEntry(db, q, near, where),
  );
  return mergePages(db, pages, DISTANCE_ORDER, 'asc', q.limit);
}

/** The page's keys: the branches' union, in keyset order, cut at the limit. */
function pageKeys(db: Db, q: EventListQuery) {
  const { keys, direction } = pageBranches(db, q);
  return { direction, keys: mergePages(db, keys, DATE_ORDER, direction, q.limit) };
}

/**
 * The event columns the API reads (`toEvent`); not `updated_at`, which it never shows. The return
 * types of `listEvents` and `findActiveEvent` fail to compile if one that it shows is missing.
 */
const EVENT_COLUMNS = [
  'events.id',
  'events.title',
  'events.description',
  'events.sport',
  'events.game_details',
  'events.datetime',
  'events.timezone',
  'events.church_id',
  'events.max_attendees',
  'events.current_attendees',
  'events.food_provided',
  'events.reminders_enabled',
  'events.age_group',
  'events.is_active',
  'events.image_url',
  'events.is_recurring',
  'events.recurrence_pattern',
  'events.recurrence_end_date',
  'events.recurrence_days_of_week',
  'events.recurrence_exceptions',
  'events.created_at',
  'events.calendar_sequence',
] as const;

/** How many dates of a series the event read counts seats for (its `occurrences`). */
const SEAT_DATES_READ = 60;

/**
 * A series' people per date from the day before `now` on ({ "2026-12-13": 8, … }), for its
 * `occurrences`; null for a one-off event, whose one date is `current_attendees`.
 */
function seatsByDate(now: Date) {
  return sql<Record<string, number> | null>`case when events.is_recurring
      and events.recurrence_pattern <> 'none' then
    (select coalesce(json_object_agg(dated.occurrence_date, dated.taken), '{}')
     from (select occurrence_date, taken from occurrence_seats seats
           where seats.event_id = events.id
             and seats.occurrence_date >= (${now}::timestamptz at time zone 'UTC')::date - 1
           order by occurrence_date limit ${sql.lit(SEAT_DATES_READ)}) dated) end`;
}

/**
 * Per date with a waitlist, the seats its offers hold and the parties waiting
 * ({ "2026-12-13": [4, 2], … }); null when no date has either, as almost every event (the
 * partial index on occurrence_seats makes that one probe).
 */
const QUEUE_BY_DATE = sql<Record<string, [number, number]> | null>`(
  select json_object_agg(queued.occurrence_date, json_build_array(queued.held, queued.waiting))
  from occurrence_seats queued
  where queued.event_id = events.id and (queued.held > 0 or queued.waiting > 0))`;

/** Events joined with their church's public columns, the church's upcoming event count and,
 * for the viewer's own church, the RSVP count: one statement, whatever the page size. */
function selectEventsWithChurch(
  db: Db,
  viewerChurchId: number | undefined,
  now: Date,
  near?: Near,
) {
  return db
    .selectFrom('events')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select(EVENT_COLUMNS)
    .select([
      'churches.name as church_name',
      'churches.description as church_description',
      'churches.address as church_address',
      'churches.city as church_city',
      'churches.state as church_state',
      'churches.zip_code as church_zip_code',
      'churches.phone as church_phone',
      'churches.email as church_email',
      'churches.website as church_website',
      'churches.denomination as church_denomination',
      'churches.capacity as church_capacity',
      'churches.amenities as church_amenities',
      'churches.image_url as church_image_url',
      'churches.created_at as church_created_at',
    ])
    .select(() => [
      upcomingEventCount(now).as('church_event_count'),
      seatsByDate(now).as('seats_by_date'),
      QUEUE_BY_DATE.as('queue_by_date'),
      near
        ? distanceSql('events.place_lat', 'events.place_lng', near.center).as('distance_miles')
        : sql<null>`null`.as('distance_miles'),
      viewerChurchId === undefined
        ? sql<null>`null`.as('rsvp_count')
        : sql<string | null>`case when events.church_id = ${viewerChurchId}
            then (select count(*) from rsvps where rsvps.event_id = events.id) end`.as(
            'rsvp_count',
          ),
      viewerChurchId === undefined
        ? sql<null>`null`.as('rsvps_by_date')
        : sql<Record<string, number> | null>`case when events.church_id = ${viewerChurchId}
            then (select coalesce(json_object_agg(dated.occurrence_date, dated.rsvps), '{}')
              from (select occurrence_date, count(*) as rsvps from rsvps
                    where rsvps.event_id = events.id
                      and occurrence_date >= (${now}::timestamptz at time zone 'UTC')::date - 1
                    group by occurrence_date order by occurrence_date
                    limit ${sql.lit(SEAT_DATES_READ)}) dated) end`.as('rsvps_by_date'),
    ]);
}

/**
 * The statement behind `listEvents` (exported for the benchmark): the page's keys
 * first, then the rows and churches of just those events.
 */
export function listEventsQuery(db: Db, q: EventListQuery) {
  const select = selectEventsWithChurch(db, q.viewerChurchId, q.now, q.near);
  if (q.near && q.byDistance) {
    return select
      .innerJoin(distanceKeys(db, q, q.near).as('page'), 'page.id', 'events.id')
      .orderBy('page.distance')
      .orderBy('page.church_id')
      .orderBy('page.id');
  }
  const { keys, direction } = pageKeys(db, q);
  return select
    .innerJoin(keys.as('page'), 'page.id', 'events.id')
    .orderBy('events.datetime', direction)
    .orderBy('events.id', direction);
}

/**
 * Whether `listEvents` asks for the page in two statements (`placeKeysQuery`, then
 * `eventRowsQuery`): a first page by date among many churches, whose whole statement cost more to
 * plan for each place than the two.
 */
export function pageByKeys(q: EventListQuery): boolean {
  return q.near !== undefined && !q.near.byChurch && !q.byDistance && !q.cursor && !q.text;
}

/**
 * The first statement of a search by date among many churches (exported for EXPLAIN in the
 * benchmark): the ids of the page's events in date order, from the indexes alone (migration 0032).
 */
export function placeKeysQuery(db: Db, q: EventListQuery) {
  const { keys, direction } = pageKeys(db, q);
  return db
    .selectFrom(keys.as('page'))
    .select('page.id')
    .orderBy('page.datetime', direction)
    .orderBy('page.id', direction);
}

/** The second: those events' rows, with their distance from the place. */
export function eventRowsQuery(
  db: Db,
  page: { viewerChurchId: number | undefined; now: Date; near: Near; ids: readonly number[] },
) {
  return selectEventsWithChurch(db, page.viewerChurchId, page.now, page.near).where(
    sql<SqlBool>`events.id = any(${page.ids}::int[])`,
  );
}

/** One page of the public list (at most `q.limit` rows), each with its church. */
export async function listEvents(db: Db, q: EventListQuery): Promise<EventWithChurchRow[]> {
  // A later page by date depends on its cursor (which branches run), and a text search's words
  // sit in the statement in several forms: both are built each time.
  if (q.cursor || q.text) return listEventsQuery(db, q).execute();
  const { now, cursor: _cursor, near, distanceCursor, ...rest } = q;
  if (!near) {
    const statement = statements.statement(`list:${JSON.stringify(rest)}`, { now }, () =>
      listEventsQuery(db, { ...q, now: PLACEHOLDER_NOW }),
    );
    return (await db.executeQuery<EventWithChurchRow>(statement)).rows;
  }
  // A place search: kept per shape (the filters, the order, whether a cursor follows), its place
  // and cursor in numbered placeholders (statement-cache.ts), planned for each place.
  const shape = { ...rest, byChurch: near.byChurch, after: distanceCursor != null };
  const numbers = placeNumbers(near, distanceCursor);
  const placed = {
    ...q,
    now: PLACEHOLDER_NOW,
    near: { ...PLACEHOLDER_NEAR, byChurch: near.byChurch },
    distanceCursor: distanceCursor && PLACEHOLDER_CURSOR,
  };
  if (!pageByKeys(q)) {
    // One statement. Named for the few churches' events by date: one plan serves every such place
    // (each church's events through its index). Nearest first, the page's keys are most of the
    // planning.
    const statement = statements.statement(
      `near:${JSON.stringify(shape)}`,
      { now, numbers },
      () => listEventsQuery(db, placed),
      { prepared: !q.byDistance },
    );
    return (await db.executeQuery<EventWithChurchRow>(statement)).rows;
  }
  // Many churches by date: the page's keys, planned for the place, then their rows by one named
  // statement. Planning the whole page for each place took PostgreSQL twice as long as the page.
  const keys = statements.statement(
    `near:${JSON.stringify(shape)}`,
    { now, numbers },
    () => placeKeysQuery(db, placed),
    { prepared: false },
  );
  const ids = (await db.executeQuery<{ id: number }>(keys)).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const { viewerChurchId } = q;
  const rows = statements.statement(
    `near-rows:${viewerChurchId === undefined ? 'visitor' : 'church'}`,
    { now, numbers, ids, id: viewerChurchId },
    () =>
      eventRowsQuery(db, {
        viewerChurchId: viewerChurchId === undefined ? undefined : PLACEHOLDER_ID,
        now: PLACEHOLDER_NOW,
        near: PLACEHOLDER_NEAR,
        ids: PLACEHOLDER_IDS,
      }),
  );
  const byId = new Map(
    (await db.executeQuery<EventWithChurchRow>(rows)).rows.map((row) => [row.id, row]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The statement behind `findActiveEvent` (exported for the benchmark's bare route). */
export function findActiveEventQuery(
  db: Db,
  id: number,
  viewerChurchId?: number,
  now = new Date(),
) {
  return (
    selectEventsWithChurch(db, viewerChurchId, now)
      .where('events.id', '=', id)
      .where('events.is_active', '=', sql.lit(true))
      // Visitors see what a church that has paid publishes (`publishedBy`); the church its own.
      .where((eb) =>
        viewerChurchId === undefined
          ? eb('churches.partner_since', 'is not', null)
          : eb.or([
              eb('churches.partner_since', 'is not', null),
              eb('events.church_id', '=', viewerChurchId),
            ]),
      )
  );
}

/** An active event with its church, or undefined. */
export async function findActiveEvent(
  db: Db,
  id: number,
  viewerChurchId?: number,
  now = new Date(),
): Promise<EventWithChurchRow | undefined> {
  const statement = statements.statement(`event:${viewerChurchId ?? ''}`, { now, id }, () =>
    findActiveEventQuery(db, PLACEHOLDER_ID, viewerChurchId, PLACEHOLDER_NOW),
  );
  return (await db.executeQuery<EventWithChurchRow>(statement)).rows[0];
}

export function insertEvent(db: Db, values: NewEvent): Promise<number> {
  return insertRow(db, 'events', values);
}

export type LockedEvent = Pick<
  EventRow,
  | 'id'
  | 'church_id'
  | 'is_active'
  | 'current_attendees'
  | 'max_attendees'
  | 'datetime'
  | 'timezone'
  | 'sport'
  | 'recurrence_end_date'
  | 'is_recurring'
  | 'recurrence_pattern'
  | 'recurrence_days_of_week'
  | 'recurrence_exceptions'
>;

/**
 * Reads an event and locks its row until the transaction ends, so RSVPs (whose seat UPDATE needs
 * the same row) wait while an edit checks and writes max attendees.
 */
export async function lockEvent(db: Db, id: number): Promise<LockedEvent | undefined> {
  return db
    .selectFrom('events')
    .select([
      'id',
      'church_id',
      'is_active',
      'current_attendees',
      'max_attendees',
      'sport',
      ...SCHEDULE_COLUMNS,
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateEvent(db: Db, id: number, values: EventUpdate): Promise<void> {
  await db.updateTable('events').set(values).where('id', '=', id).execute();
}

/** Deletes the event if `churchId` hosts it (RSVPs and notifications go by FK cascade). */
export async function deleteOwnedEvent(
  db: Db,
  id: number,
  churchId: number,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom('events')
    .where('id', '=', id)
    .where('church_id', '=', churchId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The state a church is in, which decides the zone of its events by default. */
export async function findChurchState(db: Db, churchId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('churches')
    .select('state')
    .where('id', '=', churchId)
    .executeTakeFirst();
  return row?.state;
}
