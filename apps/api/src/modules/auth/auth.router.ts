import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { findAccount } from './auth.repository.js';

/** The session lookup of spec §3: a user and, when linked to a church, its church membership. */
export const sessionUserSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string() }),
  churchUser: z.object({ churchId: z.number().int(), role: z.string() }).nullable(),
});

export const authRouter = router({
  /** Who is signed in, or null. */
  user: publicProcedure.output(sessionUserSchema.nullable()).query(async ({ ctx }) => {
    const userId = ctx.session.userId;
    if (userId === undefined) return null;
    return (await findAccount(ctx.db, userId)) ?? null;
  }),
});
