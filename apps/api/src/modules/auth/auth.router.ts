import { officialLoginInput, registerInput } from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { passwordRouter } from '../password/password.router.js';
import type { User } from './auth.repository.js';
import { findAccount } from './auth.repository.js';
import { logoutOutput, registerOutput, sessionUserSchema, userSchema } from './auth.schemas.js';
import { login, logout, register } from './auth.service.js';

/** GET /api/auth/user answers 401 when nobody is signed in; tRPC's auth.user answers null. */
function signedInOrRefused<T>(session: T | null): T {
  if (!session) throw appError('UNAUTHORIZED', 'You are not signed in.');
  return session;
}

export const authRouter = router({
  /** Who is signed in, or null. */
  user: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/auth/user',
        summary: 'The signed-in user and their church membership; 401 when signed out',
        reply: signedInOrRefused,
        output: sessionUserSchema,
        errors: { 401: 'Nobody is signed in' },
      },
    })
    .output(sessionUserSchema.nullable())
    .query(async ({ ctx }) => {
      const userId = ctx.session.userId;
      if (userId === undefined) return null;
      return (await findAccount(ctx.db, userId)) ?? null;
    }),

  /** Creates an account and signs it in; 409 when the username is taken. */
  register: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/register',
        errors: { 409: 'The username or the e-mail address is taken' },
        summary:
          'Create an account and sign it in; the e-mail address (optional) is where password reset links go; 409 naming the username or e-mail address when taken',
        successStatus: 201,
        // Spec §7: the user itself (the tRPC procedure wraps it as { user }).
        reply: ({ user }: { user: User }) => user,
        output: userSchema,
      },
    })
    .use(rateLimited('register'))
    .input(registerInput)
    .output(registerOutput)
    .mutation(({ ctx, input }) => register(ctx, input)),

  /** Signs in under a new session id; 401 'Invalid username or password.' otherwise. */
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/login',
        errors: { 401: 'Wrong username or password' },
        summary: 'Sign in as a church official; 401 for a wrong username or password',
      },
    })
    .use(rateLimited('login'))
    .input(officialLoginInput)
    .output(sessionUserSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),

  /** Ends the session (its row is deleted). */
  logout: publicProcedure.output(logoutOutput).mutation(({ ctx }) => logout(ctx)),

  /** Forgotten and changed passwords, and the account's e-mail address for them. */
  password: passwordRouter,
});
