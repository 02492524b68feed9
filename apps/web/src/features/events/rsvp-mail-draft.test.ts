import { describe, expect, it } from 'vitest';
import { sampleEvent } from './event-page-fixtures';
import type { EventView } from './event-types';
import { rsvpMailDraft } from './rsvp-mail-draft';

const guest = {
  attendeeName: 'Jamie Doe',
  attendeeEmail: 'jamie@example.com',
  attendeePhone: '(512) 555-0199',
  numberOfGuests: 3,
  specialRequests: 'Wheelchair access & a quiet seat',
};

function parse(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}

/** Sundays at 10 AM in New York through 2026: a weekly series. */
const SUNDAYS_2026: Partial<EventView> = {
  datetime: new Date('2026-01-04T15:00:00Z'),
  isRecurring: true,
  recurrencePattern: 'weekly',
  recurrenceDaysOfWeek: ['sunday'],
  recurrenceEndDate: '2026-12-20',
};

describe('rsvpMailDraft', () => {
  it('writes to the church with the event, date, sport, guest details and address', () => {
    const href = rsvpMailDraft(sampleEvent(), guest);

    expect(href.startsWith('mailto:hello@grace.example?')).toBe(true);
    const { to, subject, body } = parse(href);
    expect(to).toBe('hello@grace.example');
    expect(subject).toBe('RSVP: Super Bowl Watch Party');
    expect(body.split('\r\n')).toEqual([
      'Hello Grace Community Church,',
      '',
      "I just RSVP'd for Super Bowl Watch Party.",
      '',
      'Event: Super Bowl Watch Party',
      'Date: Sunday, February 8, 2099 at 6:30 PM Eastern',
      'Sport: NFL',
      '',
      'My details',
      'Name: Jamie Doe',
      'Email: jamie@example.com',
      'Phone: (512) 555-0199',
      'Party size: 3 people',
      'Special requests: Wheelchair access & a quiet seat',
      '',
      'Church address: 100 Main St, Austin, TX 78701',
      '',
      'Thank you!',
      'Jamie Doe',
    ]);
  });

  it('encodes spaces as %20 and line breaks as CRLF, never +', () => {
    const href = rsvpMailDraft(sampleEvent(), guest);

    expect(href).toContain('subject=RSVP%3A%20Super%20Bowl%20Watch%20Party');
    expect(href).toContain('%0D%0A');
    expect(href).not.toContain('+');
    expect(href).toContain('%26%20a%20quiet%20seat');
  });

  it('describes a series by its next date when no date was chosen', () => {
    const { body } = parse(
      rsvpMailDraft(sampleEvent(SUNDAYS_2026), guest, undefined, new Date('2026-03-02T12:00:00Z')),
    );

    expect(body).toContain('Date: Sunday, March 8, 2026 at 10:00 AM Eastern');
    expect(body).toContain('Repeats: Every Sunday until Dec 20, 2026');
  });

  it('names the one date of a series the RSVP is for, and no series rule', () => {
    const { body } = parse(
      rsvpMailDraft(
        sampleEvent(SUNDAYS_2026),
        guest,
        '2026-03-22',
        new Date('2026-03-02T12:00:00Z'),
      ),
    );
    expect(body).toContain('Date: Sunday, March 22, 2026 at 10:00 AM Eastern');
    expect(body).not.toContain('Repeats');
  });

  it('says what was left out and names an event type', () => {
    const event = sampleEvent({ sport: 'Christmas Service' });
    const { body } = parse(
      rsvpMailDraft(event, {
        ...guest,
        attendeePhone: undefined,
        specialRequests: undefined,
        numberOfGuests: 1,
      }),
    );
    expect(body).toContain('Event type: Christmas Service');
    expect(body).toContain('Phone: Not given');
    expect(body).toContain('Special requests: None');
    expect(body).toContain('Party size: 1 person');
  });
});
