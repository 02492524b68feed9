import type { EventRow } from '@huddle/db';
import {
  AGE_GROUP_VALUES,
  type ChurchMembership,
  capacityBadge,
  DAYS_OF_WEEK,
  EVENT_DURATION_MS,
  EVENT_KINDS,
  eventSearchInput,
  type OpenDate,
  openDates,
  ownsEvent,
  RECURRENCE_PATTERNS,
  type RecurringEvent,
  recurrenceEndLocalDate,
  seatsOpen,
  spotsLeft,
} from '@huddle/domain';
import { z } from 'zod';
import { churchSchema, type PublicChurchRow, toChurch } from '../churches/church.schemas.js';
import { roundMiles } from '../churches/near.js';
import { isDateOver, recurringEventOf, startOfDate } from './recurring-event.js';

/**
 * What only the hosting church's users see (spec §2, §6): the Going count and the card's
 * spots-left warning. Attendance as current/max and the spots left are public (§2 event page).
 */
export const eventOwnerSchema = z.object({
  /** RSVPs received (the "Going" count); `currentAttendees` counts people, guests included. */
  rsvpCount: z.number().int(),
  /** 'Only N spots left!' at 1-5 spots, 'Event Full' at 0, else null (domain `capacityBadge`). */
  spotsLeftWarning: z.string().nullable(),
  /**
   * The RSVPs of each date still to come, soonest first: who a cancellation or a change would
   * tell (the delete and cancel dialogs say so).
   */
  upcomingRsvps: z.array(z.object({ date: z.string(), rsvps: z.number().int() })),
  /** Attendees are reminded a day and two hours before their date (docs/adr/0077-reminders.md). */
  remindersEnabled: z.boolean(),
});
export type EventOwnerInfo = z.infer<typeof eventOwnerSchema>;

