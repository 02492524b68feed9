import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneClick, openInBrowser, postRsvp } from '../../testing/api-calls.js';
import { calendarFileOf } from '../../testing/calendar-mail.js';
import { insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser } from '../../testing/http-session.js';
import { parseIcs } from '../../testing/ical.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import type { ReceivedMail } from '../../testing/smtp-sink.js';
import { waitFor } from '../../testing/wait.js';
import { sendDueReminders } from './reminders.js';

/*
 * Issue 28, item 3: every attendee is reminded a day and two hours before their date, once, with
 * the calendar file and a one-click way to give the seats back; the reminders carry RFC 8058
 * headers, and stopping them stops them for that RSVP only. Real SMTP; the clock is the real one,
 * with events placed at the distance from now each case needs.
 */

const server = useMailTestServer();
let owner: { churchId: number; cookie: string };
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db);
});

const HOUR = 3_600_000;
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR);
let sequence = 0;

/** An RSVP through the API, made `madeHoursAgo` before now as far as its row says. */
async function attendee(eventId: number, madeHoursAgo: number, guests = 2) {
  const email = `reminded${++sequence}@example.com`;
  const response = await postRsvp(server.app, eventId, {
    attendeeName: `Reminded ${sequence}`,
    attendeeEmail: email,
    numberOfGuests: guests,
  });
  expect(response.statusCode, response.body).toBe(201);
  await server.db
    .updateTable('rsvps')
    .set({ created_at: fromNow(-madeHoursAgo) })
    .where('attendee_email', '=', email)
    .execute();
  return email;
}

const remindersTo = (address: string) =>
  server.smtp
    .to(address)
    .map((received) => received)
    .filter((received) => received.mail.subject?.startsWith('Reminder:'));

const reminderTo = (address: string) =>
  waitFor(`a reminder to ${address}`, () => remindersTo(address)[0]);

/** Sweeps until the outbox is sent: whatever was due has reached the SMTP server. */
async function settle() {
  await server.jobs.sweep();
  await waitFor('the outbox to drain', async () => {
    const pending = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .execute();
    return pending.length === 0;
  });
}

function linksOf(received: ReceivedMail) {
  const text = received.mail.text ?? '';
  const release = /(http:\/\/huddle\.test\/api\/reminders\/[\w-]{43}\/release)/.exec(text)?.[1];
  const stop = /(http:\/\/huddle\.test\/api\/reminders\/[\w-]{43}\/stop)/.exec(text)?.[1];
  if (!release || !stop) throw new Error(`no reminder links in ${text}`);
  return { release: new URL(release).pathname, stop: new URL(stop).pathname };
}

const event = (startsInHours: number, values: { max_attendees?: number } = {}) =>
  insertEvent(server.db, owner.churchId, {
    title: 'Monday Night Football',
    datetime: fromNow(startsInHours),
    max_attendees: 20,
    ...values,
  });

