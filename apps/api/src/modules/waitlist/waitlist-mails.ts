import { formatDayAndDate, formatEventDateTime } from '@huddle/domain';
import { placeOf } from '../events/event-calendar.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { attendeeMail, onDateText, oneLine, peopleText, whenDetails } from '../rsvps/rsvp-mails.js';
import type { RsvpMailContext } from '../rsvps/rsvp-manage.repository.js';
import type { PartyToTell } from './waitlist.repository.js';

/** The party as it joined: everything here was typed by a visitor. */
export type Party = { name: string; email: string; guests: number };

type Links = { eventUrl: string; waitlistUrl: string };

const seatsText = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/**
 * The party's place in line and its private link to see it or leave: when it joins, and again
 * (`again`: a new link, nothing else changed) when someone joins with its address once more.
 */
export function placeMail(
  event: RsvpMailContext,
  party: Party,
  position: number,
  links: Links,
  again = false,
): OutgoingMail {
  const title = oneLine(event.title);
  const on = `${title}${onDateText(event)}`;
  const people = peopleText(party.guests);
  const text = again
    ? {
        subject: `Your place on the waitlist: ${title}`,
        paragraphs: [
          `Someone asked to join the waitlist for ${on} with this e-mail address, which is already number ${position} in line for ${people}. Nothing has changed.`,
          'Here is your private link again. It replaces the one we sent you before.',
        ],
        closing: 'If you did not ask for this, you need do nothing.',
      }
    : {
        subject: `You're on the waitlist: ${title}`,
        paragraphs: [
          `You are number ${position} on the waitlist for ${on}, for ${people}.`,
          'When seats free up for your whole party we e-mail you at once and hold them for you for a while. Until then there is nothing to do.',
        ],
        closing: 'The link is yours alone: please do not forward this e-mail.',
      };
  return attendeeMail(
    event,
    party.email,
    text.subject,
    again ? 'waitlist.link' : 'waitlist.joined',
    {
      greeting: `Hi ${party.name},`,
      paragraphs: text.paragraphs,
      details: [...whenDetails(event), { label: 'Where', value: placeOf(event) }],
      actions: [
        { label: 'See your place or leave the waitlist', url: links.waitlistUrl },
        { label: 'Event details', url: links.eventUrl },
      ],
      closing: [text.closing, 'Huddle'],
    },
  );
}

/** Seats are free: they are held until `until`, claimed with one button behind the link. */
export function offerMail(
  event: RsvpMailContext,
  party: Party,
  until: Date,
  links: Links,
): OutgoingMail {
  const title = oneLine(event.title);
  const deadline = formatEventDateTime(until, event.timezone).full;
  return attendeeMail(event, party.email, `Seats for you: ${title}`, 'waitlist.offer', {
    greeting: `Hi ${party.name},`,
    paragraphs: [
      `Good news: ${seatsText(party.guests)} opened up for ${title}${onDateText(event)}, and they are held for your party.`,
      `Claim them by ${deadline}. After that they go to the next party in line.`,
    ],
    details: [
      ...whenDetails(event),
      { label: 'Where', value: placeOf(event) },
      { label: 'Held until', value: deadline },
    ],
    actions: [
      { label: `Claim your ${party.guests === 1 ? 'seat' : 'seats'}`, url: links.waitlistUrl },
    ],
    closing: ["If you can't come, you need do nothing: the seats pass on by themselves.", 'Huddle'],
  });
}

/** The offer ran out: the seats went to the next party, and this one left the line. */
export function offerLapsedMail(
  event: RsvpMailContext,
  party: Party,
  eventUrl: string,
): OutgoingMail {
  const title = oneLine(event.title);
  return attendeeMail(
    event,
    party.email,
    `Your held seats have passed on: ${title}`,
    'waitlist.lapsed',
    {
      greeting: `Hi ${party.name},`,
      paragraphs: [
        `The seats held for you at ${title}${onDateText(event)} were not claimed in time, so they went to the next party in line, and you have left the waitlist.`,
        'If you would still like to come, you can join the waitlist again on the event page.',
      ],
      details: whenDetails(event),
      actions: [{ label: 'Event page', url: eventUrl }],
      closing: ['Huddle'],
    },
  );
}

/** The church cancelled the date a party was waiting for: its place in line ends with it. */
export function lineCancelledMail(party: PartyToTell): OutgoingMail {
  const title = oneLine(party.title);
  const date = formatDayAndDate(party.occurrence_date);
  return attendeeMail(
    party,
    party.attendee_email,
    `Cancelled: ${title} on ${date}`,
    'waitlist.cancelled',
    {
      greeting: `Hi ${party.attendee_name},`,
      paragraphs: [
        `${oneLine(party.church_name)} has cancelled ${title} on ${date}, which you were on the waitlist for. Your place in line ends with it: you need do nothing.`,
      ],
      details: whenDetails(party),
      actions: [],
      closing: ['We are sorry for the change of plans.', 'Huddle'],
    },
  );
}
