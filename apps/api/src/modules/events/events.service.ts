import type { Db, EventUpdate } from '@huddle/db';
import {
  type ChurchMembership,
  cancelOccurrence,
  decodeEventCursor,
  type EventCreateInput,
  type EventUpdateInput,
  encodeEventCursor,
  eventCreateInput,
  LAPSED_EDIT_REFUSED,
  lapsedChurchMayEdit,
  localDateOf,
  maxAttendeesAllowed,
  maxBelowAttendeesMessage,
  type OccurrenceCancelInput,
  ownsEvent,
  readPlaceQuery,
  recurrenceEndInstant,
  recurrenceEndLocalDate,
  sportFilterValues,
  type TimeZone,
  timeZoneForState,
} from '@huddle/domain';
import { appError, fieldError, invalidInput } from '../../errors/app-error.js';
import { findAccount, findChurchSubscriptionStatus } from '../auth/auth.repository.js';
import {
  decodeEventDistanceCursor,
  encodeDistanceCursor,
  type Near,
  readNear,
} from '../churches/near.js';
import { holdChangeNotices } from '../rsvps/change-notices.js';
import { tellAttendeesOfCancellation } from '../rsvps/rsvp-cancellations.js';
import { deleteRsvpsOnDate } from '../rsvps/rsvp-cancellations.repository.js';
import {
  addToEventTotal,
  lockRsvpTarget,
  mostSeatsOnADate,
  moveRsvpsToDate,
} from '../rsvps/rsvps.repository.js';
import type { SessionPort } from '../sessions/session-port.js';
import { readCursor } from '../shared/list-cursor.js';
import { deleteEntriesOnDate, moveEntriesToDate } from '../waitlist/waitlist.repository.js';
import { offerOnEveryDate } from '../waitlist/waitlist-offers.js';
import {
  type Event,
  type EventListInput,
  type EventPage,
  type OwnerEvent,
  toEvent,
} from './event.schemas.js';
import { calendarFile } from './event-calendar.js';
import { eventPageUrl } from './event-page-url.js';
import {
  countChurchesNear,
  deleteOwnedEvent,
  FEW_CHURCHES_NEAR,
  findActiveEvent,
  findChurchState,
  insertEvent,
  type LockedEvent,
  listEvents as listEventRows,
  lockEvent,
  updateEvent as updateEventRow,
} from './events.repository.js';
import { seriesAfterEdit, seriesColumns } from './events.series.js';
import { recurringEventOf } from './recurring-event.js';
import { hasTrigrams } from './text-search.js';

export type ChurchUser = { churchId: number; role: string };

export const EVENT_NOT_FOUND = 'Event not found.';
export const NOT_YOUR_EVENT = "You can only manage your own church's events.";
export const NOT_YOUR_CHURCH = 'You can only host events for your own church.';

const notFound = () => appError('NOT_FOUND', EVENT_NOT_FOUND);

/**
 * The caller's church membership on a public call, or null when signed out or unlinked. Public
 * procedures use it only to add the owner-only block to the caller's own events.
 */
export async function viewerOf(ctx: { db: Db; session: SessionPort }): Promise<ChurchMembership> {
  const userId = ctx.session.userId;
  if (userId === undefined) return null;
  return (await findAccount(ctx.db, userId))?.churchUser ?? null;
}

/**
 * A radius and words as the list searches them (the list and the search feed): the plan for the
 * radius, chosen by how many churches it holds, and the text search, fuzzy where trigrams are.
 */
export async function radiusAndWords(
  db: Db,
  near: Near | null,
  words: string | undefined,
  byDistance = false,
) {
  return {
    // The distance order reads the churches nearest first, however many: no count to choose by.
    near: near
      ? {
          ...near,
          byChurch: !byDistance && (await countChurchesNear(db, near)) < FEW_CHURCHES_NEAR,
        }
      : undefined,
    text: words ? { text: words, fuzzy: await hasTrigrams(db) } : undefined,
  };
}

