import { describe, expect, it } from 'vitest';
import { calendarDetails } from './event.js';
import { buildIcs } from './ics.js';
import {
  CALENDAR_LINKS_REPEAT,
  calendarLinks,
  googleCalendarUrl,
  outlookCalendarUrl,
  yahooCalendarUrl,
} from './links.js';

const event = {
  title: 'Super Bowl Watch Party',
  description: 'Big screen, snacks & fellowship',
  datetime: new Date('2026-02-08T23:30:00Z'),
  location: 'Grace Chapel, 1 Main St, Austin, TX 78701',
  url: 'https://huddle.example/events/12',
};

describe('calendar links (3 hours, spec §9)', () => {
  it('builds the Google template link', () => {
    expect(googleCalendarUrl(event)).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Super%20Bowl%20Watch%20Party' +
        '&dates=20260208T233000Z/20260209T023000Z' +
        '&details=Big%20screen%2C%20snacks%20%26%20fellowship%0A%0Ahttps://huddle.example/events/12' +
        '&location=Grace%20Chapel%2C%201%20Main%20St%2C%20Austin%2C%20TX%2078701',
    );
  });

  it('builds the Outlook compose link with ISO times', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      subject: 'Super Bowl Watch Party',
      startdt: '2026-02-08T23:30:00Z',
      enddt: '2026-02-09T02:30:00Z',
      body: 'Big screen, snacks & fellowship\n\nhttps://huddle.example/events/12',
      location: 'Grace Chapel, 1 Main St, Austin, TX 78701',
    });
    expect(outlookCalendarUrl(event)).not.toContain('+');
  });

  it('builds the Yahoo link with duration 0300', () => {
    const url = new URL(yahooCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.yahoo.com/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '60',
      title: 'Super Bowl Watch Party',
      st: '20260208T233000Z',
      dur: '0300',
      desc: 'Big screen, snacks & fellowship\n\nhttps://huddle.example/events/12',
      in_loc: 'Grace Chapel, 1 Main St, Austin, TX 78701',
    });
  });

  it('gives all three at once; missing texts become empty parameters', () => {
    const bare = { title: 'Vigil', datetime: event.datetime };
    const links = calendarLinks(bare);
    expect(Object.keys(links)).toEqual(['google', 'outlook', 'yahoo']);
    expect(new URL(links.google).searchParams.get('details')).toBe('');
    expect(new URL(links.yahoo).searchParams.get('in_loc')).toBe('');
    expect(new URL(links.outlook).searchParams.get('location')).toBe('');
  });
});

describe('calendarDetails', () => {
  it('appends the event page unless the description already has it', () => {
    expect(calendarDetails({ description: 'Hi', url: 'https://h.example/e/1' })).toBe(
      'Hi\n\nhttps://h.example/e/1',
    );
    expect(
      calendarDetails({ description: 'See https://h.example/e/1', url: 'https://h.example/e/1' }),
    ).toBe('See https://h.example/e/1');
    expect(calendarDetails({ description: '', url: 'https://h.example/e/1' })).toBe(
      'https://h.example/e/1',
    );
    expect(calendarDetails({ description: ' Hi ', url: null })).toBe('Hi');
    expect(calendarDetails({})).toBe('');
  });
});

describe('a recurring series in the links', () => {
  // Sunday services at 9:00 AM in Denver, first on Jan 4 2026, until Dec 20 2026.
  const series = {
    datetime: new Date('2026-01-04T16:00:00Z'),
    timezone: 'America/Denver',
    isRecurring: true,
    recurrencePattern: 'weekly',
    recurrenceEndDate: '2026-12-20',
    recurrenceDaysOfWeek: ['sunday'],
  };
  // The next one after the spring DST change: 9:00 AM MDT is 15:00 UTC.
  const next = new Date('2026-03-15T15:00:00Z');
  const linked = { title: 'Sunday Service', datetime: next, url: event.url, series };

  it('Google repeats it: the same RRULE as the .ics, times in the event zone', () => {
    const url = new URL(googleCalendarUrl(linked));
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20261221T065959Z');
    expect(url.searchParams.get('ctz')).toBe('America/Denver');
    // Local wall-clock times (no Z): 9 AM stays 9 AM across DST in Google's expansion.
    expect(url.searchParams.get('dates')).toBe('20260315T090000/20260315T120000');
    const ics = buildIcs({ ...series, id: 1, title: 'Sunday Service' }, new Date());
    expect(ics).toContain(`\r\n${url.searchParams.get('recur')}\r\n`);
  });

  it("Google leaves out the series' cancelled dates still to come, as an EXDATE after the rule", () => {
    const cancelled = {
      ...linked,
      series: { ...series, recurrenceExceptions: ['2026-01-11', '2026-03-22', '2026-04-05'] },
    };
    const url = new URL(googleCalendarUrl(cancelled));
    // Jan 11 is before the date the link adds: not in its series.
    expect(url.searchParams.get('recur')).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20261221T065959Z\n' +
        'EXDATE;TZID=America/Denver:20260322T090000,20260405T090000',
    );
    expect(googleCalendarUrl(cancelled)).toContain(
      '&recur=RRULE:FREQ%3DWEEKLY%3BBYDAY%3DSU%3BUNTIL%3D20261221T065959Z%0AEXDATE%3BTZID%3DAmerica/Denver:20260322T090000%2C20260405T090000',
    );
  });

  it('Google gets a series in a zone that keeps UTC (Etc/GMT) in UTC, cancelled dates too', () => {
    const greenwich = {
      ...series,
      timezone: 'Etc/GMT',
      datetime: new Date('2026-01-04T09:00:00Z'),
    };
    const url = new URL(
      googleCalendarUrl({
        ...linked,
        datetime: new Date('2026-03-15T09:00:00Z'),
        series: { ...greenwich, recurrenceExceptions: ['2026-03-22'] },
      }),
    );
    expect(url.searchParams.has('ctz')).toBe(false);
    expect(url.searchParams.get('dates')).toBe('20260315T090000Z/20260315T120000Z');
    expect(url.searchParams.get('recur')).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20261220T235959Z\nEXDATE:20260322T090000Z',
    );
  });

  it('Outlook and Yahoo cannot repeat: they add the next date only, and say so', () => {
    expect(CALENDAR_LINKS_REPEAT).toEqual({ google: true, outlook: false, yahoo: false });
    const outlook = new URL(outlookCalendarUrl(linked));
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-15T15:00:00Z');
    const yahoo = new URL(yahooCalendarUrl(linked));
    expect(yahoo.searchParams.get('st')).toBe('20260315T150000Z');
    for (const link of [outlook, yahoo]) {
      expect([...link.searchParams.keys()].join(' ')).not.toMatch(/rrule|recur|repeat/i);
    }
  });

  it('a one-off event (or no series given) gets no rule and keeps UTC times', () => {
    const oneOff = new URL(
      googleCalendarUrl({ ...linked, series: { ...series, isRecurring: false } }),
    );
    expect(oneOff.searchParams.has('recur')).toBe(false);
    expect(oneOff.searchParams.has('ctz')).toBe(false);
    expect(oneOff.searchParams.get('dates')).toBe('20260315T150000Z/20260315T180000Z');
    expect(new URL(googleCalendarUrl(event)).searchParams.has('recur')).toBe(false);
  });
});
