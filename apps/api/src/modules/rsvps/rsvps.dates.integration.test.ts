import { localToInstant, recurrenceEndInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp } from '../../testing/api-calls.js';
import { seatBook } from '../../testing/counts.js';
import { eventPayload, insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { inFlight } from '../../testing/in-flight.js';
import { useTestServer } from '../../testing/test-server.js';
import { datesWithAttendees } from '../attendees/attendees.repository.js';

/*
 * Each date of a series is its own gathering (issue 27, item 3): an RSVP is for one date, each
 * date has the event's max attendees seats, and the event read lists the dates with their seats.
 */

const CHICAGO = 'America/Chicago';
const at = (date: string, time = '10:00') => localToInstant(date, time, CHICAGO);

const server = useTestServer();
let owner: { churchId: number; cookie: string };
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db);
});

/** Sundays at 10 AM in Chicago from March 2 to April 27, 2031, March 16 cancelled. */
function insertSundays(maxAttendees: number) {
  return insertEvent(server.db, owner.churchId, {
    title: 'Sunday Watch Party',
    datetime: at('2031-03-02'),
    timezone: CHICAGO,
    max_attendees: maxAttendees,
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_days_of_week: ['sunday'],
    recurrence_end_date: recurrenceEndInstant('2031-04-27', CHICAGO),
    recurrence_exceptions: ['2031-03-16'],
  });
}

let sequence = 0;
function rsvpFor(
  eventId: number,
  occurrenceDate: string | undefined,
  guests: number,
  email?: string,
) {
  sequence += 1;
  return postRsvp(server.app, eventId, {
    attendeeName: `Fan ${sequence}`,
    attendeeEmail: email ?? `fan${sequence}@example.com`,
    numberOfGuests: guests,
    ...(occurrenceDate ? { occurrenceDate } : {}),
  });
}

/** The database's own count of people per date (the dates that have any). */
async function seatsByDate(eventId: number) {
  const rows = await datesWithAttendees(server.db, eventId);
  return Object.fromEntries(rows.map((row) => [row.occurrence_date, row.taken]));
}

