import type { ContactSubmissionPayload } from '@huddle/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig, RATE_LIMITS } from '../../config.js';
import { createTestServer, useTestServer } from '../../testing/test-server.js';

const server = useTestServer({ CONTACT_INBOX: 'hello@huddle.example' });

const message = (overrides: Partial<ContactSubmissionPayload> = {}): ContactSubmissionPayload => ({
  name: 'Ana Ruiz',
  email: 'ana@grace.example.org',
  subject: 'Hosting a watch party',
  message: 'Hello!\nCan two churches co-host one watch party?\nThanks, Ana',
  ...overrides,
});

function post(payload: object, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: '/api/contact', payload, headers });
}

/** The row the last request added to `table`. */
function newest(table: 'contact_messages' | 'mail_outbox') {
  return server.db.selectFrom(table).selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

async function counts() {
  const count = async (table: 'contact_messages' | 'mail_outbox') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { messages: await count('contact_messages'), mails: await count('mail_outbox') };
}

describe('POST /api/contact', () => {
  it('stores the message and queues its mail to the platform inbox, in one go', async () => {
    const before = await counts();
    const response = await post(message());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect(await counts()).toEqual({
      messages: before.messages + 1,
      mails: before.mails + 1,
    });

    const stored = await newest('contact_messages');
    expect(stored).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@grace.example.org',
      subject: 'Hosting a watch party',
      message: message().message,
    });
    const mail = await newest('mail_outbox');
    expect(mail).toMatchObject({
      to_address: 'hello@huddle.example',
      reply_to: 'ana@grace.example.org',
      subject: 'Contact form: Hosting a watch party',
      kind: 'contact',
    });
    expect(mail.text_body).toContain('From: Ana Ruiz <ana@grace.example.org>');
    expect(mail.text_body).toContain('Can two churches co-host one watch party?');
    expect(mail.text_body).toContain(`#${stored.id}`);
  });

  it('escapes what the visitor typed in the HTML part', async () => {
    const response = await post(
      message({ name: '<b>Eve</b>', message: '<script>alert("x")</script> & more, at length.' }),
    );
    expect(response.statusCode).toBe(201);
    const mail = await newest('mail_outbox');
    expect(mail.html_body).not.toContain('<script>');
    expect(mail.html_body).not.toContain('<b>Eve');
    expect(mail.html_body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more',
    );
    expect(mail.text_body).toContain('<script>alert("x")</script>');
  });

  it('answers a filled honeypot as usual but keeps and sends nothing', async () => {
    const before = await counts();
    const response = await post(message({ website: 'http://cheap-pills.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'name: Name must be at least 2 characters'],
    ['an invalid email', { email: 'ana@' }, 'email: Please enter a valid email address'],
    ['a short subject', { subject: 'Hi' }, 'subject: Subject must be at least 5 characters'],
    [
      'a short message',
      { message: 'Too short.' },
      'message: Message must be at least 20 characters',
    ],
    [
      'a subject that carries a mail header',
      { subject: 'Hello\r\nBcc: everyone@example.org' },
      'subject: Subject must be on one line',
    ],
    ['a NUL in the name', { name: 'Ana\u0000' }, 'name: Name must not contain control characters'],
    [
      'a message of 5,001 characters',
      { message: 'x'.repeat(5001) },
      'message: Message must be at most 5,000 characters',
    ],
  ])('answers 400 for %s with the spec message, and stores nothing', async (_, overrides, text) => {
    const before = await counts();
    const response = await post(message(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: text });
    expect(await counts()).toEqual(before);
  });

  it('refuses a cross-site form with 403', async () => {
    const before = await counts();
    const response = await post(message(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('tells the page the inbox address to show', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/trpc/contact.details' });
    expect(response.json().result.data.json).toEqual({ email: 'hello@huddle.example' });
  });
});

describe('the contact rate limit', () => {
  it('refuses messages past the limit from one address, bots included', async () => {
    // The production limits, not the roomy ones tests get.
    const limited = await createTestServer({}, { rateLimits: { ...RATE_LIMITS } });
    const { max } = RATE_LIMITS.contact;
    try {
      const send = (overrides: Partial<ContactSubmissionPayload> = {}) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: message(overrides),
          remoteAddress: '203.0.113.7',
        });
      expect((await send({ website: 'spam' })).statusCode).toBe(201);
      for (let i = 1; i < max; i += 1) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('TOO_MANY_REQUESTS');
      // Another address is not held back.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message(),
        remoteAddress: '198.51.100.9',
      });
      expect(elsewhere.statusCode).toBe(201);
      const stored = await limited.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // All the real ones but the bot's, and the other address's.
      expect(Number(stored.n)).toBe(max);
    } finally {
      await limited.close();
    }
  });
});

describe('CONTACT_INBOX', () => {
  it('defaults to contact@ the public host, and must be an e-mail address when set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://huddle.example.org' }).contactInbox).toBe(
      'contact@huddle.example.org',
    );
    expect(() => loadConfig({ CONTACT_INBOX: 'not an address' })).toThrow(/CONTACT_INBOX/);
  });
});
