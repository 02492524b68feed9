import { migrations } from '@huddle/db';
import { sql } from 'kysely';
import { z } from 'zod';
import { appError } from '../../errors/app-error.js';
import { publicProcedure, router } from '../../trpc/init.js';

const healthOutput = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const readyOutput = healthOutput.extend({ migrations: z.literal('ok') });

const KNOWN_MIGRATIONS = Object.keys(migrations);

/** A load balancer reads a 503 as "send traffic elsewhere"; a 500 would read as a bug. */
async function checkDatabase(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch {
    throw appError('SERVICE_UNAVAILABLE', 'The database cannot be reached.');
  }
}

export const healthRouter = router({
  /** Liveness: the process answers and reaches its database. */
  check: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/health',
        summary: 'Liveness: the service answers and reaches its database; 503 when it cannot',
      },
    })
    .output(healthOutput)
    .query(async ({ ctx }) => {
      await checkDatabase(() => sql`select 1`.execute(ctx.db));
      return { status: 'ok' as const, database: 'ok' as const };
    }),

  /**
   * Readiness: also the schema this build expects, so a replica started against a database that
   * another version has not finished migrating takes no traffic yet.
   */
  ready: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/ready',
        summary:
          'Readiness: as health, and every migration this build expects is applied; 503 otherwise',
      },
    })
    .output(readyOutput)
    .query(async ({ ctx }) => {
      let applied: string[] = [];
      await checkDatabase(async () => {
        const result = await sql<{ name: string }>`select name from kysely_migration`.execute(
          ctx.db,
        );
        applied = result.rows.map((row) => row.name);
      });
      const pending = KNOWN_MIGRATIONS.filter((name) => !applied.includes(name));
      if (pending.length > 0) {
        throw appError(
          'SERVICE_UNAVAILABLE',
          `Database migrations pending: ${pending.join(', ')}.`,
        );
      }
      return { status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const };
    }),
});
