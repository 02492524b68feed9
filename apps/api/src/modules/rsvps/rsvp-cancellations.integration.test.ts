import { localToInstant, recurrenceEndInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { asNewAdmin } from '../../testing/admin-session.js';
import { postRsvp } from '../../testing/api-calls.js';
import { calendarFileOf, sequenceOf } from '../../testing/calendar-mail.js';
import { daysFromNow, insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { parseIcs } from '../../testing/ical.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import type { ReceivedMail } from '../../testing/smtp-sink.js';
import { waitFor } from '../../testing/wait.js';

/*
 * Issue 27, item 2: when a church (or an administrator) cancels, every attendee of a date still
 * to come hears of it once, with a calendar file that cancels the entry their confirmation added,
 * and their private link says what happened. Real SMTP, calendar files read by ical.js.
 */

const CHICAGO = 'America/Chicago';
const server = useMailTestServer();
let owner: { churchId: number; cookie: string };
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db);
});

let sequence = 0;
/** An RSVP through the API; its confirmation (with the private link and the .ics) once received. */
async function rsvpFor(eventId: number, occurrenceDate?: string) {
  sequence += 1;
  const email = `attendee${sequence}@example.com`;
  const response = await postRsvp(server.app, eventId, {
    attendeeName: `Attendee ${sequence}`,
    attendeeEmail: email,
    numberOfGuests: 2,
    ...(occurrenceDate ? { occurrenceDate } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const confirmation = await mailOf(email, 'confirmation');
  const token = /\/manage-rsvp\/([\w-]+)/.exec(confirmation.text ?? '')?.[1] ?? '';
  return { email, token, ics: calendarFileOf(confirmation) };
}

/** The confirmation ("You're going: …") or the cancellation ("Cancelled: …") `address` received. */
function mailOf(address: string, kind: 'confirmation' | 'cancellation') {
  const prefix = kind === 'confirmation' ? "You're going" : 'Cancelled:';
  return waitFor(`the ${kind} to ${address}`, () =>
    server.smtp
      .to(address)
      .map((received: ReceivedMail) => received.mail)
      .find((mail) => mail.subject?.startsWith(prefix)),
  );
}

const openLink = (token: string) =>
  server.app.inject({ method: 'POST', url: '/api/rsvps/manage', payload: { token } });

const asOwner = (method: 'DELETE', url: string) =>
  server.app.inject({ method, url, cookies: withSession(owner.cookie) });

describe('cancellations reach every attendee of a date still to come', () => {
  it('deleting an event mails each attendee a cancelling calendar file and tells the link', async () => {
    const eventId = await insertEvent(server.db, owner.churchId, {
      title: 'Christmas Eve Service',
      datetime: localToInstant('2031-12-24', '19:00', CHICAGO),
      timezone: CHICAGO,
      max_attendees: 50,
    });
    const ann = await rsvpFor(eventId);
    const bo = await rsvpFor(eventId);

    const page = await server.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}`,
      cookies: withSession(owner.cookie),
    });
    // What the delete dialog tells the owner before they confirm.
    expect(page.json().owner.upcomingRsvps).toEqual([{ date: '2031-12-24', rsvps: 2 }]);

    const deleted = await asOwner('DELETE', `/api/events/${eventId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: eventId, attendeesTold: 2 });

    for (const attendee of [ann, bo]) {
      const mail = await mailOf(attendee.email, 'cancellation');
      expect(mail.subject).toBe('Cancelled: Christmas Eve Service on Wed, Dec 24, 2031');
      expect(mail.text).toContain('has cancelled Christmas Eve Service');
      expect(mail.text).toContain('Your RSVP for 2 people is cancelled with it');
      const cancel = calendarFileOf(mail);
      expect(cancel.method).toBe('CANCEL');
      const { calendar, event } = parseIcs(cancel.text);
      const confirmed = parseIcs(attendee.ics.text).event;
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      // The entry the confirmation added, outranked.
      expect(event.uid).toBe(confirmed.uid);
      expect(sequenceOf(cancel.text)).toBeGreaterThan(sequenceOf(attendee.ics.text));
      expect(event.startDate.toJSDate()).toEqual(confirmed.startDate.toJSDate());

      const link = await openLink(attendee.token);
      expect(link.statusCode).toBe(404);
      expect(link.json()).toEqual({
        error: 'RSVP_CANCELLED_BY_CHURCH',
        message:
          'The church cancelled Christmas Eve Service on Wed, Dec 24, 2031, so this RSVP is cancelled too. You need do nothing.',
      });
    }
  });

  it('cancelling one date of a series tells that date only, and its seats go', async () => {
    const eventId = await insertEvent(server.db, owner.churchId, {
      title: 'Sunday Watch Party',
      datetime: localToInstant('2031-03-02', '12:00', CHICAGO),
      timezone: CHICAGO,
      max_attendees: 10,
      is_recurring: true,
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: ['sunday'],
      recurrence_end_date: recurrenceEndInstant('2031-04-27', CHICAGO),
    });
    const onNinth = await rsvpFor(eventId, '2031-03-09');
    const onSixteenth = await rsvpFor(eventId, '2031-03-16');

    const cancelled = await asOwner('DELETE', `/api/events/${eventId}/occurrences/2031-03-09`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ id: eventId, deleted: false, attendeesTold: 1 });

    const mail = await mailOf(onNinth.email, 'cancellation');
    expect(mail.text).toContain('cancelled Sunday Watch Party on Sun, Mar 9, 2031');
    expect(mail.text).toContain('The other dates go ahead as planned.');
    expect(mail.text).toContain(`See the other dates: http://huddle.test/events/${eventId}`);
    expect(parseIcs(calendarFileOf(mail).text).event.uid).toBe(
      `event-${eventId}-2031-03-09@huddle`,
    );
    expect((await openLink(onNinth.token)).json().error).toBe('RSVP_CANCELLED_BY_CHURCH');

    // The other date is untouched: its attendee hears nothing, and their link works.
    expect((await openLink(onSixteenth.token)).statusCode).toBe(200);
    const event = (
      await server.app.inject({ method: 'GET', url: `/api/events/${eventId}` })
    ).json();
    expect(event.occurrences.slice(0, 2)).toEqual([
      { date: '2031-03-02', currentAttendees: 0, spotsLeft: 10, waitingCount: 0 },
      { date: '2031-03-16', currentAttendees: 2, spotsLeft: 8, waitingCount: 0 },
    ]);
    expect(
      server.smtp.to(onSixteenth.email).filter((r) => r.mail.subject?.startsWith('Cancelled')),
    ).toEqual([]);
  });

  it('an administrator deleting a church tells its attendees, and keeps none of its events', async () => {
    const doomed = await signedInChurchUser(server.app, server.db);
    const eventId = await insertEvent(server.db, doomed.churchId, {
      title: 'Youth Game Night',
      datetime: daysFromNow(5),
    });
    const attendee = await rsvpFor(eventId);
    const admin = await asNewAdmin(server);
    // What the confirmation dialog says beforehand; for administrators only.
    const count = `/api/admin/churches/${doomed.churchId}/attendees-to-tell`;
    expect((await admin.request('GET', count)).json()).toEqual({ attendees: 1 });
    const asChurch = await server.app.inject({
      method: 'GET',
      url: count,
      cookies: withSession(owner.cookie),
    });
    expect(asChurch.statusCode).toBe(401);

    const deleted = await admin.request('DELETE', `/api/admin/churches/${doomed.churchId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().attendeesTold).toBe(1);

    const mail = await mailOf(attendee.email, 'cancellation');
    expect(mail.text).toContain('Youth Game Night on ');
    expect(mail.text).toContain('no longer hosts events on Huddle');
    expect(parseIcs(calendarFileOf(mail).text).calendar.getFirstPropertyValue('method')).toBe(
      'CANCEL',
    );
    const link = (await openLink(attendee.token)).json();
    expect(link.error).toBe('RSVP_CANCELLED_BY_CHURCH');
    // The link says what happened without keeping the deleted church's event.
    expect(link.message).toMatch(/^The church cancelled this RSVP's event on /);
    expect(link.message).not.toContain('Youth Game Night');
  });

  it('tells nobody of dates already over', async () => {
    const eventId = await insertEvent(server.db, owner.churchId, {
      title: 'Last Week Game Night',
      datetime: daysFromNow(2),
    });
    const attendee = await rsvpFor(eventId);
    // The night took place: its date is over.
    await server.db
      .updateTable('events')
      .set({ datetime: daysFromNow(-2) })
      .where('id', '=', eventId)
      .execute();
    const deleted = await asOwner('DELETE', `/api/events/${eventId}`);
    expect(deleted.json()).toEqual({ id: eventId, attendeesTold: 0 });
    const queued = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', attendee.email)
      .where('kind', '=', 'rsvp.cancelled-by-church')
      .execute();
    expect(queued).toEqual([]);
  });
});
