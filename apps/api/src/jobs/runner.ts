import type { Db, ExecuteSql } from '@huddle/db';
import PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import { isDatabaseUnavailable } from '../errors/db-errors.js';
import { createMailTransport, type MailTransport } from '../modules/mail/transport.js';
import { sendDueReminders } from '../modules/reminders/reminders.js';
import { tellDueChanges } from '../modules/rsvps/change-notices.js';
import { passOnLapsedOffers } from '../modules/waitlist/waitlist-offers.js';
import { startAnalyticsJobs } from './analytics-jobs.js';
import { startHousekeepingJobs } from './housekeeping-jobs.js';
import { createMailQueue, MailWork, sweepOutbox, workMailQueue } from './mail-jobs.js';
import { completionStatements, trackedDb } from './sql.js';

type Logger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobsDeps = {
  db: Db;
  /** The database handle's plain-SQL door (DbHandle.executeSql), shared with pg-boss. */
  executeSql: ExecuteSql;
  config: Pick<Config, 'mail' | 'jobs' | 'publicUrl' | 'billing'>;
  log: Logger;
  /** Tests pass their own; otherwise SMTP when SMTP_URL is set, else the log. */
  transport?: MailTransport;
};

export type Jobs = {
  /** Queues outbox mail without a job now rather than at the next tick; resolves to how many. */
  sweep(): Promise<number>;
  /** Stops taking jobs, lets running ones finish, then lets go of the database. */
  stop(): Promise<void>;
};

/**
 * The background work of Huddle on pg-boss, in the same PostgreSQL (or PGlite) as the app: the
 * outbox sweeper and the mail workers. Runs inside the server (RUN_JOBS, the default) or alone in
 * `pnpm worker`; several at once share the work.
 */
export async function startJobs(deps: JobsDeps): Promise<Jobs> {
  const { config, log } = deps;
  const bossDb = trackedDb(deps.executeSql, {
    onLostCompletion: (error) =>
      log.warn(
        { err: error },
        'a job outcome could not be recorded; the job will expire and rerun',
      ),
  });
  const boss = new PgBoss({
    db: bossDb,
    // Cron: the hourly analytics rollup and the housekeeping. Maintenance expires the jobs of a worker that died.
    schedule: config.jobs.schedules,
    supervise: true,
    maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
  });
  // An EventEmitter 'error' without a listener would crash the process. While the database is
  // away every poll fails: expected, and it passes by itself, so a warning rather than an error.
  boss.on('error', (error) => logFailure(log, error, 'job queue error'));
  bossDb.settleQuietly(await completionStatements(boss));
  await boss.start();
  await createMailQueue(boss, config.jobs.mail);

  if (config.jobs.schedules) {
    await startAnalyticsJobs(boss, { db: deps.db, log });
    await startHousekeepingJobs(boss, {
      db: deps.db,
      log,
      demoBilling: config.billing.mode === 'demo',
    });
  }

  const transport = deps.transport ?? createMailTransport(config.mail, log);
  const mailWork = new MailWork();
  const workerIds = await workMailQueue(
    boss,
    { db: deps.db, transport, from: config.mail.from, settings: config.jobs.mail, log },
    mailWork,
  );

  let sweeping: Promise<number> | undefined;
  let lastReminders = 0;
  let stopped = false;
  const sweep = () => {
    // One sweep at a time; a caller during a sweep waits for it, then runs its own.
    const previous = sweeping ?? Promise.resolve(0);
    const next = previous
      .catch(() => 0)
      .then(async () => {
        if (stopped) return 0;
        // Changes whose quiet window ended, offers whose time ran out and reminders now due
        // become mails first, so this sweep sends them.
        const now = new Date();
        await tellDueChanges(deps.db, { publicUrl: config.publicUrl, now });
        await passOnLapsedOffers(deps.db, { publicUrl: config.publicUrl, now });
        if (now.getTime() - lastReminders >= config.jobs.remindEveryMs) {
          lastReminders = now.getTime();
          await sendDueReminders(deps.db, { publicUrl: config.publicUrl, now });
        }
        const queued = await sweepOutbox(deps.db, boss, config.jobs);
        // New jobs: wake the workers instead of waiting for their next poll.
        if (queued > 0) for (const id of workerIds) boss.notifyWorker(id);
        return queued;
      });
    sweeping = next;
    return next;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logFailure(log, error, 'mail sweep failed'));
  }, config.jobs.sweepEveryMs);
  timer.unref();
  void sweep().catch((error: unknown) => logFailure(log, error, 'mail sweep failed'));

  if (transport.kind === 'log') {
    log.warn({}, 'SMTP_URL is not set: mail is logged and kept in the outbox, not sent');
  }

  return {
    sweep,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await sweeping?.catch(() => undefined);
      // No delivery starts from now on; those under way finish (mail-jobs.ts `MailWork`).
      mailWork.stopping = true;
      // Graceful: workers take no new job and pg-boss waits for the running ones to finish.
      await boss.stop({
        graceful: true,
        wait: true,
        timeout: config.jobs.mail.expireInSeconds * 1000,
      });
      await mailWork.stop();
      await bossDb.idle();
      transport.close();
    },
  };
}

/** A failure of background work: a warning when the database is away (it passes), else an error. */
function logFailure(log: Logger, error: unknown, message: string) {
  if (isDatabaseUnavailable(error))
    log.warn({ err: error }, `${message}: the database is unavailable`);
  else log.error({ err: error }, message);
}
