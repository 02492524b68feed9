import { describe, expect, it } from 'vitest';
import { memoryLog } from '../../testing/jobs.js';
import { useTestDb } from '../../testing/test-db.js';
import { deliverMail } from './delivery.js';
import { queueMail } from './outbox.js';
import { createMailTransport, type MailTransport } from './transport.js';

/*
 * When a stored mail loses its bodies (and with them the private links in them): once it is
 * finished, unless the outbox is itself where the mail is read (no SMTP_URL, development).
 */

const database = useTestDb();

const FROM = 'Huddle <no-reply@huddle.test>';
const LINK = 'http://huddle.test/manage-rsvp/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** The transport without SMTP_URL: mail is logged, and kept for the dev page when `devPage`. */
const loggingTransport = (devPage: boolean) =>
  createMailTransport({ smtpUrl: undefined, from: FROM, devPage }, memoryLog());

async function queued() {
  const { id } = await queueMail(database.db, {
    to: 'ann@example.com',
    subject: 'You are going',
    text: `Change or cancel: ${LINK}`,
    html: `<a href="${LINK}">Change or cancel</a>`,
    attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: LINK }],
    listUnsubscribe: 'http://huddle.test/api/messages/stop/x',
  });
  return id;
}

async function row(id: number) {
  return database.db
    .selectFrom('mail_outbox')
    .select([
      'status',
      'text_body',
      'html_body',
      'attachments',
      'list_unsubscribe',
      'body_removed_at',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const removed = {
  text_body: '',
  html_body: null,
  attachments: [],
  list_unsubscribe: null,
  body_removed_at: expect.any(Date),
};

function refusing(): MailTransport {
  return {
    kind: 'smtp',
    async send() {
      throw new Error('550 mailbox unavailable');
    },
    close() {},
  };
}

const attempt = (transport: MailTransport, id: number, finalAttempt: boolean) =>
  deliverMail(database.db, transport, id, { from: FROM, leaseSeconds: 60, finalAttempt });

describe('deliverMail', () => {
  it('keeps the bodies for a retry, and removes them once the last attempt has failed', async () => {
    const id = await queued();
    await expect(attempt(refusing(), id, false)).rejects.toThrow('550');
    expect(await row(id)).toMatchObject({
      status: 'pending',
      text_body: expect.stringContaining(LINK),
    });
    await expect(attempt(refusing(), id, true)).rejects.toThrow('550');
    expect(await row(id)).toEqual({ status: 'failed', ...removed });
  });

  it('without SMTP_URL in development, keeps the logged mail whole for the dev page', async () => {
    const id = await queued();
    expect(await attempt(loggingTransport(true), id, false)).toBe('logged');
    expect(await row(id)).toMatchObject({
      status: 'logged',
      text_body: `Change or cancel: ${LINK}`,
      body_removed_at: null,
    });
  });

  it('without SMTP_URL and without the dev page (production), keeps nothing of the logged mail', async () => {
    const id = await queued();
    expect(await attempt(loggingTransport(false), id, false)).toBe('logged');
    expect(await row(id)).toEqual({ status: 'logged', ...removed });
  });
});
