import { z } from 'zod';
import type { AttendeeWithHost, EventSummary, StoredAttendee } from './attendees.repository.js';

/**
 * Spec §3 rsvp read form (id, attendeeName, attendeeEmail, attendeePhone, numberOfGuests), with
 * what the church needs to place it: the event, the special requests and when it came.
 * Only the hosting church ever receives it.
 */
export const attendeeSchema = z.object({
  id: z.number().int(),
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  attendeePhone: z.string().nullable(),
  numberOfGuests: z.number().int(),
  specialRequests: z.string().nullable(),
  createdAt: z.date(),
  eventId: z.number().int(),
  /** The date of the event the RSVP is for, 'YYYY-MM-DD' in the event's zone. */
  occurrenceDate: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeeDetailSchema = attendeeSchema.extend({ eventTitle: z.string() });
export type AttendeeDetail = z.infer<typeof attendeeDetailSchema>;

export const attendeeEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  datetime: z.date(),
  timezone: z.string(),
  currentAttendees: z.number().int(),
  maxAttendees: z.number().int(),
});

/**
 * One page of an event's attendees, in the order they RSVP'd, with the event they are for (its
 * `currentAttendees` the listed date's when one was asked for) and the dates that have RSVPs.
 */
export const attendeePageSchema = z.object({
  event: attendeeEventSchema,
  dates: z.array(z.object({ date: z.string(), currentAttendees: z.number().int() })),
  items: z.array(attendeeSchema),
  nextCursor: z.string().nullable(),
});
export type AttendeePage = z.infer<typeof attendeePageSchema>;

export const attendeeRemovedSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  currentAttendees: z.number().int(),
  spotsLeft: z.number().int(),
});
export type AttendeeRemoved = z.infer<typeof attendeeRemovedSchema>;

/** A file answer; REST sends `content` as the body with this type and name. */
export const csvFileSchema = z.object({
  filename: z.string(),
  contentType: z.literal('text/csv; charset=utf-8'),
  content: z.string(),
});
export type CsvFile = z.infer<typeof csvFileSchema>;

export function toAttendee(row: StoredAttendee): Attendee {
  return {
    id: row.id,
    attendeeName: row.attendee_name,
    attendeeEmail: row.attendee_email,
    attendeePhone: row.attendee_phone,
    numberOfGuests: row.number_of_guests,
    specialRequests: row.special_requests,
    createdAt: row.created_at,
    eventId: row.event_id,
    occurrenceDate: row.occurrence_date,
  };
}

export function toAttendeeDetail(row: AttendeeWithHost): AttendeeDetail {
  return { ...toAttendee(row), eventTitle: row.event_title };
}

export function toAttendeeEvent(row: EventSummary): z.infer<typeof attendeeEventSchema> {
  return {
    id: row.id,
    title: row.title,
    datetime: row.datetime,
    timezone: row.timezone,
    currentAttendees: row.current_attendees,
    maxAttendees: row.max_attendees,
  };
}
