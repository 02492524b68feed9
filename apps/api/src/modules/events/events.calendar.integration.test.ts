import { localToInstant, occurrencesBetween, recurrenceEndInstant } from '@huddle/domain';
import type ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRACE_CHAPEL, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { parseIcs, startsOf } from '../../testing/ical.js';
import { useTestServer } from '../../testing/test-server.js';

let church: number;

const server = useTestServer();
beforeAll(async () => {
  church = await insertChurch(server.db, GRACE_CHAPEL);
});

function download(id: number | string) {
  return server.app.inject({ method: 'GET', url: `/api/events/${id}/calendar.ics` });
}

describe('GET /api/events/:id/calendar.ics', () => {
  it('downloads a calendar file that parses back to the event', async () => {
    const datetime = localToInstant('2031-02-09', '17:30', 'America/New_York');
    const id = await insertEvent(server.db, church, {
      title: 'Super Bowl Party!',
      description: 'Wings; games, and fellowship',
      game_details: 'Kickoff 6:30 PM',
      datetime,
      timezone: 'America/New_York',
    });
    const response = await download(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(
      /^text\/calendar;\s*charset=utf-8;\s*method=PUBLISH$/,
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="super-bowl-party.ics"',
    );
    const { vevent, event } = parseIcs(response.body);
    expect(vevent.getFirstPropertyValue('rrule')).toBeNull();
    expect(event.uid).toBe(`event-${id}@huddle`);
    expect(event.summary).toBe('Super Bowl Party!');
    expect(event.description).toBe(
      `Wings; games, and fellowship\n\nKickoff 6:30 PM\n\nhttp://huddle.test/events/${id}`,
    );
    expect(event.location).toBe('Grace Chapel, 1 Main St, Austin, TX 78701');
    expect(event.startDate.toJSDate()).toEqual(datetime);
    expect(event.duration.toSeconds()).toBe(3 * 3600);
  });

  it('carries the RRULE of a recurring event, and expands to the domain occurrences', async () => {
    const series = {
      datetime: localToInstant('2031-03-02', '10:00', 'America/Chicago'),
      timezone: 'America/Chicago',
      isRecurring: true,
      recurrencePattern: 'weekly' as const,
      recurrenceEndDate: '2031-04-27',
      recurrenceDaysOfWeek: ['sunday' as const],
    };
    const id = await insertEvent(server.db, church, {
      title: 'Sunday Service',
      sport: 'Special Service',
      datetime: series.datetime,
      timezone: series.timezone,
      is_recurring: true,
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: ['sunday'],
      recurrence_end_date: recurrenceEndInstant('2031-04-27', 'America/Chicago'),
    });
    const response = await download(id);
    expect(response.statusCode).toBe(200);
    const { vevent, event } = parseIcs(response.body);
    const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rrule.freq).toBe('WEEKLY');
    expect(rrule.parts.BYDAY).toEqual(['SU']);
    expect(response.body).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=');
    expect(event.isRecurring()).toBe(true);
    const starts = startsOf(event, 50);
    // Across the DST change of March 9: still 10 AM in Chicago every Sunday.
    expect(starts).toHaveLength(9);
    expect(starts).toEqual(occurrencesBetween(series, new Date(0), new Date('2032-01-01')));
  });

  it('answers 404 with the JSON error body for a missing or inactive event, 400 for a bad id', async () => {
    const inactive = await insertEvent(server.db, church, { is_active: false });
    for (const id of [inactive, 999_999]) {
      const response = await download(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Event not found.' });
    }
    const bad = await download('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('BAD_REQUEST');
  });
});
