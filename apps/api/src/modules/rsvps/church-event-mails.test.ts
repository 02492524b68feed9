import { localToInstant } from '@huddle/domain';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../mail/outbox.js';
import { churchMessageMail } from '../messages/message-mail.js';
import { reminderMail } from '../reminders/reminder-mail.js';
import {
  lineCancelledMail,
  offerLapsedMail,
  offerMail,
  placeMail,
} from '../waitlist/waitlist-mails.js';
import { changeNoticeMail } from './change-notice-mail.js';
import { attendeeCancellationMail } from './rsvp-cancellation-mail.js';
import { rsvpLinksMail } from './rsvp-links-mail.js';
import { cancellationMail, manageLinkMail, newRsvpMails } from './rsvp-mails.js';
import type { RsvpMailContext } from './rsvp-manage.repository.js';

/*
 * Every mail an attendee gets about a church's event, composed from one event: who an answer
 * reaches, and how the party is counted. The words a user reads end to end are in the
 * *.integration.test.ts beside these modules.
 */

const NOW = new Date('2031-02-01T12:00:00Z');
const CHURCH = 'office@grace.example.org';
const URLS = {
  eventUrl: 'http://huddle.test/events/7',
  manageUrl: 'http://huddle.test/manage-rsvp/x',
  releaseUrl: 'http://huddle.test/release/x',
  stopUrl: 'http://huddle.test/stop/x',
  waitlistUrl: 'http://huddle.test/waitlist/x',
};

const context = (churchEmail = CHURCH): RsvpMailContext => ({
  id: 7,
  church_id: 1,
  title: 'Super Bowl Party',
  description: 'Big screen.',
  game_details: '',
  datetime: localToInstant('2031-02-09', '17:30', 'America/Chicago'),
  timezone: 'America/Chicago',
  max_attendees: 10,
  is_recurring: false,
  recurrence_pattern: 'none',
  recurrence_end_date: null,
  recurrence_days_of_week: [],
  recurrence_exceptions: [],
  calendar_sequence: 0,
  church_name: 'Grace Chapel',
  church_email: churchEmail,
  church_phone: '(512) 555-0100',
  church_address: '1 Main St',
  church_city: 'Austin',
  church_state: 'TX',
  church_zip_code: '78701',
  occurrence_date: '2031-02-09',
  seats_taken: 3,
  seats_held: 0,
  parties_waiting: 0,
});

/** Each mail to the attendee about the church's event, for a party of `guests`. */
function attendeeMails(event: RsvpMailContext, guests: number): Record<string, OutgoingMail> {
  const attendee = { name: 'Ann Lee', email: 'ann@example.com', guests, specialRequests: null };
  const rows = {
    ...event,
    attendee_name: attendee.name,
    attendee_email: attendee.email,
    number_of_guests: guests,
  };
  const party = { name: attendee.name, email: attendee.email, guests };
  const place = `Grace Chapel, 1 Main St, Austin, TX 78701`;
  const change = {
    told: { start: event.datetime, place },
    now: { date: '2031-02-09', start: new Date(event.datetime.getTime() + 3_600_000), place },
  };
  return {
    confirmation: newRsvpMails(event, { ...attendee, phone: null }, URLS, NOW).toAttendee,
    link: manageLinkMail(event, attendee, URLS, NOW),
    reminder: reminderMail('day', event, attendee, URLS, NOW),
    change: changeNoticeMail(
      { ...rows, rsvp_id: 1, told_start: event.datetime, told_place: place },
      change,
      URLS.eventUrl,
      NOW,
    ),
    dateCancelled: attendeeCancellationMail(
      { ...rows, rsvp_id: 1, manage_token_hash: 'h' },
      'date_cancelled',
      URLS.eventUrl,
      NOW,
    ),
    waitlistPlace: placeMail(event, party, 2, URLS),
    waitlistOffer: offerMail(event, party, NOW, URLS),
    waitlistLapsed: offerLapsedMail(event, party, URLS.eventUrl),
    waitlistCancelled: lineCancelledMail(rows),
    message: churchMessageMail(event, {
      to: attendee.email,
      subject: 'Parking',
      body: 'Please use lot B.',
      stopUrl: URLS.stopUrl,
    }),
  };
}

describe("the mails about a church's event", () => {
  it("send an attendee's reply to the church, not to the platform's no-reply address", () => {
    for (const [name, mail] of Object.entries(attendeeMails(context(), 2))) {
      expect(mail.replyTo, name).toBe(CHURCH);
    }
  });

  it('have no Reply-To when the church has no address a header can carry', () => {
    for (const [name, mail] of Object.entries(attendeeMails(context('not an address'), 2))) {
      expect(mail.replyTo, name).toBeUndefined();
    }
  });

  it('give no Reply-To once the church has left Huddle', () => {
    const event = context();
    const rsvp = {
      ...event,
      attendee_name: 'Ann Lee',
      attendee_email: 'ann@example.com',
      number_of_guests: 1,
      rsvp_id: 1,
      manage_token_hash: 'h',
    };
    const mail = attendeeCancellationMail(rsvp, 'church_deleted', URLS.eventUrl, NOW);
    expect(mail.replyTo).toBeUndefined();
  });

  it('count the party in people, the attendee included, as the RSVP form asks it', () => {
    const three = attendeeMails(context(), 3);
    expect(three.confirmation!.text).toContain('is confirmed for 3 people.');
    expect(attendeeMails(context(), 1).confirmation!.text).toContain('is confirmed for 1 person.');
    for (const [name, mail] of Object.entries(three)) {
      expect(mail.text, name).not.toMatch(/guest/i);
    }
    const links = rsvpLinksMail('ann@example.com', [
      { event: context(), guests: 3, eventUrl: URLS.eventUrl, manageUrl: URLS.manageUrl },
    ]);
    expect(links.text).toContain('Party size: 3 people');
    const { toChurch } = newRsvpMails(
      context(),
      { name: 'Ann Lee', email: 'ann@example.com', phone: null, guests: 3, specialRequests: null },
      URLS,
      NOW,
    );
    expect(toChurch.text).toContain("Ann Lee RSVP'd for Super Bowl Party (3 people).");
    expect(toChurch.text).toContain('Party size: 3 people');
    expect(
      cancellationMail(context(), { name: 'Ann Lee', email: 'a@x.org', guests: 1 }, URLS.eventUrl)
        .text,
    ).toContain('(1 person)');
    for (const mail of [links, toChurch]) expect(mail.text).not.toMatch(/guest/i);
  });

  it("put no greeting of Huddle's before a church's message: it opens with the church's words", () => {
    const { message } = attendeeMails(context(), 2);
    expect(message!.text.startsWith('Please use lot B.\n\n')).toBe(true);
    expect(message!.text).not.toContain('Ann Lee');
    expect(message!.text).toContain(
      "Grace Chapel sent you this message through Huddle because you RSVP'd for Super Bowl Party.",
    );
    expect(message!.html).not.toContain('Hi ');
  });
});
