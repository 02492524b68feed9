import type { Db } from '@huddle/db';
import type { FastifyInstance } from 'fastify';

/** Deletes every administrator token past its deadline, so copies of old tokens leave no rows. */
export async function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('admin_tokens')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function registerAdminTokenSweeper(app: FastifyInstance, db: Db, everyMs: number) {
  const sweep = () =>
    deleteExpiredTokens(db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete expired administrator tokens'),
    );
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
