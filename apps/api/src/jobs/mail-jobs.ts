import type { Db } from '@huddle/db';
import type PgBoss from 'pg-boss';
import type { JobsConfig } from '../config.js';
import { type DeliveryOutcome, deliverMail } from '../modules/mail/delivery.js';
import { takeStale, takeUnqueued } from '../modules/mail/outbox.repository.js';
import type { MailTransport } from '../modules/mail/transport.js';
import { ensureQueue } from './queues.js';
import { transactionDb } from './sql.js';

/** One job per outbox mail: `{ mailId }`. */
export const MAIL_QUEUE = 'mail-send';
export type MailJob = { mailId: number };

const SWEEP_BATCH = 100;

type Logger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** The queue's retry policy: pg-boss retries a failed delivery with exponential backoff. */
export async function createMailQueue(boss: PgBoss, settings: JobsConfig['mail']) {
  await ensureQueue(boss, {
    name: MAIL_QUEUE,
    policy: 'standard',
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
  });
}

/**
 * Gives every outbox mail without a job one, in the same transaction that marks it queued, so
 * that anything calling `queueMail` (RSVPs, the contact form, messages) is sent without knowing
 * about jobs. Also requeues unfinished mail whose job was lost. Returns how many were queued.
 */
export async function sweepOutbox(db: Db, boss: PgBoss, settings: JobsConfig): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = [
      ...(await takeUnqueued(trx, SWEEP_BATCH)),
      ...(await takeStale(trx, settings.staleAfterMs, SWEEP_BATCH)),
    ];
    const jobDb = transactionDb(trx);
    for (const mailId of ids) {
      await boss.send(MAIL_QUEUE, { mailId } satisfies MailJob, { db: jobDb });
    }
    return ids.length;
  });
}

export type MailWorkerDeps = {
  db: Db;
  transport: MailTransport;
  from: string;
  settings: JobsConfig['mail'];
  log: Logger;
};

/**
 * The deliveries under way, and whether the runner is stopping. pg-boss counts a worker as busy
 * only once its fetch has returned, so a fetch in flight when `stop` begins can hand over a job
 * after pg-boss has let go: such a job is handed back (it fails, unsent, and is retried by the
 * next runner), and `stop` waits for the deliveries already under way.
 */
export class MailWork {
  stopping = false;
  private readonly running = new Set<Promise<unknown>>();

  /** Runs `delivery` unless stopping; a job refused here goes back to the queue. */
  async run(delivery: () => Promise<void>): Promise<void> {
    if (this.stopping) throw new Error('the mail worker is stopping: the job goes back');
    const running = delivery();
    this.running.add(running);
    try {
      await running;
    } finally {
      this.running.delete(running);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }
}

/**
 * Starts `concurrency` pollers of the mail queue; returns their worker ids (to wake them).
 *
 * pg-boss waits its polling interval after every fetch, even one that found a job, which would
 * cap delivery at one mail per worker per interval (a Sunday's RSVPs would queue for hours). A
 * worker that delivered a mail wakes itself instead, so a burst drains as fast as mail can be
 * sent; one that found nothing, or whose delivery failed, waits the interval as before.
 */
export async function workMailQueue(
  boss: PgBoss,
  deps: MailWorkerDeps,
  work: MailWork,
): Promise<string[]> {
  const { settings } = deps;
  const options = {
    batchSize: 1,
    includeMetadata: true,
    pollingIntervalSeconds: settings.pollingSeconds,
  } as const;
  const ids: string[] = [];
  for (let i = 0; i < settings.concurrency; i++) {
    let workerId: string | undefined;
    workerId = await boss.work<MailJob>(MAIL_QUEUE, options, async ([job]) => {
      if (!job) return;
      await work.run(() => runMailJob(deps, job));
      if (workerId && !work.stopping) boss.notifyWorker(workerId);
    });
    ids.push(workerId);
  }
  return ids;
}

async function runMailJob(deps: MailWorkerDeps, job: PgBoss.JobWithMetadata<MailJob>) {
  const { mailId } = job.data;
  const finalAttempt = job.retryCount >= job.retryLimit;
  let outcome: DeliveryOutcome;
  try {
    outcome = await deliverMail(deps.db, deps.transport, mailId, {
      from: deps.from,
      // Outlives the job's expiry: pg-boss gives up on the job first, then the claim ends.
      leaseSeconds: deps.settings.expireInSeconds + 60,
      finalAttempt,
    });
  } catch (error) {
    const details = { mailId, attempt: job.retryCount + 1, err: error };
    if (finalAttempt) deps.log.error(details, 'mail failed for good after its last attempt');
    else deps.log.warn(details, 'mail delivery failed; it will be retried');
    throw error;
  }
  if (outcome === 'sent') deps.log.info({ mailId }, 'mail sent');
}
