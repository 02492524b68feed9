import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../testing/test-db.js';
import { InvalidMailAddress, queueMail } from './outbox.js';

const database = useTestDb();

describe('queueMail', () => {
  it('keeps the mail pending, unqueued, with a Message-ID key and its attachments', async () => {
    const { id } = await queueMail(database.db, {
      to: 'ann@example.com',
      subject: 'Line\r\nbreak',
      text: 'Hello',
    });
    const row = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      subject: 'Line break',
      html_body: null,
      kind: null,
      reply_to: null,
      attachments: [],
      queued_at: null,
      attempts: 0,
    });
    expect(row.message_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a recipient or Reply-To that is not one plain address, queueing nothing', async () => {
    const count = async () =>
      (await database.db.selectFrom('mail_outbox').select('id').execute()).length;
    const before = await count();
    for (const mail of [
      { to: 'a@x.com, b@y.com', subject: 's', text: 't' },
      { to: 'a@x.com\r\nBcc: b@y.com', subject: 's', text: 't' },
      { to: 'a@x.com', replyTo: 'Ann <a@x.com>', subject: 's', text: 't' },
    ]) {
      await expect(queueMail(database.db, mail)).rejects.toBeInstanceOf(InvalidMailAddress);
    }
    expect(await count()).toBe(before);
  });
});
