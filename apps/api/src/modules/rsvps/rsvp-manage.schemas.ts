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
  rsvp: attendeeSchema.omit({ id: true, eventId: true, createdAt: true }),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    /** The next date of a series, else the start. */
    startsAt: z.date(),
    timezone: z.string(),
    repeats: z.string().nullable(),
    churchName: churchSchema.shape.name,
    ...churchPlace,
  }),
  /** Seats the event has left; the most guests this RSVP can have now (never above the party cap). */
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