describe('RSVPs to the dates of a series', () => {
  it('gives each date its own seats and lists the dates with them on the event read', async () => {
    const eventId = await insertSundays(5);
    expect((await rsvpFor(eventId, undefined, 3)).statusCode).toBe(201);
    expect((await rsvpFor(eventId, '2031-03-09', 4)).statusCode).toBe(201);
    // The first date has 2 seats left; the second date's RSVP took none of them.
    const tooMany = await rsvpFor(eventId, '2031-03-02', 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe('NOT_ENOUGH_SPOTS');
    expect((await rsvpFor(eventId, '2031-03-02', 2)).statusCode).toBe(201);
    expect((await rsvpFor(eventId, '2031-03-02', 1)).json().error).toBe('EVENT_FULL');
    expect(await seatsByDate(eventId)).toEqual({ '2031-03-02': 5, '2031-03-09': 4 });

    const read = await server.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
    expect(read.statusCode).toBe(200);
    const event = read.json();
    expect(event.occurrences.slice(0, 4)).toEqual([
      { date: '2031-03-02', currentAttendees: 5, spotsLeft: 0, waitingCount: 0 },
      { date: '2031-03-09', currentAttendees: 4, spotsLeft: 1, waitingCount: 0 },
      // March 16 is cancelled: not a date to choose.
      { date: '2031-03-23', currentAttendees: 0, spotsLeft: 5, waitingCount: 0 },
      { date: '2031-03-30', currentAttendees: 0, spotsLeft: 5, waitingCount: 0 },
    ]);
    expect(event.occurrences.at(-1).date).toBe('2031-04-27');
    // The event's own figures are its next date's.
    expect(event).toMatchObject({ currentAttendees: 5, spotsLeft: 0, maxAttendees: 5 });
    // So is the hosting church's Going count (two RSVPs on March 2), beside each date's RSVPs.
    const asOwner = await server.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}`,
      cookies: withSession(owner.cookie),
    });
    expect(asOwner.json().owner).toMatchObject({
      rsvpCount: 2,
      upcomingRsvps: [
        { date: '2031-03-02', rsvps: 2 },
        { date: '2031-03-09', rsvps: 1 },
      ],
    });
  });

  it('refuses a day the series does not meet, with a 400 naming occurrenceDate', async () => {
    const eventId = await insertSundays(5);
    for (const day of ['2031-03-16', '2031-03-03', '2031-05-04', '2031-02-23']) {
      const response = await rsvpFor(eventId, day, 1);
      expect(response.statusCode, day).toBe(400);
      expect(response.json().message).toMatch(/^occurrenceDate: The event does not take place/);
    }
    for (const day of ['next sunday', '2031-02-30', '2031-03-02T10:00']) {
      expect((await rsvpFor(eventId, day, 1)).statusCode, day).toBe(400);
    }
    expect(await seatsByDate(eventId)).toEqual({});
  });

  it('lets one address come on two dates, but holds one seat per date', async () => {
    const eventId = await insertSundays(10);
    const email = 'regular@example.com';
    expect((await rsvpFor(eventId, '2031-03-02', 2, email)).statusCode).toBe(201);
    expect((await rsvpFor(eventId, '2031-03-09', 2, email)).statusCode).toBe(201);
    // Again for March 9: answered alike, the link mailed again instead of more seats.
    expect((await rsvpFor(eventId, '2031-03-09', 3, email)).statusCode).toBe(201);
    expect(await seatsByDate(eventId)).toEqual({ '2031-03-02': 2, '2031-03-09': 2 });
    const book = await seatBook(server.db, eventId);
    // The event's total counts every date.
    expect(book.current_attendees).toBe(4);
  });

  it('never oversells either of two dates under concurrent RSVPs', async () => {
    const real = server.engine === 'postgres';
    const seats = real ? 30 : 10;
    const requests = real ? 160 : 40;
    const eventId = await insertSundays(seats);
    const dates = ['2031-03-02', '2031-03-09'];
    const guestsOf = (i: number) => (i % 3) + 1;
    const responses = await inFlight(requests, (i) => rsvpFor(eventId, dates[i % 2], guestsOf(i)));
    const accepted = new Map(dates.map((date) => [date, 0]));
    responses.forEach((response, i) => {
      if (response.statusCode === 201) {
        const date = dates[i % 2]!;
        accepted.set(date, (accepted.get(date) ?? 0) + guestsOf(i));
      } else {
        expect(response.statusCode, response.body).toBe(409);
      }
    });
    // Every seat of both dates went (a one-guest RSVP is refused only on a full date), none twice.
    expect(Object.fromEntries(accepted)).toEqual({ '2031-03-02': seats, '2031-03-09': seats });
    expect(await seatsByDate(eventId)).toEqual({ '2031-03-02': seats, '2031-03-09': seats });
    const book = await seatBook(server.db, eventId);
    expect(book.guests).toBe(2 * seats);
    expect(book.current_attendees).toBe(2 * seats);
  });
});

describe('editing an event with RSVPs', () => {
  const edit = (id: number, overrides: object) => {
    const { churchId: _church, ...body } = eventPayload(0, overrides);
    return server.app.inject({
      method: 'PUT',
      url: `/api/events/${id}`,
      cookies: withSession(owner.cookie),
      payload: body,
    });
  };

  it("moves a one-off event's RSVPs with it to its new day", async () => {
    const eventId = await insertEvent(server.db, owner.churchId, {
      datetime: at('2031-05-10', '18:00'),
      timezone: CHICAGO,
      max_attendees: 20,
    });
    await rsvpFor(eventId, undefined, 3);
    const moved = await edit(eventId, {
      datetime: at('2031-05-11', '18:00').toISOString(),
      timezone: CHICAGO,
      maxAttendees: 20,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await seatsByDate(eventId)).toEqual({ '2031-05-11': 3 });
    expect(moved.json().occurrences).toEqual([
      { date: '2031-05-11', currentAttendees: 3, spotsLeft: 17, waitingCount: 0 },
    ]);
  });

  it("holds max attendees to the fullest date of a series, not to the series' total", async () => {
    const eventId = await insertSundays(10);
    await rsvpFor(eventId, '2031-03-02', 6);
    await rsvpFor(eventId, '2031-03-09', 4);
    const series = {
      datetime: at('2031-03-02').toISOString(),
      timezone: CHICAGO,
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceDaysOfWeek: ['sunday'],
      recurrenceEndDate: '2031-04-27',
    };
    const below = await edit(eventId, { ...series, maxAttendees: 5 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toBe('MAX_BELOW_ATTENDEES');
    expect((await edit(eventId, { ...series, maxAttendees: 6 })).statusCode).toBe(200);
  });
});
