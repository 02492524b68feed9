import { createDb, type DbHandle, migrateToLatest } from '@huddle/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queueMail } from '../modules/mail/outbox.js';
import { columnOf, mailsTo } from '../testing/counts.js';
import { startTestJobs, testJobsConfig } from '../testing/jobs.js';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.js';
import { waitFor } from '../testing/wait.js';

/*
 * The demo runs on embedded PGlite: one connection, shared by Kysely and pg-boss. pg-boss's
 * multi-statement SQL needs `exec` (STACK.md pitfall 6), and its statements must never slip into
 * a Kysely transaction that holds the connection.
 */

let database: DbHandle;
let smtp: SmtpSink;

beforeAll(async () => {
  [database, smtp] = await Promise.all([createDb({ inMemory: true }), startSmtpSink()]);
  await migrateToLatest(database.db);
}, 120_000);
afterAll(async () => {
  await smtp.close();
  await database.close();
});

it('sends outbox mail on the embedded database, beside transactions that roll back', async () => {
  const config = testJobsConfig({ SMTP_URL: smtp.url });
  const jobs = await startTestJobs(database, config);
  try {
    const { id } = await queueMail(database.db, {
      to: 'ann@example.com',
      subject: 'Kept',
      text: 'Hi',
    });
    // While pg-boss polls, transactions come and go; a rolled-back one must take only its own rows.
    for (let i = 0; i < 5; i++) {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await queueMail(trx, { to: 'ghost@example.com', subject: `Rolled back ${i}`, text: 'x' });
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('roll back');
        })
        .catch(() => undefined);
    }
    const [message] = await smtp.waitForCount(1);
    expect(message?.mail.subject).toBe('Kept');
    await waitFor(
      'the mail to be recorded as sent',
      async () => (await columnOf(database.db, 'mail_outbox', id, 'status')) === 'sent',
    );
    expect(await mailsTo(database.db, 'ghost@example.com')).toEqual([]);
    await jobs.sweep();
    expect(smtp.received).toHaveLength(1);
  } finally {
    await jobs.stop();
  }
}, 60_000);
