/**
 * What this device remembers of the RSVPs made on it (issue 27, item 5): per event, the date and
 * how many people, so a reload still says "You're going". No name or address: a shared device
 * shows nobody's details. Changing or cancelling stays with the private link in the mail.
 */
export const REMEMBERED_RSVPS_KEY = 'huddle.rsvps';

/** At most this many are kept, the newest: a phone is no archive. */
const MOST_REMEMBERED = 50;

export type RememberedRsvp = {
  eventId: number;
  /** The date of a series ('YYYY-MM-DD'); absent for a one-off event. */
  date?: string;
  people: number;
};

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * What the device holds, read as remembered RSVPs, or nothing if any entry is not one. Checked by
 * hand rather than with zod, whose code would have come with every event page for this alone.
 */
function asRemembered(stored: unknown): RememberedRsvp[] {
  if (!Array.isArray(stored)) return [];
  const entries: RememberedRsvp[] = [];
  for (const entry of stored) {
    const { eventId, date, people } = (entry ?? {}) as Record<string, unknown>;
    if (!isCount(eventId) || !isCount(people)) return [];
    if (date === undefined) entries.push({ eventId, people });
    else if (isDay(date)) entries.push({ eventId, date, people });
    else return [];
  }
  return entries;
}

function readAll(): RememberedRsvp[] {
  try {
    return asRemembered(JSON.parse(window.localStorage.getItem(REMEMBERED_RSVPS_KEY) ?? '[]'));
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
