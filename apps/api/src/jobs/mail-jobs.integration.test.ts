import type { DbHandle, MailStatus } from '@huddle/db';
import { createTestDb } from '@huddle/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../modules/mail/outbox.js';
import { claimMail } from '../modules/mail/outbox.repository.js';
import { columnOf } from '../testing/counts.js';
import { memoryLog, startTestJobs, testJobsConfig } from '../testing/jobs.js';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.js';
import { waitFor } from '../testing/wait.js';
import type { Jobs } from './runner.js';

/*
 * The mail job end to end: outbox row → sweeper → pg-boss job → nodemailer → a real SMTP server
 * (smtp-server on a free port) → the outbox records the outcome.
 */

let database: DbHandle;
let smtp: SmtpSink;
const running: Jobs[] = [];

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDb(), startSmtpSink()]);
});
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const FROM = 'Huddle <no-reply@huddle.test>';

function smtpConfig(mail: Parameters<typeof testJobsConfig>[2] = {}, staleAfterMs?: number) {
  return testJobsConfig(
    { SMTP_URL: smtp.url, MAIL_FROM: FROM },
    staleAfterMs === undefined ? {} : { staleAfterMs },
    mail,
  );
}

async function start(config = smtpConfig(), log = memoryLog()) {
  const jobs = await startTestJobs(database, config, { log });
  running.push(jobs);
  return jobs;
}

let counter = 0;
async function queue(overrides: Partial<Parameters<typeof queueMail>[1]> = {}) {
  counter += 1;
  const { id } = await queueMail(database.db, {
    to: `person${counter}@example.com`,
    subject: `Message ${counter}`,
    text: `Hello number ${counter}`,
    ...overrides,
  });
  return id;
}

