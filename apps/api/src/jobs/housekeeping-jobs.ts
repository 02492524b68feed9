import type { Db } from '@huddle/db';
import type PgBoss from 'pg-boss';
import { closeDemoPeriods } from '../modules/billing/demo-subscription.js';
import { deleteEndedCancellations } from '../modules/calendar-feeds/feeds.repository.js';
import { deleteFinishedMail } from '../modules/mail/outbox.repository.js';
import { foldPlatformCounts } from '../modules/visits/rollup.repository.js';
import { deletePastLines } from '../modules/waitlist/waitlist.repository.js';
import { ensureQueue } from './queues.js';

/** Small upkeep that must not wait for the hourly rollup. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Every five minutes (UTC). */
export const HOUSEKEEPING_CRON = '*/5 * * * *';

/**
 * Sent, logged and failed mail is kept this long, then deleted: long enough to answer "did my
 * RSVP confirmation go out?", no longer, since each mail holds an attendee's name and address
 * (docs/adr/0031-mail-content-safety-and-retention.md).
 */
export const FINISHED_MAIL_RETENTION_DAYS = 30;
/** At most this many mails deleted per run, so one run never holds the outbox for long. */
const MAIL_DELETE_BATCH = 5_000;

const DAY_MS = 86_400_000;

type Logger = { info(details: object, message: string): void };

export type HousekeepingResult = {
  mailDeleted: number;
  waitlistDeleted: number;
  cancellationsDeleted: number;
  /** Demo billing only: subscriptions whose cancellation took effect, and those renewed. */
  demoEnded: number;
  demoRenewed: number;
};

/**
 * Folds the platform totals' deltas into one row (every RSVP appends two, and the admin dashboard
 * sums them on each read), deletes finished mail past its retention period, the waitlists of
 * dates gone by (a name, an address and a phone each, of no use once the date is over), and the
 * cancelled events the calendar feeds no longer show. In demo billing it also ends and renews
 * subscriptions at the end of their periods, which Stripe does when its keys are set.
 */
export async function runHousekeeping(
  db: Db,
  now: Date,
  options: { demoBilling?: boolean } = {},
): Promise<HousekeepingResult> {
  await foldPlatformCounts(db);
  const before = new Date(now.getTime() - FINISHED_MAIL_RETENTION_DAYS * DAY_MS);
  const demo = options.demoBilling ? await closeDemoPeriods(db, now) : { ended: 0, renewed: 0 };
  return {
    mailDeleted: await deleteFinishedMail(db, before, MAIL_DELETE_BATCH),
    waitlistDeleted: await deletePastLines(db, now),
    cancellationsDeleted: await deleteEndedCancellations(db, now),
    demoEnded: demo.ended,
    demoRenewed: demo.renewed,
  };
}

/** Stately like the rollup: one run waits and one runs, however many processes schedule it. */
export async function startHousekeepingJobs(
  boss: PgBoss,
  deps: { db: Db; log: Logger; demoBilling: boolean; now?: () => Date },
): Promise<void> {
  await ensureQueue(boss, { name: HOUSEKEEPING_QUEUE, policy: 'stately', retryLimit: 3 });
  await boss.send(HOUSEKEEPING_QUEUE, {});
  await boss.work(HOUSEKEEPING_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
    const result = await runHousekeeping(deps.db, deps.now?.() ?? new Date(), deps);
    if (Object.values(result).some((count) => count > 0))
      deps.log.info(result, 'housekeeping done');
  });
  await boss.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, {}, { tz: 'UTC' });
}