/** One date of an event and its seats: each date has the event's max attendees. */
export const occurrenceSchema = z.object({
  /** 'YYYY-MM-DD' in the event's zone: what an RSVP sends as `occurrenceDate`. */
  date: z.string(),
  currentAttendees: z.number().int(),
  /** Seats a newcomer may RSVP for: none while parties wait, none held by their offers. */
  spotsLeft: z.number().int(),
  /** Parties on the date's waitlist not yet offered seats (docs/adr/0076-waitlist.md). */
  waitingCount: z.number().int(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

/** How many open dates the event read lists; a list's cards carry the next one only. */
export const OCCURRENCES_SHOWN = 12;

/**
 * An event as anyone may see it, with its host church (public fields only). The output schema
 * strips every field not listed, so attendee data can never ride along.
 */
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sport: z.string(),
  gameDetails: z.string(),
  datetime: z.date(),
  timezone: z.string(),
  churchId: z.number().int(),
  maxAttendees: z.number().int(),
  currentAttendees: z.number().int(),
  spotsLeft: z.number().int(),
  /** Not in the spec: parties waiting for seats on the first open date (see `occurrences`). */
  waitingCount: z.number().int(),
  foodProvided: z.boolean(),
  ageGroup: z.enum(AGE_GROUP_VALUES),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  isRecurring: z.boolean(),
  recurrencePattern: z.enum(RECURRENCE_PATTERNS),
  /** The series' last day, 'YYYY-MM-DD' in the event's zone (as the create payload sends it). */
  recurrenceEndDate: z.string().nullable(),
  recurrenceDaysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  /** Cancelled dates of the series, 'YYYY-MM-DD' in the event's zone, in order. */
  recurrenceExceptions: z.array(z.string()),
  createdAt: z.date(),
  church: churchSchema,
  /**
   * The dates still open for RSVPs, soonest first (a one-off event: its own, until it is over),
   * each with its own seats. `currentAttendees` and `spotsLeft` above are the first one's.
   */
  occurrences: z.array(occurrenceSchema),
  /** Present only when the caller is a user of the hosting church. */
  owner: eventOwnerSchema.optional(),
  /** Miles from the place searched (`near`, or `lat` and `lng`); null without one. */
  distanceMiles: z.number().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

/** What the hosting church gets back from create and update: the owner block is always there. */
export const ownerEventSchema = eventSchema.extend({ owner: eventOwnerSchema });
export type OwnerEvent = z.infer<typeof ownerEventSchema>;

/** GET /api/events: one keyset page; pass `nextCursor` back as `cursor` for the next one. */
export const eventPageSchema = z.object({
  items: z.array(eventSchema),
  nextCursor: z.string().nullable(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/**
 * Which part of the timeline the list shows (the spec leaves it open): `upcoming` (default) is
 * everything not over yet, soonest first, including recurring series still running; `past` is
 * what is over, latest first. A `date` filter shows that day whatever `when` says.
 */
export const EVENT_LIST_WHEN = ['upcoming', 'past'] as const;
export type EventListWhen = (typeof EVENT_LIST_WHEN)[number];

export const eventListInput = eventSearchInput.extend({
  when: z.enum(EVENT_LIST_WHEN, { error: "When must be 'upcoming' or 'past'" }).default('upcoming'),
  /**
   * The /events tab (spec §5): watch_party is events whose sport is in the sports list,
   * church_event the rest. Filtered here, not in the browser, so each tab pages on its own.
   */
  kind: z.enum(EVENT_KINDS, { error: "Kind must be 'watch_party' or 'church_event'" }).optional(),
});
export type EventListInput = z.output<typeof eventListInput>;

export const eventDeletedSchema = z.object({
  id: z.number().int(),
  /** The attendees of dates still to come, each told by mail (past dates tell nobody). */
  attendeesTold: z.number().int(),
});

/** A cancelled date: the event stays (`deleted: false`) unless that was its last date. */
export const occurrenceCancelledSchema = z.object({
  id: z.number().int(),
  deleted: z.boolean(),
  /** The attendees of that date, each told by mail. */
  attendeesTold: z.number().int(),
});

/** An event row joined with its church's public columns (prefixed `church_`). */
export type EventWithChurchRow = Omit<
  EventRow,
  'updated_at' | 'place_city' | 'place_state' | 'place_zip' | 'place_lat' | 'place_lng'
> & {
  church_name: string;
  church_description: string;
  church_address: string;
  church_city: string;
  church_state: string;
  church_zip_code: string;
  church_phone: string;
  church_email: string;
  church_website: string | null;
  church_denomination: string | null;
  church_capacity: number;
  church_amenities: string[];
  church_image_url: string | null;
  church_created_at: Date;
  church_event_count: number | string;
  /** A series' people per upcoming date; null for a one-off event (events.repository.ts). */
  seats_by_date: Record<string, number> | null;
  /** [seats held by offers, parties waiting] per date that has a waitlist; null for none. */
  queue_by_date: Record<string, [number, number]> | null;
  /** Miles from the searched place, or null without one. */
  distance_miles: number | null;
  /** Filled only for the viewer's own church's events, else null. */
  rsvp_count: number | string | null;
  /** The viewer's own church's events only: RSVPs per date from yesterday on. */
  rsvps_by_date: Record<string, number> | null;
};

function churchOf(row: EventWithChurchRow): PublicChurchRow {
  return {
    id: row.church_id,
    name: row.church_name,
    description: row.church_description,
    address: row.church_address,
    city: row.church_city,
    state: row.church_state,
    zip_code: row.church_zip_code,
    phone: row.church_phone,
    email: row.church_email,
    website: row.church_website,
    denomination: row.church_denomination,
    capacity: row.church_capacity,
    amenities: row.church_amenities,
    image_url: row.church_image_url,
    created_at: row.church_created_at,
  };
}

/**
 * `recurrenceEndLocalDate`, remembered per (instant, zone): each call is an Intl conversion of
 * about 4 µs, and every upcoming page opens with running series, so the list would redo the same
 * couple of dozen conversions on every request. Bounded, so it cannot grow for ever.
 */
const endDateCache = new Map<string, string | null>();
const END_DATE_CACHE_SIZE = 10_000;

function seriesEndDate(end: Date | null, timeZone: string): string | null {
  if (!(end instanceof Date)) return recurrenceEndLocalDate(end, timeZone);
  const key = `${end.getTime()}|${timeZone}`;
  let local = endDateCache.get(key);
  if (local === undefined) {
    local = recurrenceEndLocalDate(end, timeZone);
    if (endDateCache.size >= END_DATE_CACHE_SIZE) endDateCache.clear();
    endDateCache.set(key, local);
  }
  return local;
}

/**
 * `openDates`, remembered per schedule: a list page opens with running series, and each costs a
 * dozen Intl conversions to find its next date (about 45 % of a list request's CPU when they were
 * computed every time). The dates stay right until the first of them is over, which is when an
 * entry is computed again. Bounded, like `endDateCache`.
 */
const openDatesCache = new Map<string, { validUntil: number; dates: OpenDate[] }>();
const OPEN_DATES_CACHE_SIZE = 10_000;

function cachedOpenDates(schedule: RecurringEvent, now: Date, limit: number): OpenDate[] {
  const key = [
    schedule.datetime.getTime(),
    schedule.timezone,
    schedule.isRecurring,
    schedule.recurrencePattern,
    schedule.recurrenceEndDate instanceof Date
      ? schedule.recurrenceEndDate.getTime()
      : schedule.recurrenceEndDate,
    schedule.recurrenceDaysOfWeek?.join(','),
    schedule.recurrenceExceptions?.join(','),
    limit,
  ].join('|');
  const kept = openDatesCache.get(key);
  if (kept && now.getTime() < kept.validUntil) return kept.dates;
  const dates = openDates(schedule, now, limit);
  const first = dates[0];
  // No date left: none will come back for this schedule.
  const validUntil = first
    ? first.startsAt.getTime() + EVENT_DURATION_MS
    : Number.POSITIVE_INFINITY;
  if (openDatesCache.size >= OPEN_DATES_CACHE_SIZE) openDatesCache.clear();
  openDatesCache.set(key, { validUntil, dates });
  return dates;
}

/** A date without a waitlist: no seats held, nobody waiting. */
const NO_QUEUE: [number, number] = [0, 0];

/**
 * Row → API object, the one place the mapping lives. The owner block is added only when the
 * viewer belongs to the hosting church (domain `ownsEvent`).
 */
export function toEvent(
  row: EventWithChurchRow,
  viewer: ChurchMembership,
  now: Date,
  datesShown = OCCURRENCES_SHOWN,
): Event {
  const schedule = recurringEventOf(row);
  const occurrences = cachedOpenDates(schedule, now, datesShown).map(({ date }) => {
    const taken = row.seats_by_date ? (row.seats_by_date[date] ?? 0) : row.current_attendees;
    const [held, waiting] = row.queue_by_date?.[date] ?? NO_QUEUE;
    return {
      date,
      currentAttendees: taken,
      spotsLeft: seatsOpen({ maxAttendees: row.max_attendees, taken, held, waiting }),
      waitingCount: waiting,
    };
  });
  // A series shows its next date's seats; a one-off event (or a series over) its own count.
  const next = occurrences[0];
  const shown = row.seats_by_date ? (next?.currentAttendees ?? 0) : row.current_attendees;
  const left = next
    ? next.spotsLeft
    : spotsLeft({ maxAttendees: row.max_attendees, currentAttendees: shown });
  // Seats held for the line count as taken for the owner's badge ('Event Full').
  const capacity = { maxAttendees: row.max_attendees, currentAttendees: row.max_attendees - left };
  const { datetime, timezone, ...series } = schedule;
  const event: Event = {
    id: row.id,
    title: row.title,
    description: row.description,
    sport: row.sport,
    gameDetails: row.game_details,
    datetime,
    timezone,
    churchId: row.church_id,
    maxAttendees: row.max_attendees,
    currentAttendees: shown,
    spotsLeft: left,
    waitingCount: next?.waitingCount ?? 0,
    foodProvided: row.food_provided,
    ageGroup: row.age_group,
    isActive: row.is_active,
    imageUrl: row.image_url,
    ...series,
    // Given as its local day, as the create payload sends it.
    recurrenceEndDate: seriesEndDate(row.recurrence_end_date, row.timezone),
    createdAt: row.created_at,
    church: toChurch(churchOf(row), Number(row.church_event_count)),
    occurrences,
    distanceMiles: row.distance_miles === null ? null : roundMiles(row.distance_miles),
  };
  if (ownsEvent(viewer, event)) {
    event.owner = {
      // A series counts its next date's RSVPs, as `currentAttendees` counts its people.
      rsvpCount: row.seats_by_date
        ? Number(row.rsvps_by_date?.[occurrences[0]?.date ?? ''] ?? 0)
        : Number(row.rsvp_count ?? 0),
      spotsLeftWarning: capacityBadge(capacity),
      upcomingRsvps: Object.entries(row.rsvps_by_date ?? {})
        .filter(([date]) => !isDateOver(startOfDate(row, date), now))
        .map(([date, rsvps]) => ({ date, rsvps: Number(rsvps) }))
        .sort((a, b) => a.date.localeCompare(b.date)),
      remindersEnabled: row.reminders_enabled,
    };
  }
  return event;
}
