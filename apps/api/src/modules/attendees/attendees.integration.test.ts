import { localToInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp, rsvpThroughApi } from '../../testing/api-calls.js';
import { seatsTaken } from '../../testing/counts.js';
import { insertEvent } from '../../testing/fixtures.js';
import { withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';
import { type DashboardWorld, dashboardWorld, eventWithRsvp } from './dashboard.fixtures.js';

let world: DashboardWorld;
let churchId: number;

const server = useTestServer();
beforeAll(async () => {
  world = await dashboardWorld(server.app, server.db);
  churchId = world.own.churchId;
});

const get = (url: string, cookie = world.own.cookie) =>
  server.app.inject({ method: 'GET', url, cookies: withSession(cookie) });
const remove = (rsvpId: number | string, cookie = world.own.cookie) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/rsvps/${rsvpId}`,
    cookies: withSession(cookie),
  });

describe('GET /api/rsvps/{id}', () => {
  it('answers the attendee read form to the hosting church', async () => {
    const eventId = await insertEvent(server.db, churchId, { title: 'Game Night' });
    const { rsvpId, email } = await rsvpThroughApi(server.app, server.db, eventId, {
      attendeeName: 'Ruth Park',
      numberOfGuests: 3,
      specialRequests: 'A high chair',
    });
    const response = await get(`/api/rsvps/${rsvpId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: rsvpId,
      attendeeName: 'Ruth Park',
      attendeeEmail: email,
      attendeePhone: '(512) 555-0199',
      numberOfGuests: 3,
      specialRequests: 'A high chair',
      createdAt: expect.any(String),
      eventId,
      occurrenceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      eventTitle: 'Game Night',
    });
    // Never the private link's hash.
    expect(response.body).not.toContain('manage');
  });

  it('answers 404 for an RSVP that does not exist and 400 for ids that cannot be one', async () => {
    expect((await get('/api/rsvps/2147483647')).statusCode).toBe(404);
    for (const bad of ['0', '-1', '2147483648', '1e3', 'abc', '99999999999999999999']) {
      const response = await get(`/api/rsvps/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/^id: Must be a positive whole number/);
    }
  });
});

describe('GET /api/events/{id}/attendees', () => {
  it('lists the attendees in RSVP order, in pages, with the event', async () => {
    const eventId = await insertEvent(server.db, churchId, { max_attendees: 50 });
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await rsvpThroughApi(server.app, server.db, eventId));
    const first = await get(`/api/events/${eventId}/attendees?limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.event).toMatchObject({ id: eventId, currentAttendees: 10, maxAttendees: 50 });
    expect(page1.items.map((a: { id: number }) => a.id)).toEqual(
      made.slice(0, 2).map((m) => m.rsvpId),
    );
    const all = [...page1.items];
    let cursor = page1.nextCursor;
    while (cursor) {
      const page = (await get(`/api/events/${eventId}/attendees?limit=2&cursor=${cursor}`)).json();
      all.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(all.map((a) => a.attendeeEmail)).toEqual(made.map((m) => m.email));
  });

  it('answers an empty list for an event nobody RSVPd for, and 404 for no event', async () => {
    const eventId = await insertEvent(server.db, churchId);
    const response = await get(`/api/events/${eventId}/attendees`);
    expect(response.json()).toMatchObject({ items: [], nextCursor: null });
    expect((await get('/api/events/2147483000/attendees')).statusCode).toBe(404);
  });

  it('refuses a cursor it did not make and a limit out of range', async () => {
    const eventId = await insertEvent(server.db, churchId);
    for (const query of [
      'cursor=abc',
      'cursor=99999999999',
      'cursor=%00',
      'limit=0',
      'limit=101',
    ]) {
      const response = await get(`/api/events/${eventId}/attendees?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/events/{id}/attendees.csv', () => {
  it('downloads every attendee, with cells that would run as formulas neutralised', async () => {
    const eventId = await insertEvent(server.db, churchId, {
      title: 'Super Bowl Party',
      max_attendees: 50,
    });
    const plain = await rsvpThroughApi(server.app, server.db, eventId, {
      attendeeName: 'Ann Lee',
      numberOfGuests: 1,
      specialRequests: 'Gluten free, please',
    });
    const evil = await rsvpThroughApi(server.app, server.db, eventId, {
      attendeeName: '=HYPERLINK("http://evil.example","Click")',
      attendeePhone: '',
      numberOfGuests: 2,
      specialRequests: '@SUM(1+1)\nsecond line',
    });
    const response = await get(`/api/events/${eventId}/attendees.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="super-bowl-party-attendees.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe("Date,Name,Email,Phone,Guests,Special requests,RSVP'd at (UTC)");
    expect(rows[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},Ann Lee,${plain.email},\\(512\\) 555-0199,1,"Gluten free, please",\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    expect(rows[2]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},"'=HYPERLINK\\(""http://evil.example"",""Click""\\)",${evil.email},,2,"'@SUM\\(1\\+1\\)\\nsecond line",`,
      ),
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
  });
});

describe('the attendees of a series, date by date', () => {
  it('lists and downloads one date, and names the dates that have RSVPs', async () => {
    const eventId = await insertEvent(server.db, churchId, {
      title: 'Sunday Watch Party',
      datetime: localToInstant('2031-03-02', '10:00', 'America/Chicago'),
      timezone: 'America/Chicago',
      max_attendees: 10,
      is_recurring: true,
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: ['sunday'],
    });
    const onDate = (occurrenceDate: string, attendeeName: string, numberOfGuests: number) =>
      rsvpThroughApi(server.app, server.db, eventId, {
        attendeeName,
        numberOfGuests,
        occurrenceDate,
      });
    await onDate('2031-03-02', 'Ann Lee', 2);
    await onDate('2031-03-09', 'Bo Kim', 3);
    await onDate('2031-03-09', 'Cy Diaz', 1);

    const all = (await get(`/api/events/${eventId}/attendees`)).json();
    expect(all.dates).toEqual([
      { date: '2031-03-02', currentAttendees: 2 },
      { date: '2031-03-09', currentAttendees: 4 },
    ]);
    expect(all.event.currentAttendees).toBe(6);
    expect(all.items.map((a: { attendeeName: string }) => a.attendeeName)).toEqual([
      'Ann Lee',
      'Bo Kim',
      'Cy Diaz',
    ]);

    const one = (await get(`/api/events/${eventId}/attendees?date=2031-03-09&limit=1`)).json();
    expect(one.event.currentAttendees).toBe(4);
    expect(one.items.map((a: { attendeeName: string }) => a.attendeeName)).toEqual(['Bo Kim']);
    const next = await get(
      `/api/events/${eventId}/attendees?date=2031-03-09&limit=1&cursor=${one.nextCursor}`,
    );
    expect(next.json().items.map((a: { occurrenceDate: string }) => a.occurrenceDate)).toEqual([
      '2031-03-09',
    ]);

    const csv = await get(`/api/events/${eventId}/attendees.csv?date=2031-03-09`);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="sunday-watch-party-2031-03-09-attendees.csv"',
    );
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      '2031-03-09,Bo Kim',
      '2031-03-09,Cy Diaz',
    ]);
    expect((await get(`/api/events/${eventId}/attendees?date=2031-13-01`)).statusCode).toBe(400);
  });
});

describe('DELETE /api/rsvps/{id}', () => {
  it('removes the RSVP, gives its seats back at once and drops its notification', async () => {
    const t = await eventWithRsvp(server.app, server.db, churchId);
    const kept = await rsvpThroughApi(server.app, server.db, t.eventId, { numberOfGuests: 1 });
    expect(await seatsTaken(server.db, t.eventId)).toBe(3);

    const response = await remove(t.rsvpId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: t.rsvpId,
      eventId: t.eventId,
      currentAttendees: 1,
      spotsLeft: 19,
    });
    expect(await seatsTaken(server.db, t.eventId)).toBe(1);
    expect((await get(`/api/rsvps/${t.rsvpId}`)).statusCode).toBe(404);
    const notifications = await server.db
      .selectFrom('notifications')
      .select('id')
      .where('id', '=', t.notificationId)
      .execute();
    expect(notifications).toEqual([]);
    // The event page shows the seats as free again.
    const event = (await get(`/api/events/${t.eventId}`, undefined)).json();
    expect(event.currentAttendees).toBe(1);
    expect((await get(`/api/rsvps/${kept.rsvpId}`)).statusCode).toBe(200);
  });

  it('answers 404 the second time, and the seats are given back once', async () => {
    const t = await eventWithRsvp(server.app, server.db, churchId);
    expect((await remove(t.rsvpId)).statusCode).toBe(200);
    expect((await remove(t.rsvpId)).statusCode).toBe(404);
    expect(await seatsTaken(server.db, t.eventId)).toBe(0);
  });

  it('never takes the seat count below zero, even when the books were wrong', async () => {
    const t = await eventWithRsvp(server.app, server.db, churchId);
    // A count that disagrees with the RSVPs (as if edited by hand): 1 seat, an RSVP of 2.
    await server.db
      .updateTable('events')
      .set({ current_attendees: 1 })
      .where('id', '=', t.eventId)
      .execute();
    const response = await remove(t.rsvpId);
    expect(response.statusCode).toBe(200);
    expect(response.json().currentAttendees).toBe(0);
    expect(await seatsTaken(server.db, t.eventId)).toBe(0);
  });

  it('lets the removed seats be taken by the next visitor', async () => {
    const eventId = await insertEvent(server.db, churchId, { max_attendees: 2 });
    const spam = await rsvpThroughApi(server.app, server.db, eventId, { numberOfGuests: 2 });
    const real = {
      attendeeName: 'Real Person',
      attendeeEmail: 'real@example.com',
      numberOfGuests: 2,
    };
    const refused = await postRsvp(server.app, eventId, real);
    expect(refused.statusCode).toBe(409);
    expect((await remove(spam.rsvpId)).statusCode).toBe(200);
    const accepted = await postRsvp(server.app, eventId, real);
    expect(accepted.statusCode).toBe(201);
  });

  it('keeps a message sent to the removed attendee, without its RSVP', async () => {
    const t = await eventWithRsvp(server.app, server.db, churchId);
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      cookies: withSession(world.own.cookie),
      payload: { churchId, rsvpId: t.rsvpId, subject: 'Hello', messageBody: 'Are you real?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await remove(t.rsvpId)).statusCode).toBe(200);
    const message = await server.db
      .selectFrom('messages')
      .select(['rsvp_id', 'sent_to'])
      .where('id', '=', sent.json().id)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ rsvp_id: null, sent_to: t.email });
  });
});
