import { formatEventDateTime, localToInstant } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { postRsvp } from '../../testing/api-calls.js';
import { calendarFileOf } from '../../testing/calendar-mail.js';
import { GRACE_CHAPEL, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { parseIcs, startsOf } from '../../testing/ical.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import type { ReceivedMail } from '../../testing/smtp-sink.js';
import { waitFor } from '../../testing/wait.js';

/*
 * An RSVP through the API, the mail jobs running, a real SMTP server receiving: what the church
 * and the attendee get in their inboxes.
 */

let church: number;

const server = useMailTestServer();
beforeAll(async () => {
  church = await insertChurch(server.db, GRACE_CHAPEL);
});

const rsvp = (eventId: number | string, body: object) => postRsvp(server.app, eventId, body);

/** The mails to `address` once `count` of them have arrived. */
function inbox(address: string, count = 1): Promise<ReceivedMail[]> {
  return waitFor(`${count} mail(s) to ${address}`, () => {
    const found = server.smtp.to(address);
    return found.length >= count ? found : undefined;
  });
}

describe('the mails of an RSVP', () => {
  it('reach the church and the attendee with the details, the .ics and the private link', async () => {
    const datetime = localToInstant('2031-02-09', '17:30', 'America/Chicago');
    const eventId = await insertEvent(server.db, church, {
      title: 'Super Bowl Party',
      description: 'Big screen and wings.',
      game_details: 'Kickoff 5:30 PM',
      datetime,
      timezone: 'America/Chicago',
      max_attendees: 10,
    });
    const response = await rsvp(eventId, {
      attendeeName: 'Ann Lee',
      attendeeEmail: 'ann.lee@example.com',
      attendeePhone: '512 555 0199',
      numberOfGuests: 2,
      specialRequests: 'One vegetarian plate',
    });
    expect(response.statusCode, response.body).toBe(201);
    const when = formatEventDateTime(datetime, 'America/Chicago').full;
    const eventUrl = `http://huddle.test/events/${eventId}`;

    const [toChurch] = await inbox('office@grace.example.org');
    expect(toChurch!.envelope).toEqual({
      from: 'no-reply@huddle.test',
      to: ['office@grace.example.org'],
    });
    const churchMail = toChurch!.mail;
    expect(churchMail.subject).toBe('New RSVP: Super Bowl Party');
    expect(churchMail.replyTo?.value).toEqual([{ name: '', address: 'ann.lee@example.com' }]);
    for (const text of [
      "Ann Lee RSVP'd for Super Bowl Party (2 people).",
      `When: ${when}`,
      'Party size: 2 people',
      'Email: ann.lee@example.com',
      'Phone: (512) 555-0199',
      'Special requests: One vegetarian plate',
      'Seats taken: 2 of 10',
      `Event page: ${eventUrl}`,
    ]) {
      expect(churchMail.text).toContain(text);
    }
    expect(churchMail.html).toContain('One vegetarian plate');
    expect(churchMail.html).toContain(`href="${eventUrl}"`);
    expect(churchMail.attachments).toEqual([]);
    expect(churchMail.text).not.toContain('manage-rsvp');

    const [toAttendee] = await inbox('ann.lee@example.com');
    const attendeeMail = toAttendee!.mail;
    expect(toAttendee!.envelope.to).toEqual(['ann.lee@example.com']);
    expect(attendeeMail.subject).toBe("You're going: Super Bowl Party");
    // An attendee who answers the confirmation writes to the church, not to no-reply.
    expect(attendeeMail.replyTo?.value).toEqual([
      { name: '', address: 'office@grace.example.org' },
    ]);
    for (const text of [
      'Hi Ann Lee,',
      'Your RSVP for Super Bowl Party is confirmed for 2 people.',
      `When: ${when}`,
      'Where: Grace Chapel, 1 Main St, Austin, TX 78701',
      'Church phone: (512) 555-0100',
      `Event details and calendar links: ${eventUrl}`,
    ]) {
      expect(attendeeMail.text).toContain(text);
    }
    const link =
      /Change or cancel your RSVP: (http:\/\/huddle\.test\/manage-rsvp\/([\w-]{43}))$/m.exec(
        attendeeMail.text ?? '',
      );
    expect(link).not.toBeNull();
    expect(attendeeMail.html).toContain(`href="${link![1]}"`);

    const [ics] = attendeeMail.attachments;
    expect(ics?.filename).toBe('super-bowl-party.ics');
    expect(ics?.contentType).toBe('text/calendar');
    // Mail clients read the method from the part's type (RFC 6047), and the file says the same.
    const { text: icsText, method } = calendarFileOf(attendeeMail);
    expect(method).toBe('PUBLISH');
    expect(icsText).toContain('\r\nMETHOD:PUBLISH\r\n');
    const calendarEvent = parseIcs(ics!.content.toString('utf8')).event;
    expect(calendarEvent.uid).toBe(`event-${eventId}@huddle`);
    expect(calendarEvent.summary).toBe('Super Bowl Party');
    expect(calendarEvent.location).toBe('Grace Chapel, 1 Main St, Austin, TX 78701');
    expect(calendarEvent.startDate.toJSDate()).toEqual(datetime);
    expect(calendarEvent.duration.toSeconds()).toBe(3 * 3600);

    // The link in the mail opens this RSVP.
    const opened = await server.app.inject({
      method: 'POST',
      url: '/api/rsvps/manage',
      payload: { token: link![2] },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      rsvp: { attendeeName: 'Ann Lee', numberOfGuests: 2 },
      event: { id: eventId, title: 'Super Bowl Party' },
      spotsLeft: 8,
      maxGuests: 10,
    });

    // The token itself is nowhere in the database, only its hash.
    const stored = await server.db
      .selectFrom('rsvps')
      .select('manage_token_hash')
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(stored.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.manage_token_hash).not.toContain(link![2]);
  });

  it("give the attendee's calendar file the one date of a series they chose", async () => {
    // Sundays at 10 AM from March 2, 2031; March 9 cancelled by the church.
    const eventId = await insertEvent(server.db, church, {
      title: 'Sunday Service',
      datetime: localToInstant('2031-03-02', '10:00', 'America/Chicago'),
      timezone: 'America/Chicago',
      is_recurring: true,
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: ['sunday'],
      recurrence_end_date: localToInstant('2031-04-27', '23:59', 'America/Chicago'),
      recurrence_exceptions: ['2031-03-09'],
    });
    const address = 'regular@example.com';
    const cancelled = await rsvp(eventId, {
      attendeeName: 'Reg Ular',
      attendeeEmail: address,
      occurrenceDate: '2031-03-09',
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().message).toMatch(/occurrenceDate.*does not take place on this date/);
    const chosen = await rsvp(eventId, {
      attendeeName: 'Reg Ular',
      attendeeEmail: address,
      occurrenceDate: '2031-03-16',
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const [mail] = await inbox(address);
    expect(mail!.mail.text).toContain(
      `When: ${formatEventDateTime(localToInstant('2031-03-16', '10:00', 'America/Chicago'), 'America/Chicago').full}`,
    );
    const ics = mail!.mail.attachments[0]!.content.toString('utf8');
    const { event } = parseIcs(ics);
    // That date alone, as an entry of its own: another date's file does not replace it.
    expect(startsOf(event, 3).map((start) => start.toISOString())).toEqual([
      localToInstant('2031-03-16', '10:00', 'America/Chicago').toISOString(),
    ]);
    expect(event.isRecurring()).toBe(false);
    expect(event.uid).toBe(`event-${eventId}-2031-03-16@huddle`);
  });

  it('escapes what the visitor typed in the HTML part and lets nothing into the headers', async () => {
    const eventId = await insertEvent(server.db, church, {
      // A church title with a line break must not start a header of its own.
      title: 'Game night\r\nBcc: everyone@example.net',
    });
    const name = '<script>alert("x")</script> & <b>Bold</b>';
    const response = await rsvp(eventId, {
      attendeeName: name,
      attendeeEmail: 'typed@example.com',
      specialRequests: '<img src=x onerror=alert(1)>\nSecond line',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [toAttendee] = await inbox('typed@example.com');
    // find, not filter: an empty list is an answer to waitFor, and the mail may still be on its way.
    const toChurch = await waitFor('the church mail', () =>
      server.smtp.received.find(
        (message) =>
          message.mail.subject?.startsWith('New RSVP: Game night') &&
          message.mail.text?.includes('typed@example.com'),
      ),
    );

    for (const message of [toAttendee!, toChurch!]) {
      expect(message.mail.subject).toMatch(/Game night Bcc: everyone@example\.net$/);
      expect(message.mail.headers.has('bcc')).toBe(false);
      expect(message.envelope.to).toHaveLength(1);
      const headerBlock = message.raw.split(/\r?\n\r?\n/, 1)[0];
      expect(headerBlock).not.toMatch(/^Bcc:/im);
      const html = message.mail.html || '';
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Bold</b>');
      expect(html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Bold&lt;/b&gt;',
      );
    }
    const churchHtml = toChurch!.mail.html || '';
    expect(churchHtml).not.toContain('<img');
    expect(churchHtml).toContain('&lt;img src=x onerror=alert(1)&gt;<br>Second line');
    // The text part carries the words as typed: plain text cannot run anything.
    expect(toChurch!.mail.text).toContain(`Name: ${name}`);
  });
});
