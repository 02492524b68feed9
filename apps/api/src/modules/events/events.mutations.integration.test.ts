import { maxBelowAttendeesMessage, recurrenceEndInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnOf, tableCounts } from '../../testing/counts.js';
import {
  daysFromNow,
  eventPayload,
  insertChurchWithUser,
  insertEvent,
  insertRsvp,
} from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { callerFor } from '../../testing/test-caller.js';
import { useTestServer } from '../../testing/test-server.js';

/** A paid church's signed-in user, an unpaid church's, another paid church's, one without a church. */
let paid: { churchId: number; cookie: string };
let unpaid: { churchId: number; cookie: string };
let other: { churchId: number; cookie: string };
let noChurch: { cookie: string };

const server = useTestServer();
beforeAll(async () => {
  const { app, db } = server;
  paid = await signedInChurchUser(app, db);
  unpaid = await signedInChurchUser(app, db, { status: 'unpaid' });
  other = await signedInChurchUser(app, db);
  noChurch = await signedInChurchUser(app, db, { churchId: null });
});

type Method = 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, cookie?: string, payload?: object) {
  return server.app.inject({ method, url, cookies: withSession(cookie), payload });
}

const createAs = (cookie: string | undefined, churchId: number, overrides = {}) =>
  call('POST', '/api/events', cookie, eventPayload(churchId, overrides));

/** PUT /api/events/{id} by the paid owner with `overrides` on an edited body. */
const editAsPaid = (id: number, overrides = {}) =>
  call('PUT', `/api/events/${id}`, paid.cookie, editBody(overrides));

const editBody = (overrides = {}) => {
  const { churchId: _church, ...rest } = eventPayload(0, { title: 'Edited title', ...overrides });
  return rest;
};

