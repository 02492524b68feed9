import { placeOf } from '../events/event-calendar.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { mail, oneLine, peopleText, whenDetails } from './rsvp-mails.js';
import type { RsvpMailContext } from './rsvp-manage.repository.js';

/** One RSVP of the list: its event as the RSVP mails describe it, and its new links. */
export type LinkedRsvp = {
  event: Omit<RsvpMailContext, 'seats_taken' | 'seats_held' | 'parties_waiting'>;
  guests: number;
  eventUrl: string;
  manageUrl: string;
};

/**
 * To someone who asked for their RSVP links: each upcoming RSVP of the address under its own
 * heading (when in the event's zone, where, how many) with its private link, new. It names no
 * one, since whoever typed the address may not own it; only its owner reads the list.
 */
export function rsvpLinksMail(to: string, rsvps: LinkedRsvp[]): OutgoingMail {
  const one = rsvps.length === 1;
  return mail(to, one ? 'Your RSVP link' : 'Your RSVP links', 'rsvp.links', {
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked for the links to the RSVPs made with this e-mail address. Here ${one ? 'is your upcoming RSVP' : `are your ${rsvps.length} upcoming RSVPs`}, each with a new private link to change or cancel it.`,
      'Each link replaces any link we sent you before for that RSVP.',
    ],
    sections: rsvps.map(({ event, guests, eventUrl, manageUrl }) => ({
      heading: oneLine(event.title),
      details: [
        ...whenDetails(event),
        { label: 'Where', value: placeOf(event) },
        { label: 'Party size', value: peopleText(guests) },
      ],
      actions: [
        { label: 'Change or cancel this RSVP', url: manageUrl },
        { label: 'Event details', url: eventUrl },
      ],
    })),
    details: [],
    actions: [],
    closing: [
      'The links are yours alone: please do not forward this e-mail.',
      'If you did not ask for this, your RSVPs are unchanged; only these new links open them now.',
      'Huddle',
    ],
  });
}
