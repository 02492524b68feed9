import { expect, it } from 'vitest';
import { useMailTestServer } from '../../testing/mail-server.js';

const server = useMailTestServer({ contactInbox: 'team@huddle.test' });

it('delivers a contact message to the platform inbox through the mail queue, over SMTP', async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Ana <b>Ruiz</b>',
      email: 'ana@grace.example.org',
      subject: 'Hosting a watch party',
      message: 'Can two churches co-host one watch party?\nThanks, Ana',
    },
  });
  expect(response.statusCode, response.body).toBe(201);

  const [delivered] = await server.smtp.waitForCount(1);
  expect(delivered?.envelope.to).toEqual(['team@huddle.test']);
  const mail = delivered!.mail;
  expect(mail.subject).toBe('Contact form: Hosting a watch party');
  expect(mail.replyTo?.value[0]?.address).toBe('ana@grace.example.org');
  expect(mail.from?.value[0]?.address).toBe('no-reply@huddle.test');
  expect(mail.text).toContain('From: Ana <b>Ruiz</b> <ana@grace.example.org>');
  expect(mail.text).toContain('Can two churches co-host one watch party?\nThanks, Ana');
  // What the visitor typed is text in the HTML part, never markup.
  expect(mail.html).toContain('Ana &lt;b&gt;Ruiz&lt;/b&gt;');
  expect(mail.html).not.toContain('<b>Ruiz</b>');
});

it('sends nothing for a message caught by the honeypot', async () => {
  const before = server.smtp.received.length;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Spam Bot',
      email: 'bot@spam.example',
      subject: 'Cheap pills today',
      message: 'Buy now, buy now, buy now, buy now.',
      website: 'http://spam.example',
    },
  });
  expect(response.statusCode).toBe(201);
  // A real message sent after it arrives alone: the bot's was never queued.
  await server.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Ben Ortiz',
      email: 'ben@hope.example.org',
      subject: 'A question on billing',
      message: 'Is the yearly plan billed once a year?',
    },
  });
  const received = await server.smtp.waitForCount(before + 1);
  expect(received.slice(before).map((m) => m.mail.subject)).toEqual([
    'Contact form: A question on billing',
  ]);
  const outbox = await server.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('subject', 'like', '%Cheap pills%')
    .execute();
  expect(outbox).toEqual([]);
});