export async function listEvents(
  db: Db,
  input: EventListInput,
  viewer: ChurchMembership,
  now = new Date(),
): Promise<EventPage> {
  const near = readNear(input);
  const byDistance = near !== null && input.sort === 'distance';
  const cursor = byDistance ? null : readCursor(input.cursor, decodeEventCursor);
  const distanceCursor = byDistance ? readCursor(input.cursor, decodeEventDistanceCursor) : null;
  // REST callers send the location box's text as `city` (spec §5): 'Austin, TX' is read as /events reads it.
  const place = readPlaceQuery(input);
  const rows = await listEventRows(db, {
    zipCode: place.zipCode,
    city: place.city,
    state: place.state,
    sports: sportFilterValues(input.sport),
    date: input.date,
    churchId: input.church,
    kind: input.kind,
    when: input.when,
    cursor,
    limit: input.limit + 1,
    now,
    viewerChurchId: viewer?.churchId,
    ...(await radiusAndWords(db, near, input.q, byDistance)),
    byDistance,
    distanceCursor,
  });
  // A card shows the next date's seats: its one date is all a list computes.
  const items = rows.slice(0, input.limit).map((row) => toEvent(row, viewer, now, 1));
  const last = rows[input.limit - 1];
  if (rows.length <= input.limit || !last) return { items, nextCursor: null };
  return {
    items,
    nextCursor: byDistance
      ? encodeDistanceCursor({
          distance: last.distance_miles ?? 0,
          churchId: last.church_id,
          id: last.id,
        })
      : encodeEventCursor({ datetime: last.datetime, id: last.id }),
  };
}

/** An active event; 404 for a missing or inactive one. */
export async function getEvent(
  db: Db,
  id: number,
  viewer: ChurchMembership,
  now = new Date(),
): Promise<Event> {
  const row = await findActiveEvent(db, id, viewer?.churchId, now);
  if (!row) throw notFound();
  return toEvent(row, viewer, now);
}

/** The .ics file of an active event (404 otherwise); `publicUrl` makes the page address in it. */
export async function getCalendarFile(db: Db, id: number, publicUrl: string, now = new Date()) {
  const row = await findActiveEvent(db, id, undefined, now);
  if (!row) throw notFound();
  return calendarFile(row, eventPageUrl(publicUrl, id), now);
}

async function getOwnedEvent(db: Db, id: number, churchUser: ChurchUser): Promise<OwnerEvent> {
  const event = await getEvent(db, id, churchUser);
  if (!event.owner) throw appError('FORBIDDEN', NOT_YOUR_EVENT);
  return { ...event, owner: event.owner };
}

/** The columns both the host form and the edit form set (spec §3 edit event form). */
type Zoned<T> = T & { timezone: TimeZone };

function editableColumns(input: Zoned<EventUpdateInput> | Zoned<EventCreateInput>) {
  return {
    title: input.title,
    description: input.description,
    sport: input.sport,
    game_details: input.gameDetails,
    datetime: input.datetime,
    timezone: input.timezone,
    max_attendees: input.maxAttendees,
    food_provided: input.foodProvided,
    reminders_enabled: input.remindersEnabled,
    age_group: input.ageGroup,
    image_url: input.imageUrl ?? null,
  };
}

/**
 * An event without a zone starts on its church's (derived from its state; New York only when the
 * state says nothing). The recurrence rules read the start's local day, so they are checked again
 * in that zone.
 */
async function withChurchZone(db: Db, input: EventCreateInput): Promise<Zoned<EventCreateInput>> {
  if (input.timezone) return { ...input, timezone: input.timezone };
  const timezone = timeZoneForState(await findChurchState(db, input.churchId));
  const checked = eventCreateInput.safeParse({ ...input, timezone });
  if (!checked.success) throw invalidInput(checked.error);
  return { ...checked.data, timezone };
}