async function statusOf(id: number) {
  return database.db
    .selectFrom('mail_outbox')
    .select(['status', 'attempts', 'last_error', 'sent_at', 'message_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function waitForStatus(id: number, status: MailStatus) {
  return waitFor(`mail ${id} to be ${status}`, async () => {
    const row = await statusOf(id);
    return row.status === status ? row : undefined;
  });
}

function messagesWithSubject(subject: string) {
  return smtp.received.filter((message) => message.mail.subject === subject);
}

describe('the mail job', () => {
  it('delivers a queued mail over SMTP with both parts, its attachment and its headers', async () => {
    const id = await queue({
      to: "o'brien+rsvp@example.com",
      subject: 'You are going: Super Bowl Party',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      kind: 'test',
      replyTo: 'church@example.org',
      attachments: [
        { filename: 'party.ics', contentType: 'text/calendar;charset=utf-8', content: 'BEGIN:X' },
      ],
    });
    await start();
    const row = await waitForStatus(id, 'sent');
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);

    const [message] = messagesWithSubject('You are going: Super Bowl Party');
    expect(message?.envelope).toEqual({
      from: 'no-reply@huddle.test',
      to: ["o'brien+rsvp@example.com"],
    });
    const mail = message!.mail;
    expect(mail.from?.value).toEqual([{ name: 'Huddle', address: 'no-reply@huddle.test' }]);
    expect(mail.replyTo?.text).toBe('church@example.org');
    expect(mail.text?.trim()).toBe('Plain words');
    expect(mail.html).toContain('<p>Rich words</p>');
    expect(mail.messageId).toBe(`<${row.message_key}@huddle.test>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['party.ics', 'text/calendar', 'BEGIN:X'],
    ]);
  });

  it('delivers a burst one mail after another, without waiting a poll between them', async () => {
    // A poll every minute: a worker that waited it after each mail would send one and stop there.
    await start(smtpConfig({ pollingSeconds: 60, concurrency: 1 }));
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await queue({ subject: `Burst ${i}` }));
    await waitFor('the whole burst to be sent', async () => {
      const sent = await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('id', 'in', ids)
        .where('status', '=', 'sent')
        .executeTakeFirstOrThrow();
      return Number(sent.count) === ids.length;
    });
    expect(smtp.received.filter((m) => m.mail.subject?.startsWith('Burst '))).toHaveLength(25);
  });

  it('retries a refusing SMTP server with backoff and then sends once', async () => {
    const id = await queue({ subject: 'Retried' });
    smtp.failNext(2, 451, 'Greylisted, try again later');
    await start();
    const row = await waitForStatus(id, 'sent');
    expect(row.attempts).toBe(3);
    expect(row.last_error).toBeNull();
    expect(messagesWithSubject('Retried')).toHaveLength(1);
  });

  it('marks a mail failed with the server’s answer after its last attempt, and says so in the log', async () => {
    const id = await queue({ subject: 'Never accepted' });
    smtp.failNext(3, 550, 'Mailbox unavailable');
    const log = memoryLog();
    await start(smtpConfig({ retryLimit: 2 }), log);
    const row = await waitForStatus(id, 'failed');
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/550.*Mailbox unavailable/);
    expect(row.sent_at).toBeNull();
    expect(messagesWithSubject('Never accepted')).toHaveLength(0);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'mail failed for good after its last attempt',
        details: expect.objectContaining({ mailId: id, attempt: 3 }),
      }),
    );
  });

  it('lets the running delivery finish on stop, and a restart sends every other mail exactly once', async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `Restart ${i}`);
    const ids: number[] = [];
    for (const subject of subjects) ids.push(await queue({ subject }));
    const held = smtp.holdMessages();
    const first = await start(smtpConfig({ concurrency: 1 }));
    await held.arrived;

    // Stop while a mail is in the middle of its SMTP conversation: stopping waits for it.
    const stopping = first.stop();
    held.release();
    await stopping;
    running.splice(running.indexOf(first), 1);
    const afterFirst = await Promise.all(ids.map(statusOf));
    const sentByFirst = afterFirst.filter((row) => row.status === 'sent').length;
    expect(sentByFirst).toBeGreaterThanOrEqual(1);
    expect(
      afterFirst.map((row) => row.status).filter((s) => s !== 'sent' && s !== 'pending'),
    ).toEqual([]);

    await start();
    for (const id of ids) await waitForStatus(id, 'sent');
    for (const subject of subjects) expect(messagesWithSubject(subject)).toHaveLength(1);
    const rows = await Promise.all(ids.map(statusOf));
    expect(rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
  });

  it('picks up a mail whose worker died while sending it, once its claim has run out', async () => {
    const id = await queue({ subject: 'Orphaned' });
    // A worker claimed it and died: the claim is there, but its job and its process are gone.
    await database.db
      .updateTable('mail_outbox')
      .set({ queued_at: new Date() })
      .where('id', '=', id)
      .execute();
    expect(await claimMail(database.db, id, 0)).toBeDefined();
    await start(smtpConfig({}, 500));
    const row = await waitForStatus(id, 'sent');
    expect(row.attempts).toBe(2);
    expect(messagesWithSubject('Orphaned')).toHaveLength(1);
  });

  it('shares the work between two runners (server and worker) without sending anything twice', async () => {
    const subjects = Array.from({ length: 20 }, (_, i) => `Shared ${i}`);
    const ids: number[] = [];
    for (const subject of subjects) ids.push(await queue({ subject }));
    await Promise.all([start(), start()]);
    for (const id of ids) await waitForStatus(id, 'sent');
    for (const subject of subjects) expect(messagesWithSubject(subject)).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  it('logs each mail instead of sending it and keeps it readable in the outbox', async () => {
    const log = memoryLog();
    const before = smtp.received.length;
    const id = await queue({ subject: 'Demo mail', text: 'Read me on the dev page' });
    await start(testJobsConfig(), log);
    const row = await waitForStatus(id, 'logged');
    expect(row.attempts).toBe(1);
    expect(log.lines).toContainEqual({
      level: 'info',
      message: 'mail not sent: SMTP_URL is not set',
      details: { mailId: id, kind: null, subject: 'Demo mail', read: `/api/dev/mail/${id}` },
    });
    expect(smtp.received.length).toBe(before);
    expect(await columnOf(database.db, 'mail_outbox', id, 'text_body')).toBe(
      'Read me on the dev page',
    );
  });
});
