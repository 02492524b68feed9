import { EVENT_DURATION_MS, localDateOf, MAX_PARTY_SIZE, messages } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../config.js';
import { seatsTaken, tableCounts } from '../../testing/counts.js';
import { daysFromNow, GRACE_CHAPEL, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { callerFor } from '../../testing/test-caller.js';
import { createTestServer, useTestServer } from '../../testing/test-server.js';
import { manage, rsvpWithLink } from './rsvp-manage.fixtures.js';

let church: number;

const server = useTestServer();
beforeAll(async () => {
  church = await insertChurch(server.db, GRACE_CHAPEL);
});

const INVALID = {
  error: 'RSVP_LINK_INVALID',
  message:
    'This link is not valid. It may be incomplete, or the RSVP it belonged to was cancelled.',
};
const EXPIRED = {
  error: 'RSVP_LINK_EXPIRED',
  message: 'This event is over, so this RSVP can no longer be changed.',
};

async function rsvpOf(id: number) {
  return server.db.selectFrom('rsvps').selectAll().where('id', '=', id).executeTakeFirst();
}

async function notificationsOf(eventId: number) {
  return server.db
    .selectFrom('notifications')
    .select(['type', 'message', 'rsvp_id'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}

describe('opening a link', () => {
  it('shows the holder their RSVP and the event, and nothing of anyone else', async () => {
    const eventId = await insertEvent(server.db, church, {
      title: 'Sunday Service',
      sport: 'Special Service',
      max_attendees: 20,
    });
    await rsvpWithLink(server.app, server.db, eventId, 4, 'Someone Else');
    const ann = await rsvpWithLink(server.app, server.db, eventId, 2, 'Ann Lee');

    const response = await manage(server.app, 'open', { token: ann.token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // A one-off event's RSVP is for its own day.
    expect(body.event.occurrenceDate).toBe(
      localDateOf(new Date(body.event.startsAt), 'America/New_York'),
    );
    expect(body).toEqual({
      rsvp: {
        attendeeName: 'Ann Lee',
        attendeeEmail: ann.email,
        attendeePhone: null,
        numberOfGuests: 2,
        specialRequests: null,
      },
      event: {
        id: eventId,
        title: 'Sunday Service',
        startsAt: expect.any(String),
        occurrenceDate: expect.any(String),
        timezone: 'America/New_York',
        repeats: null,
        churchName: 'Grace Chapel',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      },
      spotsLeft: 14,
      // One RSVP brings at most MAX_PARTY_SIZE people, whatever the seats left.
      maxGuests: MAX_PARTY_SIZE,
    });
    expect(response.body).not.toContain('Someone Else');
    expect(response.body).not.toContain('office@grace.example.org');
    expect(response.body).not.toContain(ann.token);
  });

  it('refuses a wrong, cut or empty token and changes nothing', async () => {
    const eventId = await insertEvent(server.db, church);
    const ann = await rsvpWithLink(server.app, server.db, eventId, 2);
    const before = await tableCounts(server.db);
    for (const token of [
      'x'.repeat(43),
      ann.token.slice(0, 30),
      `${ann.token}x`,
      ann.token.toUpperCase(),
    ]) {
      for (const action of ['open', 'cancel'] as const) {
        const response = await manage(server.app, action, { token });
        expect(response.statusCode, `${action} ${token}`).toBe(404);
        expect(response.json()).toEqual(INVALID);
      }
      const change = await manage(server.app, 'guests', { token, numberOfGuests: 1 });
      expect(change.json()).toEqual(INVALID);
    }
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(129) }, { token: 42 }]) {
      expect((await manage(server.app, 'open', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await tableCounts(server.db)).toEqual(before);
    expect((await rsvpOf(ann.id))?.number_of_guests).toBe(2);
  });

  it("stops working once the event is over, and works while the series' date is on", async () => {
    const eventId = await insertEvent(server.db, church, { datetime: daysFromNow(1) });
    const ann = await rsvpWithLink(server.app, server.db, eventId, 2);
    // The event took place (start + 3 hours is behind us).
    await server.db
      .updateTable('events')
      .set({ datetime: daysFromNow(-1) })
      .where('id', '=', eventId)
      .execute();
    const before = await tableCounts(server.db);
    for (const [action, body] of [
      ['open', { token: ann.token }],
      ['guests', { token: ann.token, numberOfGuests: 1 }],
      ['cancel', { token: ann.token }],
    ] as const) {
      const response = await manage(server.app, action, body);
      expect(response.statusCode, action).toBe(403);
      expect(response.json()).toEqual(EXPIRED);
    }
    expect(await tableCounts(server.db)).toEqual(before);

    const series = await insertEvent(server.db, church, {
      datetime: daysFromNow(-8),
      is_recurring: true,
      recurrence_pattern: 'daily',
      recurrence_end_date: daysFromNow(20),
    });
    const bob = await rsvpWithLink(server.app, server.db, series, 1);
    const opened = await manage(server.app, 'open', { token: bob.token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().event.repeats).toMatch(/^Every day until /);
    // Today's date, begun at this time of day, is on for 3 hours.
    expect(new Date(opened.json().event.startsAt).getTime() + EVENT_DURATION_MS).toBeGreaterThan(
      Date.now(),
    );
  });
});

describe('changing the number of guests', () => {
  it('gives seats back at once when lowered and takes them when raised, within the seats left', async () => {
    const eventId = await insertEvent(server.db, church, {
      title: 'Game Night',
      max_attendees: 10,
    });
    await rsvpWithLink(server.app, server.db, eventId, 3);
    const ann = await rsvpWithLink(server.app, server.db, eventId, 4, 'Ann Lee');
    expect(await seatsTaken(server.db, eventId)).toBe(7);

    const lowered = await manage(server.app, 'guests', { token: ann.token, numberOfGuests: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({
      rsvp: { numberOfGuests: 1 },
      spotsLeft: 6,
      maxGuests: 7,
    });
    expect(await seatsTaken(server.db, eventId)).toBe(4);
    expect((await rsvpOf(ann.id))?.number_of_guests).toBe(1);

    const raised = await manage(server.app, 'guests', { token: ann.token, numberOfGuests: '7' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      rsvp: { numberOfGuests: 7 },
      spotsLeft: 0,
      maxGuests: 7,
    });
    expect(await seatsTaken(server.db, eventId)).toBe(10);

    expect((await notificationsOf(eventId)).slice(-2)).toEqual([
      {
        type: 'rsvp_updated',
        rsvp_id: ann.id,
        message: 'Ann Lee changed their RSVP for Game Night from 4 people to 1 person',
      },
      {
        type: 'rsvp_updated',
        rsvp_id: ann.id,
        message: 'Ann Lee changed their RSVP for Game Night from 1 person to 7 people',
      },
    ]);
  });

  it('refuses more guests than the seats left, and bad numbers, changing nothing', async () => {
    const eventId = await insertEvent(server.db, church, { max_attendees: 6 });
    await rsvpWithLink(server.app, server.db, eventId, 3);
    const ann = await rsvpWithLink(server.app, server.db, eventId, 2);
    const before = await tableCounts(server.db);

    const tooMany = await manage(server.app, 'guests', { token: ann.token, numberOfGuests: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'NOT_ENOUGH_SPOTS',
      message: 'Only 1 spot is left: this RSVP can have at most 3 people.',
    });
    for (const numberOfGuests of [0, -2, 'two', 1.5, null, undefined, MAX_PARTY_SIZE + 1]) {
      const response = await manage(server.app, 'guests', { token: ann.token, numberOfGuests });
      expect(response.statusCode, String(numberOfGuests)).toBe(400);
      expect(response.json().message).toContain('numberOfGuests');
    }
    const party = await manage(server.app, 'guests', { token: ann.token, numberOfGuests: 11 });
    expect(party.json().message).toContain(messages.partyTooLarge);
    expect(await tableCounts(server.db)).toEqual(before);
    expect((await rsvpOf(ann.id))?.number_of_guests).toBe(2);

    // The same number again is no change at all.
    const same = await manage(server.app, 'guests', { token: ann.token, numberOfGuests: 2 });
    expect(same.statusCode).toBe(200);
    expect(await tableCounts(server.db)).toEqual(before);
  });
});

describe('cancelling', () => {
  it('returns the seats, removes the RSVP, tells the church, and ends the link', async () => {
    const eventId = await insertEvent(server.db, church, { title: 'Game Night', max_attendees: 8 });
    const ann = await rsvpWithLink(server.app, server.db, eventId, 3, 'Ann Lee');
    expect(await seatsTaken(server.db, eventId)).toBe(3);

    const response = await manage(server.app, 'cancel', { token: ann.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ eventId, spotsLeft: 8 });
    expect(await seatsTaken(server.db, eventId)).toBe(0);
    expect(await rsvpOf(ann.id)).toBeUndefined();
    expect(await notificationsOf(eventId)).toContainEqual({
      type: 'rsvp_cancelled',
      rsvp_id: null,
      message: 'Ann Lee cancelled their RSVP for Game Night (3 people)',
    });
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body'])
      .where('kind', '=', 'rsvp.cancelled')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('office@grace.example.org');
    expect(mail.subject).toBe('RSVP cancelled: Game Night');
    for (const text of [
      'Ann Lee cancelled their RSVP for Game Night (3 people). Their seats are open again.',
      `Email: ${ann.email}`,
      'Seats taken: 0 of 8',
      `Event page: http://huddle.test/events/${eventId}`,
    ]) {
      expect(mail.text_body).toContain(text);
    }
    // Nothing is mailed to the attendee: mail to typed addresses leaves only through the RSVP.
    const toAttendee = await server.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', ann.email)
      .execute();
    expect(toAttendee).toEqual([{ kind: 'rsvp.attendee' }]);

    const again = await manage(server.app, 'cancel', { token: ann.token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(INVALID);
    expect(await seatsTaken(server.db, eventId)).toBe(0);

    // The same address may RSVP again.
    const rsvpAgain = await server.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/rsvp`,
      payload: { attendeeName: 'Ann Lee', attendeeEmail: ann.email, numberOfGuests: 1 },
    });
    expect(rsvpAgain.statusCode).toBe(201);
  });

  it('is refused to a cross-site form, which cannot carry the request', async () => {
    const eventId = await insertEvent(server.db, church);
    const ann = await rsvpWithLink(server.app, server.db, eventId, 2);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/api/rsvps/manage/cancel',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `token=${ann.token}`,
    });
    expect(forged.statusCode).toBe(403);
    expect(await rsvpOf(ann.id)).toBeDefined();
  });
});

describe('tRPC rsvpManage', () => {
  it('answers the same in-process', async () => {
    const eventId = await insertEvent(server.db, church, { max_attendees: 5 });
    const ann = await rsvpWithLink(server.app, server.db, eventId, 2);
    const { api } = callerFor(server);
    await expect(api.rsvpManage.open({ token: ann.token })).resolves.toMatchObject({
      rsvp: { numberOfGuests: 2 },
      maxGuests: 5,
    });
    await expect(
      api.rsvpManage.changeGuests({ token: ann.token, numberOfGuests: 6 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.rsvpManage.cancel({ token: ann.token })).resolves.toEqual({
      eventId,
      spotsLeft: 5,
    });
    await expect(api.rsvpManage.open({ token: ann.token })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('rate limit', () => {
  it('limits the link calls per address', async () => {
    const limited = await createTestServer(
      {},
      { rateLimits: { ...RATE_LIMITS, rsvpManage: { max: 3, windowMs: 60_000 } } },
    );
    try {
      const call = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/rsvps/manage',
          remoteAddress,
          payload: { token: 'y'.repeat(43) },
        });
      for (let i = 0; i < 3; i += 1) expect((await call('203.0.113.7')).statusCode).toBe(404);
      expect((await call('203.0.113.7')).statusCode).toBe(429);
      expect((await call('203.0.113.8')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