/** Spec §4 event creation: for the caller's own church only; recurrence stored normalized. */
export async function createEvent(
  db: Db,
  payload: EventCreateInput,
  churchUser: ChurchUser,
): Promise<OwnerEvent> {
  if (!ownsEvent(churchUser, payload)) throw appError('FORBIDDEN', NOT_YOUR_CHURCH);
  const input = await withChurchZone(db, payload);
  // eventCreateInput already ran normalizeRecurrence: a one-off event carries no leftovers.
  const id = await insertEvent(db, {
    ...editableColumns(input),
    church_id: input.churchId,
    is_recurring: input.isRecurring,
    recurrence_pattern: input.recurrencePattern,
    recurrence_end_date: input.recurrenceEndDate
      ? recurrenceEndInstant(input.recurrenceEndDate, input.timezone)
      : null,
    recurrence_days_of_week: input.recurrenceDaysOfWeek,
  });
  return getOwnedEvent(db, id, churchUser);
}

/**
 * Spec §7 PUT: the edit form's fields replace the stored ones. The row stays locked from the check
 * to the write, so no RSVP can take a seat in between and leave max attendees below the people
 * registered (the database CHECK would refuse that too, with a less helpful error).
 */
export async function updateEvent(
  db: Db,
  input: EventUpdateInput,
  churchUser: ChurchUser,
  options: { changeQuietMs: number; publicUrl: string; now?: Date },
): Promise<OwnerEvent> {
  const now = options.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, input.id);
    if (!event?.is_active) throw notFound();
    if (!ownsEvent(churchUser, { churchId: event.church_id })) {
      throw appError('FORBIDDEN', NOT_YOUR_EVENT);
    }
    const status = await findChurchSubscriptionStatus(trx, event.church_id);
    // No zone in the request keeps the event's own.
    const timezone = input.timezone ?? (event.timezone as TimeZone);
    const series = seriesAfterEdit(event, { ...input, timezone });
    const before = {
      datetime: event.datetime,
      timezone: event.timezone,
      sport: event.sport,
      maxAttendees: event.max_attendees,
      recurrenceEndDate: recurrenceEndLocalDate(event.recurrence_end_date, event.timezone),
    };
    const after = { ...input, timezone, recurrenceEndDate: series.recurrenceEndDate };
    if (status !== 'active' && !lapsedChurchMayEdit(before, after)) {
      throw appError('FORBIDDEN', LAPSED_EDIT_REFUSED, 'SUBSCRIPTION_REQUIRED');
    }
    // Each date has max attendees seats; a one-off event's RSVPs all meet on its one date.
    const oneOff = !(series.isRecurring && series.recurrencePattern !== 'none');
    // Seats held by waitlist offers count as taken until claimed or passed on.
    const mostOnADate = await mostSeatsOnADate(trx, event.id);
    const mustSeat = oneOff ? Math.max(event.current_attendees, mostOnADate) : mostOnADate;
    if (!maxAttendeesAllowed(input.maxAttendees, mustSeat)) {
      throw appError('CONFLICT', maxBelowAttendeesMessage(mustSeat), 'MAX_BELOW_ATTENDEES');
    }
    const values: EventUpdate = {
      ...editableColumns({ ...input, timezone }),
      // The end date stays on its local day, also in a new zone (domain editSeries).
      ...seriesColumns(series, timezone),
    };
    if (movesSchedule(event, values)) {
      // Its attendees hear of it once the edits stop (rsvps/change-notices.ts).
      await holdChangeNotices(trx, { eventId: event.id }, { now, quietMs: options.changeQuietMs });
    }
    await updateEventRow(trx, input.id, values);
    if (oneOff) {
      const day = localDateOf(input.datetime, timezone);
      await moveRsvpsToDate(trx, event.id, day);
      await moveEntriesToDate(trx, event.id, day);
    }
    if (input.maxAttendees > event.max_attendees) {
      // More seats: the waitlist's parties are offered them at once (as the event is now).
      const updated = await lockRsvpTarget(trx, event.id);
      if (updated) await offerOnEveryDate(trx, updated, { publicUrl: options.publicUrl, now });
    }
  });
  return getOwnedEvent(db, input.id, churchUser);
}

