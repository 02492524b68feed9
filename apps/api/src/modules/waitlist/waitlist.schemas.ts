import type { WaitlistStatus } from '@huddle/db';
import { z } from 'zod';
import { managedRsvpSchema } from '../rsvps/rsvp-manage.schemas.js';
import type { StoredEntry } from './waitlist.repository.js';

const STATUSES = ['waiting', 'offered', 'expired'] as const satisfies readonly WaitlistStatus[];

/**
 * The answer to joining: the place in line. Alike whether or not the address was in line
 * already (then it gets its link again by mail), as the RSVP's answer is.
 */
export const waitlistJoinedSchema = z.object({
  eventId: z.number().int(),
  occurrenceDate: z.string(),
  numberOfGuests: z.number().int(),
  position: z.number().int(),
});
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;

/** What a party sees through its link: its place, its offer, the event; nobody else's data. */
export const waitlistEntryViewSchema = z.object({
  party: z.object({
    attendeeName: z.string(),
    attendeeEmail: z.string(),
    numberOfGuests: z.number().int(),
  }),
  /** 'waiting' in line, 'offered' seats held until `offeredUntil`, 'expired' an offer let pass. */
  status: z.enum(STATUSES),
  /** Place in line (1 = next), counting parties holding offers; null once the offer expired. */
  position: z.number().int().nullable(),
  offeredUntil: z.date().nullable(),
  event: managedRsvpSchema.shape.event,
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;

/** Claimed: the seats are an RSVP now, managed with the same link at /manage-rsvp. */
export const waitlistClaimedSchema = z.object({
  eventId: z.number().int(),
  occurrenceDate: z.string(),
  numberOfGuests: z.number().int(),
});

export const waitlistLeftSchema = z.object({ eventId: z.number().int() });

/** A party in line, as the hosting church sees it. */
export const waitlistPartySchema = z.object({
  id: z.number().int(),
  occurrenceDate: z.string(),
  position: z.number().int(),
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  attendeePhone: z.string().nullable(),
  numberOfGuests: z.number().int(),
  specialRequests: z.string().nullable(),
  status: z.enum(STATUSES),
  offeredUntil: z.date().nullable(),
  createdAt: z.date(),
});
export type WaitlistParty = z.infer<typeof waitlistPartySchema>;

export const waitlistQueueSchema = z.object({ items: z.array(waitlistPartySchema) });

export function toWaitlistParty(entry: StoredEntry, position: number): WaitlistParty {
  return {
    id: entry.id,
    occurrenceDate: entry.occurrence_date,
    position,
    attendeeName: entry.attendee_name,
    attendeeEmail: entry.attendee_email,
    attendeePhone: entry.attendee_phone,
    numberOfGuests: entry.number_of_guests,
    specialRequests: entry.special_requests,
    status: entry.status,
    offeredUntil: entry.offered_until,
    createdAt: entry.created_at,
  };
}
