import { officialLoginInput, registerInput } from '@huddle/domain';
import { publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { findAccount } from './auth.repository.js';
import { logoutOutput, registerOutput, sessionUserSchema } from './auth.schemas.js';
import { login, logout, register } from './auth.service.js';

export const authRouter = router({
  /** Who is signed in, or null. */
  user: publicProcedure.output(sessionUserSchema.nullable()).query(async ({ ctx }) => {
    const userId = ctx.session.userId;
    if (userId === undefined) return null;
    return (await findAccount(ctx.db, userId)) ?? null;
  }),

  /** Creates an account and signs it in; 409 when the username is taken. */
  register: publicProcedure
    .use(rateLimited('register'))
    .input(registerInput)
    .output(registerOutput)
    .mutation(({ ctx, input }) => register(ctx, input)),

  /** Signs in under a new session id; 401 'Invalid username or password.' otherwise. */
  login: publicProcedure
    .use(rateLimited('login'))
    .input(officialLoginInput)
    .output(sessionUserSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),

  /** Ends the session (its row is deleted). */
  logout: publicProcedure.output(logoutOutput).mutation(({ ctx }) => logout(ctx)),
});