/** Whether an edit moves when the event's dates take place (not its texts, seats or picture). */
function movesSchedule(before: LockedEvent, after: EventUpdate): boolean {
  const schedule = (row: LockedEvent | EventUpdate) =>
    JSON.stringify([
      row.datetime instanceof Date ? row.datetime.getTime() : row.datetime,
      row.timezone,
      row.is_recurring,
      row.recurrence_pattern,
      row.recurrence_end_date instanceof Date
        ? row.recurrence_end_date.getTime()
        : row.recurrence_end_date,
      row.recurrence_days_of_week,
      row.recurrence_exceptions,
    ]);
  return schedule(before) !== schedule(after);
}

/** Who tells attendees, and when it is: the page links in the mails, and the present. */
type NoticeOptions = { publicUrl: string; now?: Date };

/**
 * Deletes an event of the caller's church, its RSVPs and notifications with it (FK cascade),
 * after telling the attendees of its dates still to come (rsvps/rsvp-cancellations.ts).
 */
export async function deleteEvent(
  db: Db,
  id: number,
  churchUser: ChurchUser,
  options: NoticeOptions,
): Promise<{ id: number; attendeesTold: number }> {
  return db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, id);
    if (!event) throw notFound();
    if (!ownsEvent(churchUser, { churchId: event.church_id })) {
      throw appError('FORBIDDEN', NOT_YOUR_EVENT);
    }
    const attendeesTold = await tellAttendeesOfCancellation(trx, { eventId: id }, 'event_deleted', {
      publicUrl: options.publicUrl,
      now: options.now ?? new Date(),
    });
    await deleteOwnedEvent(trx, id, churchUser.churchId);
    return { id, attendeesTold };
  });
}

/**
 * Cancels one date of an event of the caller's church (domain `cancelOccurrence`): the series
 * skips it, or starts or ends around it; cancelling the event's last date deletes the event as
 * DELETE does. The row stays locked from the check to the write. 400 naming `date` when the event
 * does not take place that day, already skips it, or it has started.
 */
export async function cancelEventOccurrence(
  db: Db,
  input: OccurrenceCancelInput,
  churchUser: ChurchUser,
  options: NoticeOptions,
): Promise<{ id: number; deleted: boolean; attendeesTold: number }> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, input.id);
    if (!event?.is_active) throw notFound();
    if (!ownsEvent(churchUser, { churchId: event.church_id })) {
      throw appError('FORBIDDEN', NOT_YOUR_EVENT);
    }
    const result = cancelOccurrence(recurringEventOf(event), input.date, now);
    if (!result.ok) throw fieldError('date', result.message);
    const attendeesTold = await tellAttendeesOfCancellation(
      trx,
      { eventId: event.id, date: input.date },
      'date_cancelled',
      { publicUrl: options.publicUrl, now },
    );
    if (result.deleteEvent) {
      await deleteOwnedEvent(trx, event.id, event.church_id);
      return { id: event.id, deleted: true, attendeesTold };
    }
    // The date's RSVPs and line go (their seats with them, by trigger); the total follows.
    const guests = await deleteRsvpsOnDate(trx, event.id, input.date);
    await deleteEntriesOnDate(trx, event.id, input.date);
    await addToEventTotal(trx, event.id, -guests);
    const { datetime, recurrenceEndDate, recurrenceExceptions } = result.series;
    await updateEventRow(trx, event.id, {
      datetime,
      recurrence_end_date: recurrenceEndDate
        ? recurrenceEndInstant(recurrenceEndDate, event.timezone)
        : null,
      recurrence_exceptions: recurrenceExceptions,
    });
    return { id: event.id, deleted: false, attendeesTold };
  });
}
