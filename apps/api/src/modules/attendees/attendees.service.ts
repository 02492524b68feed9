import type { Db } from '@huddle/db';
import { type AttendeeExportInput, type AttendeeListInput, seatsOpen } from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import type { ChurchUser } from '../events/events.service.js';
import { addToEventTotal, lockRsvpTarget, seatsOn } from '../rsvps/rsvps.repository.js';
import { readCursor } from '../shared/list-cursor.js';
import { offerFreedSeats } from '../waitlist/waitlist-offers.js';
import {
  datesWithAttendees,
  deleteAttendee,
  findAttendee,
  findEventSummary,
  findGuests,
  listAttendees,
} from './attendees.repository.js';
import {
  type AttendeeDetail,
  type AttendeePage,
  type AttendeeRemoved,
  type CsvFile,
  toAttendee,
  toAttendeeDetail,
  toAttendeeEvent,
} from './attendees.schemas.js';
import { attendeesFileName, CSV_BOM, csvRow } from './csv.js';

export const RSVP_NOT_FOUND = 'RSVP not found.';
export const NOT_YOUR_ATTENDEE = "You can only see the attendees of your own church's events.";
export const EVENT_NOT_FOUND = 'Event not found.';

/** How many rows one query of the CSV export reads; the whole list is read page by page. */
const EXPORT_BATCH = 1000;

/** The RSVP with its host, or the 404/403 that a caller of another church gets. */
async function ownedAttendee(db: Db, rsvpId: number, churchUser: ChurchUser) {
  const row = await findAttendee(db, rsvpId);
  if (!row) throw appError('NOT_FOUND', RSVP_NOT_FOUND);
  if (row.church_id !== churchUser.churchId) throw appError('FORBIDDEN', NOT_YOUR_ATTENDEE);
  return row;
}

async function ownedEvent(db: Db, eventId: number, churchUser: ChurchUser) {
  const event = await findEventSummary(db, eventId);
  if (!event) throw appError('NOT_FOUND', EVENT_NOT_FOUND);
  if (event.church_id !== churchUser.churchId) throw appError('FORBIDDEN', NOT_YOUR_ATTENDEE);
  return event;
}

/** Spec §7 GET /api/rsvps/{id}: the attendee read form, for the hosting church only. */
export async function getAttendee(
  db: Db,
  rsvpId: number,
  churchUser: ChurchUser,
): Promise<AttendeeDetail> {
  return toAttendeeDetail(await ownedAttendee(db, rsvpId, churchUser));
}

/** The id of the last RSVP of the page before, as `listEventAttendees` writes it. */
function decodeIdCursor(cursor: string): number | null {
  return /^\d{1,10}$/.test(cursor) && Number(cursor) <= 2_147_483_647 ? Number(cursor) : null;
}

/**
 * One page of an event's attendees (of one date when asked), in RSVP order, with the dates that
 * have RSVPs; the hosting church only.
 */
export async function listEventAttendees(
  db: Db,
  input: AttendeeListInput,
  churchUser: ChurchUser,
): Promise<AttendeePage> {
  const afterId = readCursor(input.cursor, decodeIdCursor);
  const event = await ownedEvent(db, input.eventId, churchUser);
  const found = await listAttendees(db, event.id, input.date, afterId, input.limit + 1);
  const rows = found.slice(0, input.limit);
  const last = rows.at(-1);
  const dates = (await datesWithAttendees(db, event.id)).map((row) => ({
    date: row.occurrence_date,
    currentAttendees: row.taken,
  }));
  // One date's list counts that date's people; the whole list every date's.
  const people = input.date
    ? (dates.find(({ date }) => date === input.date)?.currentAttendees ?? 0)
    : event.current_attendees;
  return {
    event: toAttendeeEvent({ ...event, current_attendees: people }),
    dates,
    items: rows.map(toAttendee),
    nextCursor: found.length > input.limit && last ? String(last.id) : null,
  };
}

const CSV_HEADER = [
  'Date',
  'Name',
  'Email',
  'Phone',
  'Guests',
  'Special requests',
  "RSVP'd at (UTC)",
];

/** Every attendee of the event (of one date when asked) as CSV, safe to open in a spreadsheet (csv.ts). */
export async function exportAttendeesCsv(
  db: Db,
  input: AttendeeExportInput,
  churchUser: ChurchUser,
): Promise<CsvFile> {
  const event = await ownedEvent(db, input.id, churchUser);
  const lines = [CSV_BOM, csvRow(CSV_HEADER)];
  let afterId: number | null = null;
  for (;;) {
    const rows = await listAttendees(db, event.id, input.date, afterId, EXPORT_BATCH);
    for (const row of rows) {
      lines.push(
        csvRow([
          row.occurrence_date,
          row.attendee_name,
          row.attendee_email,
          row.attendee_phone,
          row.number_of_guests,
          row.special_requests,
          row.created_at.toISOString(),
        ]),
      );
    }
    if (rows.length < EXPORT_BATCH) break;
    afterId = rows.at(-1)?.id ?? null;
  }
  return {
    filename: attendeesFileName(event.title, input.date),
    contentType: 'text/csv; charset=utf-8',
    content: lines.join(''),
  };
}

/**
 * Removes an RSVP (spam) from an event of the caller's church. One transaction: the event row is
 * locked first, as every seat change does, the RSVP is read again under that lock (a second
 * removal, or the attendee's own cancellation, may have won), its seats go back at once (and to
 * the waitlist) and it is deleted, with its notification (FK cascade). The attendee is not told (docs/adr/0065-removing-an-rsvp-silently.md).
 */
export async function removeAttendee(
  db: Db,
  rsvpId: number,
  churchUser: ChurchUser,
  options: { publicUrl: string; now?: Date },
): Promise<AttendeeRemoved> {
  return db.transaction().execute(async (trx) => {
    const found = await ownedAttendee(trx, rsvpId, churchUser);
    const event = await lockRsvpTarget(trx, found.event_id);
    const rsvp = await findGuests(trx, rsvpId);
    if (!event || !rsvp) throw appError('NOT_FOUND', RSVP_NOT_FOUND);
    // The date's count follows the RSVP row (trigger); the event's total is moved here.
    await deleteAttendee(trx, rsvpId);
    await addToEventTotal(trx, found.event_id, -rsvp.number_of_guests);
    await offerFreedSeats(trx, event, rsvp.occurrence_date, {
      publicUrl: options.publicUrl,
      now: options.now ?? new Date(),
    });
    const seats = await seatsOn(trx, found.event_id, rsvp.occurrence_date);
    return {
      id: rsvpId,
      eventId: found.event_id,
      currentAttendees: seats.taken,
      spotsLeft: seatsOpen({ maxAttendees: event.max_attendees, ...seats }),
    };
  });
}