describe('reminders before a date', () => {
  it('reminds a day before, once, with the calendar file and the RFC 8058 headers', async () => {
    const eventId = await event(23);
    const email = await attendee(eventId, 72);
    const received = await reminderTo(email);
    expect(received.mail.subject).toBe('Reminder: Monday Night Football is tomorrow');
    expect(received.mail.text).toMatch(/Your RSVP is for 2 people/);
    expect(received.mail.text).toMatch(/I can't make it: release my 2 seats: http/);
    const calendar = calendarFileOf(received.mail);
    expect(parseIcs(calendar.text).event.summary).toBe('Monday Night Football');

    const { stop } = linksOf(received);
    const headers = received.raw.split('\r\n\r\n', 1)[0]?.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`\r\nList-Unsubscribe: <http://huddle.test${stop}>\r\n`);
    expect(headers).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');

    // Sweeps go on; the day reminder is not sent again.
    await settle();
    await settle();
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('sends the two-hour reminder alone when the day one was never due in time', async () => {
    const eventId = await event(1.5);
    const email = await attendee(eventId, 72);
    const received = await reminderTo(email);
    expect(received.mail.subject).toBe('Reminder: Monday Night Football is in two hours');
    await settle();
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('gives an RSVP made inside a window only the reminders still ahead', async () => {
    const eventId = await event(10);
    const email = await attendee(eventId, 0);
    await settle();
    expect(remindersTo(email)).toHaveLength(0);
  });

  it('sends nothing for an event whose church turned reminders off', async () => {
    const eventId = await event(23);
    await server.db
      .updateTable('events')
      .set({ reminders_enabled: false })
      .where('id', '=', eventId)
      .execute();
    const email = await attendee(eventId, 72);
    await settle();
    expect(remindersTo(email)).toHaveLength(0);
  });

  it('sends each reminder once when several workers sweep at the same moment', async () => {
    const eventId = await event(22);
    const email = await attendee(eventId, 72);
    // The running jobs and three more "workers" race for the same reminder.
    const options = { publicUrl: 'http://huddle.test', now: new Date() };
    await Promise.all([
      server.jobs.sweep(),
      sendDueReminders(server.db, options),
      sendDueReminders(server.db, options),
      sendDueReminders(server.db, options),
    ]);
    await settle();
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('reminds an RSVP due now though a large date ahead of it was reminded a day before', async () => {
    // 300 attendees of a date 20 hours away, all sent their day reminder already.
    const crowded = await event(20, { max_attendees: 400 });
    // One statement, so the running sweep never sees them without their reminders.
    await sql`with crowd as (
        insert into rsvps (event_id, attendee_name, attendee_email, number_of_guests, created_at)
        select ${crowded}, 'Crowd', 'crowd' || i || '@example.com', 1, now() - interval '3 days'
        from generate_series(1, 300) i
        returning id)
      insert into rsvp_reminders (rsvp_id, kind, token_hash)
      select id, 'day', md5('crowd' || id) from crowd`.execute(server.db);
    const later = await event(23);
    const email = await attendee(later, 72);
    await reminderTo(email);
  });
});

describe("a reminder's links", () => {
  it('gives the seats back with one click, and offers them to the waitlist', async () => {
    const eventId = await event(23, { max_attendees: 2 });
    const email = await attendee(eventId, 72);
    const waiting = `waiting${++sequence}@example.com`;
    const joined = await server.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/waitlist`,
      payload: { attendeeName: 'Waiting Family', attendeeEmail: waiting, numberOfGuests: 2 },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const { release } = linksOf(await reminderTo(email));

    // A mail scanner opening the link changes nothing: the page only asks.
    const page = await openInBrowser(server.app, release);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Release your 2 seats</button>');
    expect(
      (
        await server.db
          .selectFrom('rsvps')
          .select('id')
          .where('attendee_email', '=', email)
          .execute()
      ).length,
    ).toBe(1);

    // The page's button: a form POST from this site.
    const released = await server.app.inject({
      method: 'POST',
      url: release,
      headers: {
        accept: 'text/html',
        origin: 'http://huddle.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.body).toContain('Your seats are released');
    await waitFor('the offer to the waiting family', () =>
      server.smtp.to(waiting).find((m) => m.mail.subject?.startsWith('Seats for you')),
    );
    // Spent: the RSVP is gone, and the link with it.
    const again = await server.app.inject({ method: 'POST', url: release });
    expect(again.statusCode).toBe(404);
  });

  it('stops the reminders of that RSVP only, by the one-click POST a mail provider sends', async () => {
    const eventId = await event(23);
    const email = await attendee(eventId, 72);
    const other = await attendee(eventId, 72);
    const { stop } = linksOf(await reminderTo(email));
    await reminderTo(other);

    // As a mail provider sends it (RFC 8058): from its servers, no Origin, no cookie.
    const stopped = await oneClick(server.app, stop);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ stopped: true });

    // Two hours before the date (the sweep's clock, moved on): the other attendee is reminded
    // again, this one not.
    const twoHoursBefore = new Date(Date.now() + 21.5 * HOUR);
    await sendDueReminders(server.db, { publicUrl: 'http://huddle.test', now: twoHoursBefore });
    await waitFor('the two-hour reminder to the other attendee', () => remindersTo(other)[1]);
    await settle();
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('refuses a wrong link, and a form from another site', async () => {
    const wrong = await oneClick(server.app, `/api/reminders/${'x'.repeat(43)}/stop`);
    expect(wrong.statusCode).toBe(404);
    const eventId = await event(23);
    const email = await attendee(eventId, 72);
    const { release } = linksOf(await reminderTo(email));
    const forged = await server.app.inject({
      method: 'POST',
      url: release,
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
  });
});
