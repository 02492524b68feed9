import type PgBoss from 'pg-boss';

type QueueOptions = PgBoss.Queue;

const RETRYABLE = new Set([
  // Two processes creating queues at the same instant (even different ones: each adds a partition
  // to pgboss.job) can deadlock inside pg-boss's create_queue.
  '40P01',
  // ...or one of them finds the row the other has just inserted.
  '23505',
]);

/**
 * Creates the queue if it is missing and applies `options` to it. Every process runs this when it
 * starts, and replicas start together (a deploy, a restart after a database failover): pg-boss's
 * createQueue is not safe against that, so the loser of the race waits a random, growing while
 * (so the racers fall out of step) and tries again.
 */
export async function ensureQueue(boss: PgBoss, options: QueueOptions, attempts = 10) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(options.name, options);
      // createQueue keeps an existing queue as it was; settings changed since then apply too.
      await boss.updateQueue(options.name, options);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      const backoffMs = Math.min(2_000, 25 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * backoffMs));
    }
  }
}
