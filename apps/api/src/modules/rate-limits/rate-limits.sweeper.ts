import type { Db } from '@huddle/db';
import type { FastifyInstance } from 'fastify';
import { deleteFinishedWindows } from './rate-limits.repository.js';

/** Finished windows are deleted now and then, so a flood of addresses leaves no lasting rows. */
export function registerRateLimitSweeper(app: FastifyInstance, db: Db, everyMs: number) {
  const sweep = () =>
    deleteFinishedWindows(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete finished rate-limit windows'),
    );
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
