import { formatEventDateTime, localToInstant } from '@huddle/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rsvpThroughApi } from '../../testing/api-calls.js';
import { tableCounts } from '../../testing/counts.js';
import { daysFromNow, GRACE_CHAPEL, insertChurch, insertEvent } from '../../testing/fixtures.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import { waitFor } from '../../testing/wait.js';
import { manage } from './rsvp-manage.fixtures.js';

/*
 * POST /api/rsvps/resend-links as a visitor who lost their confirmation uses it, the mail jobs
 * running and a real SMTP server receiving: one mail listing the address's upcoming RSVPs with
 * new links, and one answer for every address, known, unknown or asked for too often.
 */

const HOUR = 3_600_000;
const PER_EMAIL = 3;
const PER_CLIENT = 10;

const server = useMailTestServer({
  rateLimits: {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test' }).rateLimits,
    rsvpLinks: { max: PER_CLIENT, windowMs: HOUR },
    rsvpLinksPerEmail: { max: PER_EMAIL, windowMs: HOUR },
  },
});

let church: number;
beforeAll(async () => {
  church = await insertChurch(server.db, GRACE_CHAPEL);
});

/** Each test asks from its own address, so only the per-client test meets that limit. */
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

function resend(body: unknown, client: string): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/rsvps/resend-links',
    remoteAddress: client,
    payload: body as object,
  });
}

const LINK = /Change or cancel this RSVP: http:\/\/huddle\.test\/manage-rsvp\/([\w-]{43})$/gm;
const tokensIn = (text: string | undefined) => [...(text ?? '').matchAll(LINK)].map((m) => m[1]);

/** The token of the confirmation the RSVP for `title` got, from the SMTP server. */
async function confirmationToken(address: string, title: string): Promise<string> {
  const received = await waitFor(`the confirmation of ${title}`, () =>
    server.smtp.to(address).find((message) => message.mail.subject === `You're going: ${title}`),
  );
  const token = /\/manage-rsvp\/([\w-]{43})$/m.exec(received.mail.text ?? '')?.[1];
  if (!token) throw new Error(`no link in the confirmation of ${title}`);
  return token;
}

/** The link mails queued for `address`, whatever their state. */
function linkMailsTo(address: string) {
  return server.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', address)
    .where('kind', '=', 'rsvp.links')
    .execute();
}

async function hashOf(rsvpId: number) {
  const row = await server.db
    .selectFrom('rsvps')
    .select('manage_token_hash')
    .where('id', '=', rsvpId)
    .executeTakeFirstOrThrow();
  return row.manage_token_hash;
}

/** An RSVP by `email` to a new event of the chapel, and the link its confirmation carried. */
async function rsvpTo(email: string, event: Parameters<typeof insertEvent>[2], guests = 2) {
  const eventId = await insertEvent(server.db, church, event);
  const { rsvpId } = await rsvpThroughApi(server.app, server.db, eventId, {
    attendeeEmail: email,
    numberOfGuests: guests,
  });
  const token = await confirmationToken(email, String(event?.title));
  return { eventId, rsvpId, token };
}

