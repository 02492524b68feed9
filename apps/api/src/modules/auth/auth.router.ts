import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';

/** The session lookup of spec §3: a user and, when linked to a church, its church membership. */
export const sessionUserSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string() }),
  churchUser: z.object({ churchId: z.number().int(), role: z.string() }).nullable(),
});

export const authRouter = router({
  /** Who is signed in, or null. Accounts arrive with issue 4; until then nobody is. */
  user: publicProcedure.output(sessionUserSchema.nullable()).query(() => null),
});
