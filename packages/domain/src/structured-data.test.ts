import { describe, expect, it } from 'vitest';
import { eventStructuredData, eventSummary, isoWithOffset } from './structured-data.js';
import { localToInstant } from './time.js';

const church = {
  name: 'Grace Chapel',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phone: '(512) 555-0100',
  website: 'https://gracechapel.example',
};
const urls = {
  page: 'https://huddle.test/events/7',
  image: 'https://huddle.test/api/events/7/card/abc.png',
  church: 'https://huddle.test/churches/3',
};
const series = {
  title: 'Sunday Football Fellowship',
  description: 'Chili and the early game.',
  gameDetails: '',
  datetime: localToInstant('2026-11-01', '12:00', 'America/Chicago'),
  timezone: 'America/Chicago',
  church,
  occurrences: [
    { date: '2026-12-06', spotsLeft: 0, waitingCount: 2 },
    { date: '2026-12-20', spotsLeft: 12, waitingCount: 0 },
  ],
  recurrenceExceptions: ['2026-11-22', '2026-12-13'],
};
const now = new Date('2026-11-27T18:00:00Z');

describe('isoWithOffset', () => {
  it('writes the local time with the offset in force that day (daylight saving)', () => {
    const summer = localToInstant('2026-07-04', '19:00', 'America/New_York');
    const winter = localToInstant('2026-12-24', '19:00', 'America/New_York');
    expect(isoWithOffset(summer, 'America/New_York')).toBe('2026-07-04T19:00:00-04:00');
    expect(isoWithOffset(winter, 'America/New_York')).toBe('2026-12-24T19:00:00-05:00');
    expect(isoWithOffset(winter, 'Etc/GMT')).toBe('2026-12-25T00:00:00+00:00');
  });
});

describe('eventStructuredData', () => {
  const data = eventStructuredData(series, urls, now);

  it('lists each open date as an offline event at the church, three hours long', () => {
    expect(data.map((event) => [event.startDate, event.endDate, event.eventStatus])).toEqual([
      [
        '2026-12-06T12:00:00-06:00',
        '2026-12-06T15:00:00-06:00',
        'https://schema.org/EventScheduled',
      ],
      [
        '2026-12-20T12:00:00-06:00',
        '2026-12-20T15:00:00-06:00',
        'https://schema.org/EventScheduled',
      ],
      [
        '2026-12-13T12:00:00-06:00',
        '2026-12-13T15:00:00-06:00',
        'https://schema.org/EventCancelled',
      ],
    ]);
    expect(data[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Sunday Football Fellowship',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Grace Chapel',
        address: { '@type': 'PostalAddress', addressLocality: 'Austin', postalCode: '78701' },
      },
      organizer: { '@type': 'Organization', name: 'Grace Chapel' },
      image: [urls.image],
      url: urls.page,
    });
  });

  it('offers free seats while there are any, and says sold out when full', () => {
    expect(data[0]?.offers).toMatchObject({ price: 0, availability: 'https://schema.org/SoldOut' });
    expect(data[1]?.offers).toMatchObject({ price: 0, availability: 'https://schema.org/InStock' });
    expect(data[2]?.offers).toBeUndefined();
  });

  it('marks the dates of a rescheduled event as rescheduled', () => {
    const moved = eventStructuredData({ ...series, rescheduled: true }, urls, now);
    expect(moved[0]?.eventStatus).toBe('https://schema.org/EventRescheduled');
  });
});

describe('eventSummary', () => {
  it('says when, where and whether there is room', () => {
    expect(eventSummary(series)).toBe(
      'Sun, Dec 6, 2026 at 12:00 PM Central · Grace Chapel, Austin, TX · Full · join the waitlist',
    );
    expect(eventSummary({ ...series, occurrences: series.occurrences.slice(1) })).toBe(
      'Sun, Dec 20, 2026 at 12:00 PM Central · Grace Chapel, Austin, TX · Free · 12 seats left',
    );
  });
});
