import { localToInstant, recurrenceEndInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp } from '../../testing/api-calls.js';
import { calendarFileOf, sequenceOf } from '../../testing/calendar-mail.js';
import { eventPayload, insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { parseIcs } from '../../testing/ical.js';
import { testJobsConfig } from '../../testing/jobs.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import type { ReceivedMail } from '../../testing/smtp-sink.js';
import { waitFor } from '../../testing/wait.js';

/*
 * Issue 27, item 1: when a church moves what attendees planned around (the time, the day, the
 * zone, its address), each attendee of a date still to come hears of it once per burst of edits,
 * with a calendar file that updates theirs (same UID, higher SEQUENCE). Texts alone tell nobody.
 * Real SMTP; calendar files read by ical.js. A quiet window of three seconds: two edits in a row fall within it on any machine.
 */

const CHICAGO = 'America/Chicago';
const QUIET_MS = 3000;
const server = useMailTestServer({
  jobs: { ...testJobsConfig().jobs, changeQuietMs: QUIET_MS },
});

let owner: { churchId: number; cookie: string };
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db, { name: 'Grace Chapel' });
});

let sequence = 0;
async function rsvpFor(eventId: number, occurrenceDate?: string) {
  sequence += 1;
  const email = `planner${sequence}@example.com`;
  const response = await postRsvp(server.app, eventId, {
    attendeeName: `Planner ${sequence}`,
    attendeeEmail: email,
    numberOfGuests: 4,
    ...(occurrenceDate ? { occurrenceDate } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const confirmation = await waitFor(`the confirmation to ${email}`, () =>
    mailsTo(email).find((mail) => mail.subject?.startsWith("You're going")),
  );
  return { email, ics: calendarFileOf(confirmation).text };
}

function mailsTo(address: string) {
  return server.smtp.to(address).map((received: ReceivedMail) => received.mail);
}

const changesTo = (address: string) =>
  mailsTo(address).filter((mail) => mail.subject?.startsWith('Changed:'));

/** PUT /api/events/{id} as the owner: the edit form's fields, the given ones changed. */
function edit(id: number, fields: object) {
  const { churchId: _church, ...body } = eventPayload(0, {
    title: 'Christmas Eve Service',
    timezone: CHICAGO,
    maxAttendees: 100,
    ...fields,
  });
  return server.app.inject({
    method: 'PUT',
    url: `/api/events/${id}`,
    cookies: withSession(owner.cookie),
    payload: body,
  });
}

/** The quiet window has passed and the job has dealt with every notice. */
async function noticesDealtWith() {
  await waitFor('the change notices to be dealt with', async () => {
    const left = await server.db.selectFrom('change_notices').select('rsvp_id').execute();
    return left.length === 0 ? true : undefined;
  });
}

const at = (date: string, time: string) => localToInstant(date, time, CHICAGO);

describe('changes reach every attendee', () => {
  it('a burst of edits to the time mails each attendee once, updating their calendar', async () => {
    const id = await insertEvent(server.db, owner.churchId, {
      title: 'Christmas Eve Service',
      datetime: at('2031-12-24', '19:00'),
      timezone: CHICAGO,
      max_attendees: 100,
    });
    const family = await rsvpFor(id);
    const friend = await rsvpFor(id);

    for (const time of ['19:15', '19:30']) {
      const response = await edit(id, { datetime: at('2031-12-24', time).toISOString() });
      expect(response.statusCode, response.body).toBe(200);
    }

    for (const attendee of [family, friend]) {
      const mail = await waitFor(
        `the change to ${attendee.email}`,
        () => changesTo(attendee.email)[0],
      );
      expect(mail.subject).toBe('Changed: Christmas Eve Service on Wed, Dec 24, 2031');
      expect(mail.text).toContain('Grace Chapel changed when Christmas Eve Service takes place.');
      expect(mail.text).toContain('Your RSVP for 4 people stands');
      expect(mail.text).toContain(
        'When: Wednesday, December 24, 2031 at 7:30 PM Central (was Wednesday, December 24, 2031 at 7:00 PM Central)',
      );
      const updated = parseIcs(calendarFileOf(mail).text).event;
      const confirmed = parseIcs(attendee.ics).event;
      expect(updated.uid).toBe(confirmed.uid);
      expect(sequenceOf(calendarFileOf(mail).text)).toBeGreaterThan(sequenceOf(attendee.ics));
      expect(updated.startDate.toJSDate()).toEqual(at('2031-12-24', '19:30'));
    }
    await noticesDealtWith();
    // One mail for the burst, not one per edit.
    expect(changesTo(family.email)).toHaveLength(1);
    expect(changesTo(friend.email)).toHaveLength(1);
  });

  it('an edit of the texts only, or a change undone within the burst, mails nobody', async () => {
    const id = await insertEvent(server.db, owner.churchId, {
      datetime: at('2031-12-31', '21:00'),
      timezone: CHICAGO,
      max_attendees: 100,
    });
    const attendee = await rsvpFor(id);
    const original = at('2031-12-31', '21:00').toISOString();

    expect((await edit(id, { datetime: original, title: 'New Year Watch Party' })).statusCode).toBe(
      200,
    );
    // Nothing they planned around moved: not even a notice is held.
    expect(await server.db.selectFrom('change_notices').selectAll().execute()).toEqual([]);

    expect((await edit(id, { datetime: at('2031-12-31', '22:00').toISOString() })).statusCode).toBe(
      200,
    );
    expect((await edit(id, { datetime: original })).statusCode).toBe(200);
    await noticesDealtWith();
    expect(changesTo(attendee.email)).toEqual([]);
  });

  it("tells each date's attendees of a series moved to another time, their own date in it", async () => {
    const series = {
      timezone: CHICAGO,
      max_attendees: 100,
      is_recurring: true,
      recurrence_pattern: 'weekly' as const,
      recurrence_days_of_week: ['sunday' as const],
      recurrence_end_date: recurrenceEndInstant('2031-04-27', CHICAGO),
    };
    const id = await insertEvent(server.db, owner.churchId, {
      ...series,
      datetime: at('2031-03-02', '12:00'),
    });
    const ninth = await rsvpFor(id, '2031-03-09');
    const sixteenth = await rsvpFor(id, '2031-03-16');
    const moved = await edit(id, {
      datetime: at('2031-03-02', '13:00').toISOString(),
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceDaysOfWeek: ['sunday'],
      recurrenceEndDate: '2031-04-27',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const [attendee, day] of [
      [ninth, 'March 9'],
      [sixteenth, 'March 16'],
    ] as const) {
      const mail = await waitFor(
        `the change to ${attendee.email}`,
        () => changesTo(attendee.email)[0],
      );
      expect(mail.text).toContain(
        `When: Sunday, ${day}, 2031 at 1:00 PM Central (was Sunday, ${day}, 2031 at 12:00 PM Central)`,
      );
      expect(parseIcs(calendarFileOf(mail).text).event.uid).toBe(parseIcs(attendee.ics).event.uid);
    }
  });

  it("a church's new address reaches the attendees of its events", async () => {
    const id = await insertEvent(server.db, owner.churchId, {
      datetime: at('2031-07-04', '18:00'),
      timezone: CHICAGO,
    });
    const attendee = await rsvpFor(id);
    const church = await server.db
      .selectFrom('churches')
      .selectAll()
      .where('id', '=', owner.churchId)
      .executeTakeFirstOrThrow();
    // What the edit page says before saving; for the church's editors only.
    const count = `/api/churches/${owner.churchId}/attendees-to-tell`;
    const asOwner = await server.app.inject({
      method: 'GET',
      url: count,
      cookies: withSession(owner.cookie),
    });
    expect(asOwner.json().attendees).toBeGreaterThanOrEqual(1);
    const stranger = await signedInChurchUser(server.app, server.db);
    const foreign = await server.app.inject({
      method: 'GET',
      url: count,
      cookies: withSession(stranger.cookie),
    });
    expect(foreign.statusCode).toBe(403);

    const moved = await server.app.inject({
      method: 'PUT',
      url: `/api/churches/${owner.churchId}`,
      cookies: withSession(owner.cookie),
      payload: {
        address: '500 New Hall Rd',
        city: church.city,
        state: church.state,
        zipCode: church.zip_code,
        phone: church.phone,
        email: church.email,
        website: church.website,
        capacity: church.capacity,
        amenities: church.amenities,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await waitFor('the change of place', () => changesTo(attendee.email)[0]);
    expect(mail.text).toContain('Grace Chapel changed where');
    expect(mail.text).toMatch(/Where: Grace Chapel, 500 New Hall Rd, .* \(was Grace Chapel, /);
  });
});