describe('POST /api/events', () => {
  it('answers 401 signed out', async () => {
    const response = await createAs(undefined, paid.churchId);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('UNAUTHORIZED');
  });

  it('answers 403 CHURCH_REQUIRED for a user without a church', async () => {
    const response = await createAs(noChurch.cookie, paid.churchId);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('CHURCH_REQUIRED');
  });

  it('answers 403 SUBSCRIPTION_REQUIRED for an unpaid church', async () => {
    const before = await tableCounts(server.db);
    const response = await createAs(unpaid.cookie, unpaid.churchId);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('SUBSCRIPTION_REQUIRED');
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it("answers 403 for another church's id", async () => {
    const before = await tableCounts(server.db);
    const response = await createAs(other.cookie, paid.churchId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'FORBIDDEN',
      message: 'You can only host events for your own church.',
    });
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('creates the event for a paid owner: 201 with the church and the owner block', async () => {
    const response = await createAs(paid.cookie, paid.churchId);
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      id: expect.any(Number),
      title: 'Super Bowl Watch Party',
      churchId: paid.churchId,
      currentAttendees: 0,
      maxAttendees: 80,
      spotsLeft: 80,
      isActive: true,
      isRecurring: false,
      recurrencePattern: 'none',
      recurrenceEndDate: null,
      recurrenceDaysOfWeek: [],
      church: { id: paid.churchId, eventCount: 1 },
      owner: { rsvpCount: 0, spotsLeftWarning: null },
    });
    const fetched = await server.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(fetched.statusCode).toBe(200);
  });

  it("applies the defaults of the create payload, the zone being the church's own", async () => {
    const boulder = await signedInChurchUser(server.app, server.db, {
      city: 'Boulder',
      state: 'CO',
    });
    const { title, description, sport, gameDetails, datetime } = eventPayload(boulder.churchId);
    const response = await call('POST', '/api/events', boulder.cookie, {
      title,
      description,
      sport,
      gameDetails,
      datetime,
      churchId: boulder.churchId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      timezone: 'America/Denver',
      maxAttendees: 50,
      ageGroup: 'all',
      foodProvided: false,
      imageUrl: null,
    });
  });

  it("checks a series without a zone on its church's local day", async () => {
    const boulder = await signedInChurchUser(server.app, server.db, {
      city: 'Boulder',
      state: 'CO',
    });
    // Sunday 10:30 PM in Boulder, already Monday in New York.
    const series = (days: string[]) => {
      const { timezone: _zone, ...payload } = eventPayload(boulder.churchId, {
        datetime: '2031-03-03T05:30:00Z',
        isRecurring: true,
        recurrencePattern: 'weekly',
        recurrenceDaysOfWeek: days as ['sunday'],
        recurrenceEndDate: '2031-04-27',
      });
      return call('POST', '/api/events', boulder.cookie, payload);
    };
    const sunday = await series(['sunday']);
    expect(sunday.statusCode, sunday.body).toBe(201);
    expect(sunday.json()).toMatchObject({ timezone: 'America/Denver' });
    const monday = await series(['monday']);
    expect(monday.statusCode).toBe(400);
    expect(monday.json().message).toContain('recurrenceDaysOfWeek');
  });

  it('stores recurrence normalized: the end day as its last second in the zone', async () => {
    const start = new Date('2031-03-02T01:00:00Z'); // Saturday 7 PM in Chicago
    const response = await createAs(paid.cookie, paid.churchId, {
      datetime: start.toISOString(),
      timezone: 'America/Chicago',
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2031-05-31',
      recurrenceDaysOfWeek: ['sunday', 'saturday', 'saturday'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2031-05-31',
      recurrenceDaysOfWeek: ['saturday', 'sunday'],
    });
    const row = await server.db
      .selectFrom('events')
      .select(['recurrence_end_date', 'recurrence_days_of_week'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.recurrence_end_date).toEqual(recurrenceEndInstant('2031-05-31', 'America/Chicago'));
    expect(row.recurrence_days_of_week).toEqual(['saturday', 'sunday']);
  });

  it('drops recurrence leftovers from a one-off event', async () => {
    const response = await createAs(paid.cookie, paid.churchId, {
      isRecurring: false,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2031-05-31',
      recurrenceDaysOfWeek: ['sunday'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      recurrencePattern: 'none',
      recurrenceEndDate: null,
      recurrenceDaysOfWeek: [],
    });
  });

  it('refuses invalid payloads with 400 naming the field, and writes nothing', async () => {
    const before = await tableCounts(server.db);
    for (const overrides of [
      { title: '  ' },
      { maxAttendees: 0 },
      { maxAttendees: 100_001 },
      { sport: 'Curling' },
      { timezone: 'Mars/Olympus' },
      { datetime: 'next friday' },
      { imageUrl: 'javascript:alert(1)' },
      { isRecurring: true, recurrencePattern: 'weekly', recurrenceDaysOfWeek: ['sunday'] },
    ]) {
      const response = await createAs(paid.cookie, paid.churchId, overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error).toBe('BAD_REQUEST');
    }
    expect(await tableCounts(server.db)).toEqual(before);
  });
});

describe('PUT /api/events/:id', () => {
  it('answers 401 signed out, 403 for another church, 404 for a missing event', async () => {
    const id = await insertEvent(server.db, paid.churchId);
    const signedOut = await call('PUT', `/api/events/${id}`, undefined, editBody());
    expect(signedOut.statusCode).toBe(401);
    const stranger = await call('PUT', `/api/events/${id}`, other.cookie, editBody());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("You can only manage your own church's events.");
    const missing = await call('PUT', '/api/events/999999', paid.cookie, editBody());
    expect(missing.statusCode).toBe(404);
    expect(await columnOf(server.db, 'events', id, 'title')).not.toBe('Edited title');
  });

  it('keeps the event zone when an edit does not name one', async () => {
    const id = await insertEvent(server.db, paid.churchId, { timezone: 'America/Phoenix' });
    const { timezone: _zone, ...body } = editBody();
    const response = await call('PUT', `/api/events/${id}`, paid.cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ timezone: 'America/Phoenix', title: 'Edited title' });
  });

  it('lets a paid owner edit everything', async () => {
    const id = await insertEvent(server.db, paid.churchId);
    const response = await editAsPaid(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      title: 'Edited title',
      maxAttendees: 80,
      timezone: 'America/Chicago',
      owner: { rsvpCount: 0 },
    });
  });

  it('lets a church whose subscription lapsed correct texts or take seats away, but not move the event, change its sport or add seats', async () => {
    const lapsed = await signedInChurchUser(server.app, server.db, { status: 'canceled' });
    const datetime = daysFromNow(3);
    const id = await insertEvent(server.db, lapsed.churchId, {
      datetime,
      timezone: 'America/Denver',
      sport: 'NBA',
      max_attendees: 40,
    });
    const same = { datetime: datetime.toISOString(), timezone: 'America/Denver', sport: 'NBA' };
    const edit = (overrides: object) =>
      call('PUT', `/api/events/${id}`, lapsed.cookie, editBody({ ...same, ...overrides }));

    const fixed = await edit({ title: 'Typo fixed', maxAttendees: 30 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ title: 'Typo fixed', maxAttendees: 30 });

    for (const change of [
      { datetime: daysFromNow(60).toISOString() },
      { timezone: 'America/Chicago' },
      { sport: 'NFL' },
      { maxAttendees: 31 },
    ]) {
      const refused = await edit({ title: 'A new event', maxAttendees: 30, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
      expect(refused.json().error).toBe('SUBSCRIPTION_REQUIRED');
    }
    const row = await server.db
      .selectFrom('events')
      .select(['title', 'max_attendees', 'datetime', 'sport', 'timezone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title: 'Typo fixed',
      max_attendees: 30,
      datetime,
      sport: 'NBA',
      timezone: 'America/Denver',
    });
    // Cancelling stays possible.
    expect((await call('DELETE', `/api/events/${id}`, lapsed.cookie)).statusCode).toBe(200);
  });

  it('answers 409 when max attendees would drop below the seats taken, and keeps the event', async () => {
    const id = await insertEvent(server.db, paid.churchId, { max_attendees: 20 });
    await insertRsvp(server.db, id, 4);
    await insertRsvp(server.db, id, 3);
    const response = await editAsPaid(id, { maxAttendees: 6 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'MAX_BELOW_ATTENDEES',
      message: maxBelowAttendeesMessage(7),
    });
    const row = await server.db
      .selectFrom('events')
      .select(['max_attendees', 'title'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ max_attendees: 20, title: expect.not.stringMatching('Edited') });
    const exact = await editAsPaid(id, { maxAttendees: 7 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({
      maxAttendees: 7,
      spotsLeft: 0,
      owner: { spotsLeftWarning: 'Event Full' },
    });
  });

  it('keeps a series ending on the same local day when the zone changes', async () => {
    const id = await insertEvent(server.db, paid.churchId, {
      datetime: new Date('2031-03-02T01:00:00Z'),
      timezone: 'America/Chicago',
      is_recurring: true,
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: ['saturday'],
      recurrence_end_date: recurrenceEndInstant('2031-05-31', 'America/Chicago'),
    });
    const response = await editAsPaid(id, {
      timezone: 'Pacific/Honolulu',
      datetime: '2031-03-02T05:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recurrenceEndDate).toBe('2031-05-31');
  });
});

describe('DELETE /api/events/:id', () => {
  it('answers 401 signed out and 403 for another church, deleting nothing', async () => {
    const id = await insertEvent(server.db, paid.churchId);
    expect((await call('DELETE', `/api/events/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/events/${id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/events/999999', paid.cookie)).statusCode).toBe(404);
    const fetched = await server.app.inject({ method: 'GET', url: `/api/events/${id}` });
    expect(fetched.statusCode).toBe(200);
  });

  it('removes the event with its RSVPs and notifications', async () => {
    // A church that paid once and stopped: its events keep their RSVPs (ADR 0079), and it may
    // still cancel them.
    await server.db
      .updateTable('churches')
      .set({ partner_since: daysFromNow(-60) })
      .where('id', '=', unpaid.churchId)
      .execute();
    const id = await insertEvent(server.db, unpaid.churchId, { datetime: daysFromNow(3) });
    const { api } = callerFor(server);
    await api.rsvps.create({ eventId: id, attendeeName: 'Ann', attendeeEmail: 'ann@example.com' });
    await api.rsvps.create({
      eventId: id,
      attendeeName: 'Bob',
      attendeeEmail: 'bob@example.com',
      numberOfGuests: 2,
    });
    const before = await tableCounts(server.db);
    const response = await call('DELETE', `/api/events/${id}`, unpaid.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, attendeesTold: 2 });
    const after = await tableCounts(server.db);
    expect(after).toMatchObject({
      events: before.events - 1,
      rsvps: before.rsvps - 2,
      notifications: before.notifications - 2,
      seats: before.seats - 3,
      // Mails already queued stay queued (they are about what happened), and each attendee is
      // told the event is cancelled.
      mails: before.mails + 2,
    });
    const gone = await server.app.inject({ method: 'GET', url: `/api/events/${id}` });
    expect(gone.statusCode).toBe(404);
  });
});

describe('tRPC procedures', () => {
  it('carry the same rules in-process', async () => {
    const owner = await insertChurchWithUser(server.db, { status: 'unpaid' });
    const { api } = callerFor(server, owner.userId);
    await expect(api.events.create({ ...eventPayload(owner.churchId) })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('subscription'),
    });
    const id = await insertEvent(server.db, owner.churchId);
    await expect(api.events.delete({ id })).resolves.toEqual({ id, attendeesTold: 0 });
    await expect(callerFor(server).api.events.delete({ id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
