import type { NewRsvp } from '../schema/index.js';
import { FIRST_NAMES, LAST_NAMES, SPECIAL_REQUESTS } from './people.js';
import type { Random } from './random.js';
import { between, earlier } from './time.js';

export type SeededEvent = {
  id: number;
  datetime: Date;
  created_at: Date;
  current_attendees: number;
};

// Mostly couples and small families, the odd larger group.
const GROUP_SIZES = [1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4, 5, 6];

/** RSVPs whose guests add up exactly to each event's current_attendees. */
export function rsvpRows(events: SeededEvent[], now: Date, random: Random): NewRsvp[] {
  const rows: NewRsvp[] = [];
  for (const event of events) {
    const until = earlier(event.datetime, now);
    let seatsLeft = event.current_attendees;
    while (seatsLeft > 0) {
      const guests = Math.min(seatsLeft, random.pick(GROUP_SIZES));
      seatsLeft -= guests;
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      rows.push({
        event_id: event.id,
        attendee_name: `${first} ${last}`,
        // A running number keeps addresses unique; example.com never delivers.
        attendee_email: `${first}.${last}${rows.length + 1}@example.com`.toLowerCase(),
        attendee_phone: random.chance(0.6)
          ? `(${random.int(201, 989)}) 555-${String(random.int(100, 199)).padStart(4, '0')}`
          : null,
        number_of_guests: guests,
        special_requests: random.chance(0.15) ? random.pick(SPECIAL_REQUESTS) : null,
        created_at: between(event.created_at, until, random.next()),
      });
    }
  }
  return rows;
}
