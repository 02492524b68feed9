import { describe, expect, it } from 'vitest';
import { createTestServer, useTestServer } from '../../testing/test-server.js';
import { queueMail } from './outbox.js';
import { claimMail, markDelivered } from './outbox.repository.js';

const server = useTestServer();

async function queueSample() {
  return queueMail(server.db, {
    to: 'ann@example.com',
    subject: 'You’re going: <b>Game</b> & "fun"',
    text: 'Hi <Ann>,\nChange or cancel your RSVP: http://huddle.test/manage-rsvp/abc_DEF-123',
    html: '<p>Hi &lt;Ann&gt;</p><script>alert(1)</script>',
    kind: 'rsvp.attendee',
    attachments: [
      {
        filename: 'game night.ics',
        contentType: 'text/calendar;charset=utf-8',
        content: 'BEGIN:VCALENDAR',
      },
    ],
  });
}

describe('the development outbox pages', () => {
  it('list the mails, escaping what they say', async () => {
    const { id } = await queueSample();
    const response = await server.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Outbox · Huddle (development)</title>');
    expect(response.body).toContain(
      `<a href="/api/dev/mail/${id}">You’re going: &lt;b&gt;Game&lt;/b&gt; &amp; &quot;fun&quot;</a>`,
    );
    expect(response.body).toContain('ann@example.com');
    expect(response.body).toContain('pending');
    expect(response.body).not.toContain('<b>Game</b>');
  });

  it('show one mail with its text (links made clickable), its HTML sandboxed, and its attachment', async () => {
    const { id } = await queueSample();
    const page = await server.app.inject({ method: 'GET', url: `/api/dev/mail/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hi &lt;Ann&gt;,');
    expect(page.body).toContain(
      '<a href="http://huddle.test/manage-rsvp/abc_DEF-123">http://huddle.test/manage-rsvp/abc_DEF-123</a>',
    );
    expect(page.body).toContain(
      `<iframe title="HTML part" sandbox src="/api/dev/mail/${id}/html">`,
    );
    expect(page.body).toContain(`<a href="/api/dev/mail/${id}/attachments/0">game night.ics</a>`);

    const html = await server.app.inject({ method: 'GET', url: `/api/dev/mail/${id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    // Framed by the outbox page, which allows a frame of its own origin, and by nothing else.
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(html.body).toBe('<p>Hi &lt;Ann&gt;</p><script>alert(1)</script>');

    const file = await server.app.inject({
      method: 'GET',
      url: `/api/dev/mail/${id}/attachments/0`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar;charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="game_night.ics"');
    expect(file.body).toBe('BEGIN:VCALENDAR');
  });

  it('show a mail sent over SMTP without its removed bodies, saying why', async () => {
    const { id } = await queueSample();
    await claimMail(server.db, id, 60);
    await markDelivered(server.db, id, 'sent', { removeBody: true });
    const list = await server.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(list.body).toContain('body removed');
    const page = await server.app.inject({ method: 'GET', url: `/api/dev/mail/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('were removed from the outbox once it was finished');
    expect(page.body).not.toContain('manage-rsvp');
    expect(page.body).not.toContain('<iframe');
    for (const url of [`/api/dev/mail/${id}/html`, `/api/dev/mail/${id}/attachments/0`]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answer 404 for a mail or attachment that is not there', async () => {
    const { id } = await queueSample();
    for (const url of [
      '/api/dev/mail/999999',
      '/api/dev/mail/abc',
      `/api/dev/mail/${id}/attachments/1`,
      `/api/dev/mail/${id}/attachments/-1`,
      `/api/dev/mail/${id}/attachments/x`,
    ]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('do not exist in production', async () => {
    const production = await createTestServer({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      BILLING_MODE: 'demo',
      PUBLIC_URL: 'https://huddle.example',
      TRUST_PROXY: '10.0.0.0/8',
      LOG_LEVEL: 'silent',
    });
    try {
      for (const url of ['/api/dev/mail', '/api/dev/mail/1', '/api/dev/mail/1/html']) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error).toBe('NOT_FOUND');
      }
    } finally {
      await production.close();
    }
  });
});
