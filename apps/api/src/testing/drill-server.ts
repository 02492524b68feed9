import { createDb, type DbHandle, migrateToLatest } from '@huddle/db';
import { createTestDb } from '@huddle/db/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Config, loadConfig } from '../config.js';
import { type Jobs, startJobs } from '../jobs/runner.js';
import { createServer } from '../server.js';
import { daysFromNow, insertChurch, insertEvent } from './fixtures.js';
import { memoryLog, testJobsConfig } from './jobs.js';
import { startSmtpSink } from './smtp-sink.js';
import { type LoadOutcome, startSteadyLoad } from './steady-load.js';
import { waitFor, waitUntilDrained } from './wait.js';

export const DRILL_CHURCH_EMAIL = 'office@drill.example.org';

/**
 * The server as production runs it, for the outage drills: listening on a loopback port, its
 * jobs running in the same process, mail going to a real SMTP server, on the PostgreSQL at
 * `databaseUrl` (migrated here) or, without one, a fresh test database. Jobs use the quick test
 * settings (1 s retry backoff, 0.5 s polls) so the drills' waits stay short.
 */
export async function startDrillServer(databaseUrl?: string) {
  const smtp = await startSmtpSink();
  const database: DbHandle = databaseUrl
    ? await createDb({ url: databaseUrl })
    : await createTestDb();
  if (databaseUrl) await migrateToLatest(database.db);
  const env = {
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://huddle.test',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Huddle <no-reply@huddle.test>',
    // The load's guests arrive through this "proxy", each with an address of their own.
    TRUST_PROXY: '127.0.0.1',
  };
  const config: Config = {
    ...loadConfig(env),
    jobs: testJobsConfig(env).jobs,
    host: '127.0.0.1',
    port: 0,
  };
  const server = await createServer({ db: database.db, config });
  const port = await server.start();
  const log = memoryLog();
  let jobs: Jobs | undefined = await startJobs({
    db: database.db,
    executeSql: database.executeSql,
    config,
    log,
  });

  const churchId = await insertChurch(database.db, { email: DRILL_CHURCH_EMAIL });
  const eventId = await insertEvent(database.db, churchId, {
    datetime: daysFromNow(7),
    max_attendees: 100_000,
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: database.db,
    smtp,
    log,
    eventId,
    async close() {
      await jobs?.stop();
      jobs = undefined;
      await server.stop();
      await database.close();
      await smtp.close();
    },
  };
}

export type DrillServer = Awaited<ReturnType<typeof startDrillServer>>;

/**
 * A drill server for the file's tests: started before them (after any earlier beforeAll, so
 * `databaseUrl` may name a PostgreSQL the file starts itself) and closed after them, with the
 * process watched for what nobody handled all the while.
 */
export function drillServerForFile(databaseUrl?: () => string) {
  const unhandled = watchUnhandled();
  let server: DrillServer | undefined;
  beforeAll(async () => {
    server = await startDrillServer(databaseUrl?.());
  }, 120_000);
  afterAll(async () => {
    unhandled.stop();
    await server?.close();
  }, 60_000);
  return {
    unhandled,
    server(): DrillServer {
      if (!server) throw new Error('the drill server has not started');
      return server;
    },
  };
}

/** What the process reports that nobody handled: the drills assert there is none. */
function watchUnhandled() {
  const seen: unknown[] = [];
  const record = (error: unknown) => {
    seen.push(error);
  };
  process.on('unhandledRejection', record);
  process.on('uncaughtExceptionMonitor', record);
  return {
    seen,
    stop() {
      process.off('unhandledRejection', record);
      process.off('uncaughtExceptionMonitor', record);
    },
  };
}

/**
 * Waits until every mail in the outbox is sent and the SMTP server has heard nothing new for a
 * while (a duplicate would come late), then returns what a drill asserts: the addresses that got
 * other than one confirmation, the Message-IDs received more than once, and both counts.
 */
export async function settleMail(drill: DrillServer, rsvpEmails: string[]) {
  await waitUntilDrained('outbox mail to send', async () => {
    const unsent = await drill.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '!=', 'sent')
      .executeTakeFirstOrThrow();
    return Number(unsent.count);
  });
  await quiet(drill.smtp, QUIET_MS);
  const outbox = await drill.db.selectFrom('mail_outbox').select('id').execute();
  const received = drill.smtp.received;
  const ids = received.map((message) => message.mail.messageId ?? '');
  return {
    outboxCount: outbox.length,
    receivedCount: received.length,
    notOnce: rsvpEmails.filter((email) => drill.smtp.to(email).length !== 1),
    repeatedIds: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
  };
}

