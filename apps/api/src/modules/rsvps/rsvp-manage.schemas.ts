import { z } from 'zod';
import { attendeeSchema } from '../attendees/attendees.schemas.js';
import { churchSchema } from '../churches/church.schemas.js';

/** Where the event is: its church's postal address, as the church's own answer gives it. */
const churchPlace = churchSchema.pick({
  address: true,
  city: true,
  state: true,
  zipCode: true,
}).shape;

/** What the attendee sees through their link: their RSVP and the event, nobody else's data. */
export const managedRsvpSchema = z.object({
  /** The RSVP as they made it, without the church's bookkeeping (id, event, arrival). */
  rsvp: attendeeSchema.omit({ id: true, eventId: true, createdAt: true, occurrenceDate: true }),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    /** When the RSVP's date starts (for a series, that one date). */
    startsAt: z.date(),
    /** The date the RSVP is for, 'YYYY-MM-DD' in the event's zone. */
    occurrenceDate: z.string(),
    timezone: z.string(),
    repeats: z.string().nullable(),
    churchName: churchSchema.shape.name,
    ...churchPlace,
  }),
  /** Seats the RSVP's date has left; the most guests this RSVP can have now (never above the party cap). */
  spotsLeft: z.number().int(),
  maxGuests: z.number().int(),
});
export type ManagedRsvp = z.infer<typeof managedRsvpSchema>;

export const rsvpCancelledSchema = z.object({
  eventId: z.number().int(),
  spotsLeft: z.number().int(),
});
export type CancelledRsvp = z.infer<typeof rsvpCancelledSchema>;

/** The answer to asking for one's links again: always this, so it tells nothing (no oracle). */
export const rsvpLinksAnswerSchema = z.object({ sent: z.literal(true) });
