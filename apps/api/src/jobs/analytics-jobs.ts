import type { Db } from '@huddle/db';
import type PgBoss from 'pg-boss';
import { runAnalyticsMaintenance } from '../modules/visits/rollup.service.js';
import { ensureQueue } from './queues.js';

/** Rolls finished days into the daily tables, prunes raw views, forgets old visitor salts. */
export const ANALYTICS_QUEUE = 'analytics-rollup';
/** Hourly at ten past (UTC): a day is rolled within the hour after it ends, retried if missed. */
export const ANALYTICS_CRON = '10 * * * *';

type Logger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * The queue is 'stately': at most one rollup waits and one runs, however many processes schedule
 * or send it, so two processes never roll the same day at once. One run at start-up catches up
 * after downtime (and fills the rollups of a freshly seeded database) without waiting for the hour.
 */
export async function startAnalyticsJobs(
  boss: PgBoss,
  deps: { db: Db; log: Logger; now?: () => Date },
): Promise<void> {
  await ensureQueue(boss, {
    name: ANALYTICS_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
  });
  // Sent before the worker starts, so its first poll takes it.
  await boss.send(ANALYTICS_QUEUE, {});
  await boss.work(ANALYTICS_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
    const result = await runAnalyticsMaintenance(deps.db, deps.now?.() ?? new Date());
    deps.log.info(
      {
        rolled: result.rolled.map((r) => r.day),
        pruned: result.pruned,
        saltsDiscarded: result.saltsDiscarded,
      },
      'analytics rollup done',
    );
  });
  await boss.schedule(ANALYTICS_QUEUE, ANALYTICS_CRON, {}, { tz: 'UTC' });
}
