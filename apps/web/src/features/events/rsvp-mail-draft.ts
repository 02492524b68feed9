import { describeRecurrence, isWatchParty, type RsvpForm } from '@huddle/domain';
import { peopleCountText } from './event-counts';
import { churchAddress } from './event-links';
import type { EventView } from './event-types';
import { type EventTiming, eventWhen } from './event-when';

type DraftEvent = EventTiming &
  Pick<EventView, 'title' | 'sport'> & {
    church: Pick<EventView['church'], 'name' | 'email' | 'address' | 'city' | 'state' | 'zipCode'>;
  };

/** RFC 6068: every character outside the unreserved set is percent-encoded, line breaks as CRLF. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

/**
 * Spec §7: after an RSVP, a mail draft to the church with the event, its date, the sport, the
 * visitor's details and the church's address, for the visitor to send from their own mail program.
 * `date`: the date of a series the RSVP is for.
 */
export function rsvpMailDraft(
  event: DraftEvent,
  guest: RsvpForm,
  date?: string,
  now: Date = new Date(),
): string {
  // An RSVP to a series is for one date: the draft names it, not the series' rule.
  const repeats = date ? null : describeRecurrence(event);
  const lines = [
    `Hello ${event.church.name},`,
    '',
    `I just RSVP'd for ${event.title}.`,
    '',
    `Event: ${event.title}`,
    `Date: ${eventWhen(event, now, 'long', date).full}`,
    ...(repeats ? [`Repeats: ${repeats}`] : []),
    `${isWatchParty(event) ? 'Sport' : 'Event type'}: ${event.sport}`,
    '',
    'My details',
    `Name: ${guest.attendeeName}`,
    `Email: ${guest.attendeeEmail}`,
    `Phone: ${guest.attendeePhone ?? 'Not given'}`,
    `Party size: ${peopleCountText(guest.numberOfGuests)}`,
    `Special requests: ${guest.specialRequests ?? 'None'}`,
    '',
    `Church address: ${churchAddress(event.church)}`,
    '',
    'Thank you!',
    guest.attendeeName,
  ];
  const subject = `RSVP: ${event.title}`;
  // '@' is kept readable: some mail programs do not decode the address part.
  const to = encodeURIComponent(event.church.email).replace('%40', '@');
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(lines.join('\n'))}`;
}