describe('asking for the links of an address with RSVPs', () => {
  it('mails one list of its upcoming RSVPs with new links, and the old links stop working', async () => {
    const address = 'lost.links@example.com';
    const kickoff = localToInstant('2031-02-09', '17:30', 'America/Chicago');
    const party = await rsvpTo(address, {
      title: 'Super Bowl Party',
      datetime: kickoff,
      timezone: 'America/Chicago',
    });
    const series = await rsvpTo(
      address,
      {
        title: 'Sunday Service',
        datetime: localToInstant('2031-03-02', '10:00', 'America/Chicago'),
        timezone: 'America/Chicago',
        is_recurring: true,
        recurrence_pattern: 'weekly',
        recurrence_days_of_week: ['sunday'],
        recurrence_end_date: localToInstant('2031-04-27', '23:59', 'America/Chicago'),
      },
      3,
    );
    const past = await rsvpTo(address, { title: 'Last Week Game Night' });
    await server.db
      .updateTable('events')
      .set({ datetime: daysFromNow(-2) })
      .where('id', '=', past.eventId)
      .execute();
    const removed = await rsvpTo(address, { title: 'Removed Event' });
    await server.db
      .updateTable('events')
      .set({ is_active: false })
      .where('id', '=', removed.eventId)
      .execute();
    const untouched = [await hashOf(past.rsvpId), await hashOf(removed.rsvpId)];

    // Typed as people type: other case, spaces around.
    const answer = await resend({ email: '  Lost.Links@EXAMPLE.com ' }, newClient());
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ sent: true });

    const received = await waitFor('the links mail', () =>
      server.smtp.to(address).find((message) => message.mail.subject === 'Your RSVP links'),
    );
    expect(await linkMailsTo(address)).toHaveLength(1);
    const { text, html } = received.mail;
    for (const line of [
      'Super Bowl Party',
      `When: ${formatEventDateTime(kickoff, 'America/Chicago').full}`,
      'Where: Grace Chapel, 1 Main St, Austin, TX 78701',
      'Party size: 2 people',
      'Sunday Service',
      `When: ${formatEventDateTime(localToInstant('2031-03-02', '10:00', 'America/Chicago'), 'America/Chicago').full}`,
      'Party size: 3 people',
      `Event details: http://huddle.test/events/${party.eventId}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Last Week Game Night');
    expect(text).not.toContain('Removed Event');
    // The sooner first.
    expect(text?.indexOf('Super Bowl Party')).toBeLessThan(text?.indexOf('Sunday Service') ?? 0);

    const tokens = tokensIn(text);
    expect(tokens).toHaveLength(2);
    for (const token of tokens)
      expect(html).toContain(`href="http://huddle.test/manage-rsvp/${token}"`);
    const [partyLink, seriesLink] = tokens;
    const opened = await manage(server.app, 'open', { token: partyLink });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      rsvp: { attendeeEmail: address, numberOfGuests: 2 },
      event: { id: party.eventId, title: 'Super Bowl Party' },
    });
    const openedSeries = await manage(server.app, 'open', { token: seriesLink });
    expect(openedSeries.json()).toMatchObject({ event: { id: series.eventId } });

    for (const old of [party.token, series.token]) {
      expect((await manage(server.app, 'open', { token: old })).statusCode).toBe(404);
    }
    expect([await hashOf(past.rsvpId), await hashOf(removed.rsvpId)]).toEqual(untouched);
  });
});

describe('one answer for every address', () => {
  it('answers an unknown address exactly as a known one, and mails it nothing', async () => {
    const known = 'known.attendee@example.com';
    await rsvpTo(known, { title: 'Known Attendee Night' });
    const client = newClient();
    const before = await tableCounts(server.db);

    const forKnown = await resend({ email: known }, client);
    const forUnknown = await resend({ email: 'nobody.here@example.com' }, client);
    const shape = (response: LightMyRequestResponse) => ({
      status: response.statusCode,
      type: response.headers['content-type'],
      body: response.body,
    });
    expect(shape(forUnknown)).toEqual(shape(forKnown));
    expect(shape(forKnown)).toMatchObject({ status: 202, body: '{"sent":true}' });

    expect(await linkMailsTo('nobody.here@example.com')).toEqual([]);
    expect(await linkMailsTo(known)).toHaveLength(1);
    // The known address's one mail is all that was written.
    expect(await tableCounts(server.db)).toEqual({ ...before, mails: before.mails + 1 });
  });

  it('sends nothing more past the limit of the address, from any client, and answers the same', async () => {
    const address = 'asked.often@example.com';
    const { token } = await rsvpTo(address, { title: 'Often Asked Night' });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i <= PER_EMAIL; i += 1) {
      answers.push(await resend({ email: address }, newClient()));
    }
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.body).toBe('{"sent":true}');
    }
    expect(await linkMailsTo(address)).toHaveLength(PER_EMAIL);
    const mailed = await waitFor(`${PER_EMAIL} link mails`, () => {
      const found = server.smtp.to(address).filter((m) => m.mail.subject === 'Your RSVP link');
      return found.length >= PER_EMAIL ? found : undefined;
    });
    // Only the newest mailed link opens: the request past the limit minted none of its own.
    const opens: number[] = [];
    for (const [newest] of mailed.map((m) => tokensIn(m.mail.text))) {
      opens.push((await manage(server.app, 'open', { token: newest })).statusCode);
    }
    expect(opens.sort()).toEqual([200, 404, 404]);
    expect((await manage(server.app, 'open', { token })).statusCode).toBe(404);
  });

  it("answers 429 past the caller's own limit, as other public writes do", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < PER_CLIENT + 2; i += 1) {
      const response = await resend({ email: `stranger${i}@example.com` }, client);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          error: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts. Please wait a minute and try again.',
        });
      }
    }
    expect(statuses).toEqual([...Array(PER_CLIENT).fill(202), 429, 429]);
  });
});

describe('bad input', () => {
  it('is refused with a 400 that says why, and changes nothing', async () => {
    const address = 'careful.typist@example.com';
    const { rsvpId } = await rsvpTo(address, { title: 'Careful Typist Night' });
    const hash = await hashOf(rsvpId);
    const before = await tableCounts(server.db);
    const client = newClient();
    const cases: [unknown, RegExp][] = [
      [{}, /Email is required/],
      [{ email: '   ' }, /Email is required/],
      [{ email: 'not an address' }, /valid email/],
      [{ email: `careful.typist\u0000@example.com` }, /valid email/],
      [{ email: 42 }, /email/i],
      [{ email: address, eventId: 1 }, /eventId/],
      [[address], /object|invalid/i],
    ];
    for (const [body, message] of cases) {
      const response = await resend(body, client);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect(await tableCounts(server.db)).toEqual(before);
    expect(await hashOf(rsvpId)).toBe(hash);
    expect(await linkMailsTo(address)).toEqual([]);
  });
});

describe('the REST document', () => {
  it('says what the route answers: always 202 { sent: true }, else 400 or 429', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/rsvps/resend-links']?.post;
    expect(operation?.operationId).toBe('rsvpManage.resendLinks');
    expect(operation?.security).toEqual([]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '400', '429']),
    );
    expect(operation?.responses).not.toHaveProperty('200');
    expect(operation?.responses).not.toHaveProperty('404');
    expect(operation?.responses['202'].content['application/json'].schema).toMatchObject({
      properties: { sent: { const: true } },
      required: ['sent'],
    });
    expect(operation?.requestBody.content['application/json'].schema).toMatchObject({
      properties: { email: { type: 'string', maxLength: 254 } },
      required: ['email'],
    });
  });
});
