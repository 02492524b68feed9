import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  oneClick as oneClickPost,
  openInBrowser,
  rsvpThroughApi,
  trpcMutation,
} from '../../testing/api-calls.js';
import { mailsTo, messagesTo } from '../../testing/counts.js';
import { insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import type { ReceivedMail } from '../../testing/smtp-sink.js';
import { waitFor } from '../../testing/wait.js';
import { ATTENDEE_OPTED_OUT } from './messages.service.js';

/*
 * A church's message as its recipient gets it (through the mail job and a real SMTP server, read
 * with mailparser): who it says it is from, and the stop link in it and in its List-Unsubscribe
 * header, used the ways a person, a mail scanner, a mail provider and a forger would.
 */

const server = useMailTestServer();

let counter = 0;

type Church = { churchId: number; cookie: string; name: string };

async function church(name = `Grace Fellowship ${++counter}`): Promise<Church> {
  counter += 1;
  const user = await signedInChurchUser(server.app, server.db, {
    name,
    email: `office${counter}x${process.pid}@church.example.org`,
  });
  return { churchId: user.churchId, cookie: user.cookie, name };
}

async function attendeeOf(of: Church, email?: string) {
  const eventId = await insertEvent(server.db, of.churchId);
  return rsvpThroughApi(server.app, server.db, eventId, email ? { attendeeEmail: email } : {});
}

function send(from: Church, rsvpId: number, subject = 'Parking for Sunday') {
  return server.app.inject({
    method: 'POST',
    url: '/api/messages',
    cookies: withSession(from.cookie),
    payload: { churchId: from.churchId, rsvpId, subject, messageBody: 'Please use lot B.' },
  });
}

function delivered(email: string, subject: string): Promise<ReceivedMail> {
  return waitFor(`"${subject}" at the SMTP server`, () =>
    server.smtp.to(email).find((m) => m.mail.subject === subject),
  );
}

/** The URL in the mail's List-Unsubscribe header, as mailparser reads it. */
function listUnsubscribeOf(received: ReceivedMail): string {
  const list = received.mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
  const url = list?.unsubscribe?.url;
  if (!url) throw new Error('no List-Unsubscribe URL');
  return url;
}

/** Sends a message and returns the path of the stop link it arrived with. */
async function messageWithStopLink(from: Church, rsvpId: number, email: string) {
  const subject = `Note ${++counter}`;
  const response = await send(from, rsvpId, subject);
  expect(response.statusCode, response.body).toBe(201);
  return new URL(listUnsubscribeOf(await delivered(email, subject))).pathname;
}

/** A new church, an attendee of it, and the stop link of a message the church sent them. */
async function stopLinkOfNewAttendee() {
  const grace = await church();
  const { rsvpId, email } = await attendeeOf(grace);
  return { grace, rsvpId, email, path: await messageWithStopLink(grace, rsvpId, email) };
}

const oneClick = (path: string) => oneClickPost(server.app, path);

async function optOutsOf(churchId: number) {
  return server.db
    .selectFrom('message_opt_outs')
    .select('email')
    .where('church_id', '=', churchId)
    .execute();
}

describe('the sender of a church message', () => {
  it('is the church "via Huddle" at the platform\'s address, replies going to the church', async () => {
    const grace = await church('Grace Fellowship');
    const { rsvpId, email } = await attendeeOf(grace);
    expect((await send(grace, rsvpId, 'Who wrote this?')).statusCode).toBe(201);
    const received = await delivered(email, 'Who wrote this?');
    expect(received.mail.from?.value).toEqual([
      { name: 'Grace Fellowship via Huddle', address: 'no-reply@huddle.test' },
    ]);
    expect(received.envelope.from).toBe('no-reply@huddle.test');
    expect(received.mail.replyTo?.value).toEqual([
      { name: '', address: `office${counter}x${process.pid}@church.example.org` },
    ]);
  });

  it('cannot be made to look like an address, an encoded word or another header by the church name', async () => {
    const forger = await church(
      'Bank "Security" <alerts@bank.example>\r\nBcc: all@example.net =?utf-8?q?=3Cceo=40bank.example=3E?=',
    );
    const { rsvpId, email } = await attendeeOf(forger);
    expect((await send(forger, rsvpId, 'Account check')).statusCode).toBe(201);
    const received = await delivered(email, 'Account check');
    expect(received.mail.from?.value).toEqual([
      {
        // Cut to 80 characters before "via Huddle", which always ends the name.
        name: 'Bank Security alerts bank.example Bcc all example.net utf-8 q 3Cceo 40bank.exam… via Huddle',
        address: 'no-reply@huddle.test',
      },
    ]);
    expect(received.envelope.to).toEqual([email]);
    expect(received.mail.bcc).toBeUndefined();
    const headers = received.raw.split('\r\n\r\n', 1)[0];
    expect(headers).not.toMatch(/^Bcc:/im);
  });
});

describe('the stop link', () => {
  it('is in the text, the HTML and the RFC 8058 headers, and is not kept in the stored copy', async () => {
    const grace = await church();
    const { rsvpId, email } = await attendeeOf(grace);
    expect((await send(grace, rsvpId, 'Links inside')).statusCode).toBe(201);
    const received = await delivered(email, 'Links inside');
    const url = listUnsubscribeOf(received);
    expect(url).toMatch(/^http:\/\/huddle\.test\/api\/messages\/stop\/[\w-]{43}$/);
    // Headers as written, long ones unfolded (nodemailer folds before the <).
    const headers = received.raw.split('\r\n\r\n', 1)[0]?.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`\r\nList-Unsubscribe: <${url}>\r\n`);
    expect(headers).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(received.mail.text).toContain(
      `Don't want messages from ${grace.name}? Stop them: ${url}`,
    );
    expect(received.mail.html).toContain(`<a href="${url}"`);

    const token = url.slice(url.lastIndexOf('/') + 1);
    const stored = await waitFor('the message mail to be recorded as sent', async () => {
      const row = await server.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', email)
        .where('subject', '=', 'Links inside')
        .executeTakeFirstOrThrow();
      return row.status === 'sent' ? row : undefined;
    });
    expect(stored).toMatchObject({
      on_behalf_of: grace.name,
      list_unsubscribe: null,
      text_body: '',
      html_body: null,
    });
    const anywhere = await sql<{ count: number }>`
      select (select count(*) from mail_outbox t where t::text like ${`%${token}%`})
           + (select count(*) from messages t where t::text like ${`%${token}%`}) as count`.execute(
      server.db,
    );
    expect(Number(anywhere.rows[0]?.count)).toBe(0);
    // Still works: the link needs only its hash in the database.
    const page = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
  });

  it('GET asks and changes nothing; the one-click POST stops; a replay is harmless; later messages are refused', async () => {
    const { grace, rsvpId, email, path } = await stopLinkOfNewAttendee();

    // A browser (or a mail scanner following every link) gets a page with a button.
    const page = await openInBrowser(server.app, path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain(`<h1>Stop messages from ${grace.name}?</h1>`);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    const asJson = await server.app.inject({ method: 'GET', url: path });
    expect(asJson.json()).toEqual({ churchName: grace.name, stopped: false });
    expect((await server.app.inject({ method: 'HEAD', url: path })).statusCode).toBe(200);
    expect(await optOutsOf(grace.churchId)).toEqual([]);
    expect((await send(grace, rsvpId, 'Still allowed')).statusCode).toBe(201);

    const stop = await oneClick(path);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ churchName: grace.name, stopped: true });
    expect(await optOutsOf(grace.churchId)).toEqual([{ email: email.toLowerCase() }]);

    const replay = await oneClick(path);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ churchName: grace.name, stopped: true });
    expect(await optOutsOf(grace.churchId)).toHaveLength(1);
    expect((await server.app.inject({ method: 'GET', url: path })).json()).toEqual({
      churchName: grace.name,
      stopped: true,
    });

    // REST and tRPC alike refuse, store nothing and queue nothing.
    const before = (await messagesTo(server.db, rsvpId)).length;
    const outboxBefore = await mailsTo(server.db, email);
    const refused = await send(grace, rsvpId, 'After the stop');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'ATTENDEE_OPTED_OUT', message: ATTENDEE_OPTED_OUT });
    const viaTrpc = await server.app.inject(
      trpcMutation(
        'messages.send',
        { churchId: grace.churchId, rsvpId, subject: 'After the stop', messageBody: 'Hi' },
        grace.cookie,
      ),
    );
    expect(viaTrpc.statusCode).toBe(409);
    expect(viaTrpc.body).toContain(ATTENDEE_OPTED_OUT);
    expect(await messagesTo(server.db, rsvpId)).toHaveLength(before);
    const outboxAfter = await mailsTo(server.db, email);
    expect(outboxAfter).toEqual(outboxBefore);

    // The same person at another event of the church, typed in capitals: still stopped.
    const again = await attendeeOf(grace, email.toUpperCase());
    expect((await send(grace, again.rsvpId, 'New event, same person')).statusCode).toBe(409);
  });

  it('stops only the church whose message it came in: another church can still write', async () => {
    const grace = await church();
    const hope = await church();
    const { rsvpId, email } = await attendeeOf(grace);
    const atHope = await attendeeOf(hope, email);
    expect((await oneClick(await messageWithStopLink(grace, rsvpId, email))).statusCode).toBe(200);
    expect((await send(grace, rsvpId)).statusCode).toBe(409);
    expect((await send(hope, atHope.rsvpId, 'From Hope')).statusCode).toBe(201);
    await delivered(email, 'From Hope');
  });

  it("works from its page's button (same origin), and no other site's form can use it", async () => {
    const { grace, path } = await stopLinkOfNewAttendee();
    const form = (origin: string) =>
      server.app.inject({
        method: 'POST',
        url: path,
        headers: {
          host: 'huddle.test',
          origin,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const crossSite = await form('https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    expect(await optOutsOf(grace.churchId)).toEqual([]);
    const fromPage = await form('http://huddle.test');
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.body).toContain(`<h1>Messages from ${grace.name} are stopped</h1>`);
    expect(await optOutsOf(grace.churchId)).toHaveLength(1);
  });

  it('answers a forged, altered or garbled token with 404 and changes nothing', async () => {
    const { grace, rsvpId, email, path } = await stopLinkOfNewAttendee();
    const token = path.slice(path.lastIndexOf('/') + 1);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = 'x'.repeat(43);
    for (const bad of [altered, forged, 'abc', `${token}x`, '%00', 'A'.repeat(4000)]) {
      const url = `/api/messages/stop/${bad}`;
      const get = await server.app.inject({ method: 'GET', url });
      expect(get.statusCode, bad.slice(0, 50)).toBe(404);
      const post = await oneClick(url);
      expect(post.statusCode, bad.slice(0, 50)).toBe(404);
      expect(post.json().error).toBe('NOT_FOUND');
    }
    const page = await openInBrowser(server.app, `/api/messages/stop/${forged}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link does not work');
    expect(
      await server.db.selectFrom('message_opt_outs').select('email').execute(),
    ).not.toContainEqual({
      email: email.toLowerCase(),
    });
    expect((await send(grace, rsvpId, 'Still on')).statusCode).toBe(201);
  });

  it('refuses a one-click body larger than a form of its kind', async () => {
    const { grace, path } = await stopLinkOfNewAttendee();
    const huge = await server.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=One-Click&pad=${'x'.repeat(4096)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(await optOutsOf(grace.churchId)).toEqual([]);
  });
});
