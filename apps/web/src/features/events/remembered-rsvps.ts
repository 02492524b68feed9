import { z } from 'zod';

/**
 * What this device remembers of the RSVPs made on it (issue 27, item 5): per event, the date and
 * how many people, so a reload still says "You're going". No name or address: a shared device
 * shows nobody's details. Changing or cancelling stays with the private link in the mail.
 */
export const REMEMBERED_RSVPS_KEY = 'huddle.rsvps';

/** At most this many are kept, the newest: a phone is no archive. */
const MOST_REMEMBERED = 50;

const rememberedSchema = z.array(
  z.object({
    eventId: z.number().int().positive(),
    /** The date of a series ('YYYY-MM-DD'); absent for a one-off event. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    people: z.number().int().positive(),
  }),
);
export type RememberedRsvp = z.infer<typeof rememberedSchema>[number];

function readAll(): RememberedRsvp[] {
  try {
    const parsed = rememberedSchema.safeParse(
      JSON.parse(window.localStorage.getItem(REMEMBERED_RSVPS_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    // Storage switched off or holding something else: nothing remembered.
    return [];
  }
}

function writeAll(entries: RememberedRsvp[]) {
  try {
    window.localStorage.setItem(
      REMEMBERED_RSVPS_KEY,
      JSON.stringify(entries.slice(-MOST_REMEMBERED)),
    );
  } catch {
    // Not remembered: the confirmation mail still holds everything.
  }
}

const sameRsvp = (a: RememberedRsvp, b: Pick<RememberedRsvp, 'eventId' | 'date'>) =>
  a.eventId === b.eventId && a.date === b.date;

export function rememberRsvp(entry: RememberedRsvp) {
  writeAll([...readAll().filter((other) => !sameRsvp(other, entry)), entry]);
}

/** The RSVPs this device made for the event, on the dates `isOn` still holds. */
export function rememberedRsvps(
  eventId: number,
  isOn: (date: string | undefined) => boolean,
): RememberedRsvp[] {
  return readAll().filter((entry) => entry.eventId === eventId && isOn(entry.date));
}

export function forgetRsvp(entry: Pick<RememberedRsvp, 'eventId' | 'date'>) {
  writeAll(readAll().filter((other) => !sameRsvp(other, entry)));
}
