import { sql } from 'kysely';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';

const healthOutput = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRouter = router({
  check: publicProcedure.output(healthOutput).query(async ({ ctx }) => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' as const, database: 'ok' as const };
  }),
});
