import { localToInstant, recurrenceEndInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rsvpThroughApi } from '../../testing/api-calls.js';
import { tableCounts } from '../../testing/counts.js';
import { insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import { waitFor } from '../../testing/wait.js';

/*
 * Issue 27, item 6: a church messages everyone coming on one date at once ("doors open at 6:30"):
 * each attendee gets their own mail with their own stop link, within the same quotas as single
 * messages. Real SMTP.
 */

const CHICAGO = 'America/Chicago';
// Four messages an hour per church: enough for a date of three, not for a date of five.
const { rateLimits } = loadConfig({ NODE_ENV: 'test' });
const server = useMailTestServer({
  rateLimits: { ...rateLimits, message: { max: 4, windowMs: 3_600_000 } },
});

let owner: { churchId: number; cookie: string };
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db, { name: 'Grace Chapel' });
});

let client = 0;
/** Each call from an address of its own: the per-address limit is not what these tests are about. */
const sendToDate = (eventId: number, body: object, cookie = owner.cookie) => {
  client += 1;
  return server.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/messages`,
    cookies: withSession(cookie),
    payload: body,
    remoteAddress: `10.27.6.${client}`,
  });
};

function sundays() {
  return insertEvent(server.db, owner.churchId, {
    title: 'Sunday Watch Party',
    datetime: localToInstant('2031-03-02', '12:00', CHICAGO),
    timezone: CHICAGO,
    max_attendees: 20,
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_days_of_week: ['sunday'],
    recurrence_end_date: recurrenceEndInstant('2031-04-27', CHICAGO),
  });
}

const onDate = (eventId: number, occurrenceDate: string, attendeeName: string) =>
  rsvpThroughApi(server.app, server.db, eventId, { attendeeName, occurrenceDate });

describe('POST /api/events/{eventId}/messages', () => {
  it("mails each attendee of that date their own message, and skips who stopped the church's", async () => {
    const eventId = await sundays();
    const ann = await onDate(eventId, '2031-03-09', 'Ann Lee');
    const bo = await onDate(eventId, '2031-03-09', 'Bo Kim');
    const cy = await onDate(eventId, '2031-03-09', 'Cy Diaz');
    const other = await onDate(eventId, '2031-03-16', 'Di Other');
    await server.db
      .insertInto('message_opt_outs')
      .values({ church_id: owner.churchId, email: cy.email.toLowerCase() })
      .execute();

    const response = await sendToDate(eventId, {
      date: '2031-03-09',
      subject: 'Doors open at 11:30',
      messageBody: 'Come early for the pregame.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: 2, skipped: 1 });

    const stopLinks = new Set<string>();
    for (const attendee of [ann, bo]) {
      const received = await waitFor(`the message to ${attendee.email}`, () =>
        server.smtp.to(attendee.email).find((mail) => mail.mail.subject === 'Doors open at 11:30'),
      );
      const text = received.mail.text ?? '';
      expect(text).toContain('Come early for the pregame.');
      expect(text).toContain('When: Sunday, March 9, 2031 at 12:00 PM Central');
      // Nobody sees who else got it.
      expect(received.envelope.to).toEqual([attendee.email]);
      stopLinks.add(/\/messages\/stop\/[\w-]+/.exec(text)?.[0] ?? '');
    }
    expect(stopLinks.size).toBe(2);
    const stored = await server.db
      .selectFrom('messages')
      .select('sent_to')
      .where('church_id', '=', owner.churchId)
      .where('subject', '=', 'Doors open at 11:30')
      .execute();
    expect(stored.map((row) => row.sent_to).sort()).toEqual([ann.email, bo.email].sort());
    for (const untold of [cy, other]) {
      expect(server.smtp.to(untold.email).map((mail) => mail.mail.subject)).not.toContain(
        'Doors open at 11:30',
      );
    }
  });

  it("sends nothing when the church's quota cannot carry the whole date", async () => {
    const eventId = await sundays();
    for (const name of ['A One', 'B Two', 'C Three', 'D Four', 'E Five']) {
      await onDate(eventId, '2031-03-23', name);
    }
    const before = await tableCounts(server.db);
    const response = await sendToDate(eventId, {
      date: '2031-03-23',
      subject: 'Parking',
      messageBody: 'Use lot B.',
    });
    expect(response.statusCode).toBe(429);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it("refuses another church's event, bad input and a stranger, changing nothing", async () => {
    const eventId = await sundays();
    await onDate(eventId, '2031-03-30', 'Ann Lee');
    const stranger = await signedInChurchUser(server.app, server.db);
    const before = await tableCounts(server.db);
    const body = { date: '2031-03-30', subject: 'Hi', messageBody: 'Hello' };
    const foreign = await sendToDate(eventId, body, stranger.cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(
      "You can only message the attendees of your own church's events.",
    );
    expect((await sendToDate(eventId, body, '')).statusCode).toBe(401);
    expect((await sendToDate(999_999, body)).statusCode).toBe(404);
    for (const bad of [
      { ...body, subject: '' },
      { ...body, date: '2031-02-30' },
      { ...body, subject: 'Line\r\nBcc: x@example.com' },
    ]) {
      expect((await sendToDate(eventId, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await tableCounts(server.db)).toEqual(before);
  });
});
