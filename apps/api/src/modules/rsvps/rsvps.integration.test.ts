import { formatEventDateTime, formatShortDate, localDateOf, localToInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../config.js';
import { postRsvp } from '../../testing/api-calls.js';
import { seatsTaken, tableCounts } from '../../testing/counts.js';
import {
  daysFromNow,
  GRACE_CHAPEL,
  insertChurch,
  insertEvent,
  insertRsvp,
} from '../../testing/fixtures.js';
import { createTestServer, useTestServer } from '../../testing/test-server.js';

let church: number;

const server = useTestServer();
beforeAll(async () => {
  church = await insertChurch(server.db, GRACE_CHAPEL);
});

const rsvp = (eventId: number | string, body: object) => postRsvp(server.app, eventId, body);

const ann = { attendeeName: 'Ann Lee', attendeeEmail: 'Ann.Lee@example.com', numberOfGuests: 2 };

describe('POST /api/events/:id/rsvp', () => {
  it('takes the seats, records the RSVP and notification, queues two mails; answers what was asked only', async () => {
    const datetime = localToInstant('2031-02-09', '17:30', 'America/Chicago');
    const eventId = await insertEvent(server.db, church, {
      title: 'Super Bowl Party',
      datetime,
      timezone: 'America/Chicago',
      max_attendees: 10,
    });
    const response = await rsvp(eventId, {
      ...ann,
      attendeePhone: '512 555 0199',
      specialRequests: 'One vegetarian plate',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ eventId, numberOfGuests: 2 });
    expect(response.body).not.toContain('example.com');
    expect(await seatsTaken(server.db, eventId)).toBe(2);

    const row = await server.db
      .selectFrom('rsvps')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      event_id: eventId,
      attendee_name: 'Ann Lee',
      attendee_email: 'Ann.Lee@example.com',
      attendee_phone: '(512) 555-0199',
      number_of_guests: 2,
      special_requests: 'One vegetarian plate',
    });

    const notification = await server.db
      .selectFrom('notifications')
      .selectAll()
      .where('rsvp_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(notification).toMatchObject({
      church_id: church,
      event_id: eventId,
      type: 'new_rsvp',
      is_read: false,
      message: "Ann Lee RSVP'd for Super Bowl Party (2 people)",
    });

    const mails = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const when = formatEventDateTime(datetime, 'America/Chicago').full;
    expect(when).toBe('Sunday, February 9, 2031 at 5:30 PM Central');
    const toChurch = mails.find((mail) => mail.to_address === 'office@grace.example.org')!;
    expect(toChurch).toMatchObject({ status: 'pending', subject: 'New RSVP: Super Bowl Party' });
    for (const text of [
      'Ann Lee',
      'Ann.Lee@example.com',
      '(512) 555-0199',
      'One vegetarian plate',
      `When: ${when}`,
      'Party size: 2 people',
      `http://huddle.test/events/${eventId}`,
    ]) {
      expect(toChurch.text_body).toContain(text);
    }
    const toAttendee = mails.find((mail) => mail.to_address === 'Ann.Lee@example.com')!;
    expect(toAttendee.subject).toBe("You're going: Super Bowl Party");
    for (const text of [
      'Hi Ann Lee',
      '2 people',
      `When: ${when}`,
      'Where: Grace Chapel, 1 Main St, Austin, TX 78701',
      `http://huddle.test/events/${eventId}`,
    ]) {
      expect(toAttendee.text_body).toContain(text);
    }
  });

  it("defaults to one guest and to a series' next date, which the mail names", async () => {
    const eventId = await insertEvent(server.db, church, {
      sport: 'Special Service',
      datetime: daysFromNow(-8),
      is_recurring: true,
      recurrence_pattern: 'daily',
      recurrence_end_date: daysFromNow(20),
    });
    const response = await rsvp(eventId, { attendeeName: 'Cy', attendeeEmail: 'cy@example.com' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ eventId, numberOfGuests: 1 });
    expect(await seatsTaken(server.db, eventId)).toBe(1);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'cy@example.com')
      .executeTakeFirstOrThrow();
    // Daily at this time of day: today's date has just begun and takes RSVPs for 3 hours.
    const { timezone } = await server.db
      .selectFrom('events')
      .select('timezone')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const today = localDateOf(new Date(), timezone);
    const stored = await server.db
      .selectFrom('rsvps')
      .select('occurrence_date')
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(stored.occurrence_date).toBe(today);
    expect(mail.text_body).toContain(`on ${formatShortDate(today)} is confirmed for 1 person`);
    expect(mail.text_body).not.toContain('Repeats');
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const eventId = await insertEvent(server.db, church, { max_attendees: 5 });
    await insertRsvp(server.db, eventId, 2);
    const before = await tableCounts(server.db);
    const cases: [number | string, Record<string, unknown>, number, string][] = [
      [eventId, { ...ann, numberOfGuests: 0 }, 400, 'Count at least 1 person (you)'],
      [eventId, { ...ann, numberOfGuests: -1 }, 400, 'Count at least 1 person (you)'],
      [eventId, { ...ann, numberOfGuests: 'two' }, 400, 'numberOfGuests'],
      [eventId, { ...ann, numberOfGuests: 1.5 }, 400, 'numberOfGuests'],
      [eventId, { ...ann, numberOfGuests: 4 }, 409, 'Only 3 spots are left.'],
      [
        eventId,
        { ...ann, attendeeEmail: 'not-an-email' },
        400,
        'Please enter a valid email address',
      ],
      [eventId, { ...ann, attendeeEmail: '' }, 400, 'attendeeEmail'],
      [eventId, { ...ann, attendeeName: '   ' }, 400, 'Full name is required'],
      [eventId, { ...ann, attendeePhone: '123' }, 400, 'attendeePhone'],
      [999_999, ann, 404, 'Event not found.'],
      ['abc', ann, 400, ''],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await rsvp(id, body);
      expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('refuses a party above 10, so one anonymous RSVP cannot fill an event', async () => {
    const eventId = await insertEvent(server.db, church, { max_attendees: 150 });
    const before = await tableCounts(server.db);
    const response = await rsvp(eventId, { ...ann, numberOfGuests: 57 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'numberOfGuests: One RSVP can bring at most 10 people. For a larger group, please contact the church.',
    );
    expect(await tableCounts(server.db)).toEqual(before);
    expect((await rsvp(eventId, { ...ann, numberOfGuests: 10 })).statusCode).toBe(201);
  });

  it("says 'This event is full.' at 0 spots, and 'Only 1 spot is left.' at 1", async () => {
    const eventId = await insertEvent(server.db, church, { max_attendees: 3 });
    expect((await rsvp(eventId, { ...ann, attendeeEmail: 'a@example.com' })).statusCode).toBe(201);
    const one = await rsvp(eventId, { ...ann, attendeeEmail: 'b@example.com' });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ error: 'NOT_ENOUGH_SPOTS', message: 'Only 1 spot is left.' });
    const last = await rsvp(eventId, { ...ann, attendeeEmail: 'c@example.com', numberOfGuests: 1 });
    expect(last.statusCode).toBe(201);
    expect(await seatsTaken(server.db, eventId)).toBe(3);
    const full = await rsvp(eventId, { ...ann, attendeeEmail: 'd@example.com', numberOfGuests: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'EVENT_FULL', message: 'This event is full.' });
    expect(await seatsTaken(server.db, eventId)).toBe(3);
  });

  it('answers 404 for an inactive event and 409 for one that is over', async () => {
    const inactive = await insertEvent(server.db, church, { is_active: false });
    expect((await rsvp(inactive, ann)).statusCode).toBe(404);
    const over = await insertEvent(server.db, church, { datetime: daysFromNow(-1) });
    const response = await rsvp(over, ann);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'EVENT_OVER',
      message: 'This event has already taken place.',
    });
    // Still open while it runs: RSVPs close at the end of the 3-hour slot.
    const started = await insertEvent(server.db, church, { datetime: daysFromNow(-1 / 24) });
    expect((await rsvp(started, ann)).statusCode).toBe(201);
    expect(await seatsTaken(server.db, over)).toBe(0);
  });

  /** What the address received, newest first: subjects and private links. */
  async function mailsTo(email: string) {
    const rows = await server.db
      .selectFrom('mail_outbox')
      .select(['subject', 'kind', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((mail) => ({
      ...mail,
      link: /manage-rsvp\/([\w-]+)/.exec(mail.text_body)?.[1],
    }));
  }

  const manage = (token: string | undefined) =>
    server.app.inject({ method: 'POST', url: '/api/rsvps/manage', payload: { token } });

  it('answers a second RSVP with the same address (any case) as a first one, and mails the link instead of a second seat', async () => {
    const eventId = await insertEvent(server.db, church, { title: 'Rivalry Week' });
    const otherEvent = await insertEvent(server.db, church);
    const first = await rsvp(eventId, { ...ann, attendeeEmail: 'dee@example.com' });
    expect(first.statusCode).toBe(201);
    const [confirmation] = await mailsTo('dee@example.com');
    const before = await tableCounts(server.db);

    const again = await rsvp(eventId, {
      ...ann,
      attendeeEmail: '  DEE@Example.COM ',
      numberOfGuests: 1,
    });
    // Byte for byte what a newcomer asking for one seat gets: nothing says who is going.
    const newcomer = await rsvp(eventId, {
      ...ann,
      attendeeEmail: 'eve@example.com',
      numberOfGuests: 1,
    });
    expect(again.statusCode).toBe(newcomer.statusCode);
    expect(again.body).toBe(newcomer.body);
    expect(again.headers['content-length']).toBe(newcomer.headers['content-length']);

    // No second RSVP, no seat, no notice to the church; the address gets its link, new.
    expect(await seatsTaken(server.db, eventId)).toBe(2 + 1);
    const after = await tableCounts(server.db);
    expect(after.rsvps).toBe(before.rsvps + 1); // the newcomer's
    const [linkMail] = await mailsTo('dee@example.com');
    expect(linkMail).toMatchObject({ kind: 'rsvp.link', subject: 'Your RSVP: Rivalry Week' });
    expect(linkMail?.text_body).toContain('already has a spot for 2 people');
    expect((await manage(linkMail?.link)).statusCode).toBe(200);
    // The new link replaces the old one.
    expect((await manage(confirmation?.link)).statusCode).toBe(404);
    expect((await rsvp(otherEvent, { ...ann, attendeeEmail: 'dee@example.com' })).statusCode).toBe(
      201,
    );
  });

  it('mails the link again at most once an hour, however often the address is typed', async () => {
    const limited = await createTestServer(
      {},
      { rateLimits: { ...RATE_LIMITS, rsvpLinkAgain: { max: 1, windowMs: 3_600_000 } } },
    );
    try {
      const other = await insertChurch(limited.db);
      const eventId = await insertEvent(limited.db, other);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/rsvp`,
          payload: { ...ann, attendeeEmail: 'fay@example.com' },
        });
      for (let i = 0; i < 4; i += 1) expect((await send()).statusCode).toBe(201);
      const kinds = await limited.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('to_address', '=', 'fay@example.com')
        .execute();
      expect(kinds.map((mail) => mail.kind).sort()).toEqual(['rsvp.attendee', 'rsvp.link']);
    } finally {
      await limited.close();
    }
  });

  it('tells someone already registered what a newcomer hears once the event is full, and mails the link', async () => {
    const eventId = await insertEvent(server.db, church, { max_attendees: 2 });
    expect((await rsvp(eventId, { ...ann, attendeeEmail: 'gus@example.com' })).statusCode).toBe(
      201,
    );
    const again = await rsvp(eventId, {
      ...ann,
      attendeeEmail: 'gus@example.com',
      numberOfGuests: 1,
    });
    const stranger = await rsvp(eventId, {
      ...ann,
      attendeeEmail: 'hal@example.com',
      numberOfGuests: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(stranger.body);
    expect(again.json()).toEqual({ error: 'EVENT_FULL', message: 'This event is full.' });
    expect((await mailsTo('gus@example.com'))[0]?.kind).toBe('rsvp.link');
    expect(await mailsTo('hal@example.com')).toEqual([]);
  });

  it('lets only one of simultaneous RSVPs with the same e-mail through', async () => {
    const eventId = await insertEvent(server.db, church);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => rsvp(eventId, { ...ann, numberOfGuests: 1 })),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(await seatsTaken(server.db, eventId)).toBe(1);
    const rows = await server.db
      .selectFrom('rsvps')
      .select('id')
      .where('event_id', '=', eventId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('tRPC rsvps.create', () => {
  it('answers the same in-process', async () => {
    const { callerFor } = await import('../../testing/test-caller.js');
    const eventId = await insertEvent(server.db, church);
    const { api } = callerFor(server);
    const asked = { eventId, attendeeName: 'Dee', attendeeEmail: 'dee@example.com' };
    await expect(api.rsvps.create(asked)).resolves.toEqual({ eventId, numberOfGuests: 1 });
    await expect(api.rsvps.create(asked)).resolves.toEqual({ eventId, numberOfGuests: 1 });
    expect(await seatsTaken(server.db, eventId)).toBe(1);
  });
});