/** An RSVP of the load that the server took: created, or answered as already made. */
export const acknowledged = (outcome: LoadOutcome) =>
  outcome.kind === 'rsvp' && (outcome.status === 201 || outcome.status === 200);

/** The e-mails of the RSVPs stored for the drill's event. */
async function storedRsvpEmails(drill: DrillServer): Promise<string[]> {
  const stored = await drill.db
    .selectFrom('rsvps')
    .select('attendee_email')
    .where('event_id', '=', drill.eventId)
    .execute();
  return stored.map((row) => row.attendee_email);
}

/**
 * Once the mail has settled, checks (softly, so a drill reports every miss) that each stored
 * RSVP got exactly one confirmation and no mail went twice; returns what was counted.
 */
async function expectMailOnceEach(drill: DrillServer, storedEmails: string[]) {
  const mail = await settleMail(drill, storedEmails);
  expect.soft(mail.notOnce).toEqual([]);
  expect.soft(mail.repeatedIds).toEqual([]);
  expect.soft(mail.receivedCount).toBe(mail.outboxCount);
  return mail;
}

const RSVPS_TO_SEE = 10;

/**
 * Starts the drills' steady load (5 RSVPs and 5 reads a second) and, once the server has taken
 * some RSVPs, holds the next delivery in the middle of its SMTP conversation: each drill's fault
 * strikes a load seen to work, with a mail on its way.
 */
export async function loadWithDeliveryHeld(drill: DrillServer, tag: string, fault: string) {
  const load = startSteadyLoad({
    baseUrl: drill.baseUrl,
    eventId: drill.eventId,
    perSecond: 5,
    tag: `${tag}-${Date.now()}`,
  });
  await waitFor(
    `RSVPs before the ${fault}`,
    () => load.outcomes.filter(acknowledged).length >= RSVPS_TO_SEE,
  );
  const held = drill.smtp.holdMessages();
  await held.arrived;
  return {
    /** Lets the held mail, and all after it, go on. */
    release: held.release,
    /** Stops the load once the server has taken RSVPs sent after `since`: it works again. */
    async stopOnceTaking(since: number, what: string) {
      await waitFor(
        what,
        () =>
          load.outcomes.filter((o) => acknowledged(o) && o.startedAt > since).length >=
          RSVPS_TO_SEE,
      );
      return load.stop();
    },
  };
}

/**
 * What every drill ends on: each acknowledged RSVP is stored, each stored one (an RSVP whose
 * commit raced the fault may be stored without its answer) gets exactly one confirmation, no
 * mail goes twice, and nothing went unhandled. Returns the acknowledged count and the mail's.
 */
export async function expectEveryRsvpMailedOnce(
  drill: DrillServer,
  outcomes: LoadOutcome[],
  unhandled: ReturnType<typeof watchUnhandled>,
) {
  const ackedEmails = outcomes.filter(acknowledged).map((o) => o.email ?? '');
  const storedEmails = await storedRsvpEmails(drill);
  expect.soft(ackedEmails.filter((email) => !storedEmails.includes(email))).toEqual([]);

  // Checked before the wait for mail as well, so a run that never settles still reports it.
  expect.soft(unhandled.seen).toEqual([]);
  const mail = await expectMailOnceEach(drill, storedEmails);
  expect(unhandled.seen).toEqual([]);
  return { acked: ackedEmails.length, mailed: mail.receivedCount };
}

const QUIET_MS = 3_000;

/** Resolves once `quietMs` pass with no new message at the SMTP server. */
async function quiet(smtp: DrillServer['smtp'], quietMs: number) {
  let count = smtp.received.length;
  let since = Date.now();
  await waitFor(
    'the SMTP server to fall quiet',
    () => {
      if (smtp.received.length !== count) {
        count = smtp.received.length;
        since = Date.now();
      }
      return Date.now() - since >= quietMs;
    },
    60_000,
  );
}
