import { formatEventDateTime } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { rsvpThroughApi } from '../../testing/api-calls.js';
import { mailsTo, messagesTo } from '../../testing/counts.js';
import { insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import { waitFor } from '../../testing/wait.js';

/*
 * A church messages an attendee through the API; the mail job delivers it to a real SMTP server.
 */

let church: { churchId: number; cookie: string };

const server = useMailTestServer();
beforeAll(async () => {
  const user = await signedInChurchUser(server.app, server.db, {
    name: 'Grace Chapel',
    email: 'office@grace.example.org',
  });
  church = { churchId: user.churchId, cookie: user.cookie };
});

function send(body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/messages',
    cookies: withSession(church.cookie),
    payload: body,
  });
}

describe('POST /api/messages', () => {
  it('stores the message and mails it to the attendee, replies going to the church', async () => {
    const datetime = new Date('2031-02-09T23:30:00Z');
    const eventId = await insertEvent(server.db, church.churchId, {
      title: 'Super Bowl Party',
      datetime,
      timezone: 'America/Chicago',
    });
    const { rsvpId, email } = await rsvpThroughApi(server.app, server.db, eventId, {
      attendeeName: 'Ann Lee',
    });
    const response = await send({
      churchId: church.churchId,
      rsvpId,
      subject: 'Parking for Sunday',
      messageBody: 'Please use lot B.\nThe side door opens at 5.',
      sentTo: email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      churchId: church.churchId,
      rsvpId,
      subject: 'Parking for Sunday',
      sentTo: email,
      sentAt: expect.any(String),
    });
    const stored = await server.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      church_id: church.churchId,
      rsvp_id: rsvpId,
      subject: 'Parking for Sunday',
      message_body: 'Please use lot B.\nThe side door opens at 5.',
      sent_to: email,
    });

    const received = await waitFor('the message mail', () =>
      server.smtp.to(email).find((m) => m.mail.subject === 'Parking for Sunday'),
    );
    expect(received.envelope).toEqual({ from: 'no-reply@huddle.test', to: [email] });
    expect(received.mail.replyTo?.value).toEqual([
      { name: '', address: 'office@grace.example.org' },
    ]);
    const text = received.mail.text ?? '';
    // The church's words open the mail as written: no greeting of ours before the church's own.
    expect(text.startsWith('Please use lot B.\nThe side door opens at 5.\n\n')).toBe(true);
    expect(text).not.toContain('Ann Lee');
    expect(text).toContain('Event: Super Bowl Party');
    expect(text).toContain(`When: ${formatEventDateTime(datetime, 'America/Chicago').full}`);
    expect(text).toContain('Grace Chapel sent you this message through Huddle');
    expect(received.mail.html).toContain('Please use lot B.<br>The side door opens at 5.');
  });

  it('refuses a sentTo that is not the attendee: never an open relay', async () => {
    const eventId = await insertEvent(server.db, church.churchId);
    const { rsvpId } = await rsvpThroughApi(server.app, server.db, eventId);
    const response = await send({
      churchId: church.churchId,
      rsvpId,
      subject: 'Hi',
      messageBody: 'Hello',
      sentTo: 'victim@example.net',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "sentTo: A message goes to the attendee's own e-mail address: leave sentTo out, or send theirs.",
    );
    expect(await mailsTo(server.db, 'victim@example.net')).toEqual([]);
    const stored = await messagesTo(server.db, rsvpId);
    expect(stored).toEqual([]);
  });

  it('refuses a missing subject or body, control characters and oversized text, storing nothing', async () => {
    const eventId = await insertEvent(server.db, church.churchId);
    const { rsvpId } = await rsvpThroughApi(server.app, server.db, eventId);
    const base = { churchId: church.churchId, rsvpId, subject: 'Hi', messageBody: 'Hello' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, subject: '  ' }, /^subject: Subject is required$/],
      [{ ...base, messageBody: '' }, /^messageBody: Message is required$/],
      [{ ...base, subject: undefined }, /^subject: Subject is required$/],
      [{ ...base, subject: 'Hi\u0000there' }, /Subject must not contain control characters/],
      [{ ...base, subject: 'x'.repeat(201) }, /Subject must be at most 200 characters/],
      [{ ...base, messageBody: 'x'.repeat(5001) }, /Message must be at most 5,000 characters/],
      [{ ...base, rsvpId: 1e20 }, /^rsvpId: /],
      [{ ...base, churchId: 'abc' }, /^churchId: /],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const stored = await messagesTo(server.db, rsvpId);
    expect(stored).toEqual([]);
  });

  it('answers 404 for an RSVP that does not exist', async () => {
    const response = await send({
      churchId: church.churchId,
      rsvpId: 2_147_483_000,
      subject: 'Hi',
      messageBody: 'Hello',
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps a header out of the subject: a line break is refused, and nothing is queued', async () => {
    const eventId = await insertEvent(server.db, church.churchId);
    const { rsvpId } = await rsvpThroughApi(server.app, server.db, eventId);
    const queued = () => server.db.selectFrom('mail_outbox').select('id').execute();
    const before = (await queued()).length;
    const response = await send({
      churchId: church.churchId,
      rsvpId,
      subject: 'Hello\r\nBcc: victim@example.net',
      messageBody: 'Body',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('Subject must be on one line');
    expect((await queued()).length).toBe(before);
  });
});
