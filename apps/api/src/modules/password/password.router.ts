import {
  accountEmailInput,
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
} from '@huddle/domain';
import { publicProcedure, router, userProcedure } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { findUserEmail, markAskedForEmail } from './password.repository.js';
import {
  accountEmailSchema,
  askForEmailSchema,
  changeAnswerSchema,
  currentEmailSchema,
  forgotAnswerSchema,
  resetAnswerSchema,
} from './password.schemas.js';
import {
  changePassword,
  forgotPassword,
  resetPassword,
  setAccountEmail,
} from './password.service.js';

/** A forgotten password reset by a mailed link, and a signed-in user's own password and address. */
export const passwordRouter = router({
  forgot: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/password/forgot',
        summary:
          "Mail the account with this address a single-use link to set a new password (30 minutes). Always 202 { sent: true }, whether an account has the address, none has, or it has asked too often this hour (then nothing is sent); 429 past the caller's own limit",
        successStatus: 202,
      },
    })
    .use(rateLimited('passwordForgot'))
    .input(forgotPasswordInput)
    .output(forgotAnswerSchema)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),

  reset: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/password/reset',
        summary:
          "Set a new password with a mailed link's token: the link is used up, the user's other links stop working and all of the user's sessions end (sign in again); 400 RESET_LINK_INVALID for an expired, used or unknown link",
      },
    })
    .use(rateLimited('passwordReset'))
    .input(resetPasswordInput)
    .output(resetAnswerSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  change: userProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/password/change',
        summary:
          "Change the signed-in user's password, given the current one (400 WRONG_PASSWORD otherwise): this session continues under a new id, every other session of the user ends",
      },
    })
    .use(rateLimited('passwordChange'))
    .input(changePasswordInput)
    .output(changeAnswerSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user.id, input)),

  email: userProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/password/email',
        summary:
          "The signed-in user's own e-mail address, where password reset links are sent; null when none is set",
      },
    })
    .output(currentEmailSchema)
    .query(async ({ ctx }) => ({ email: await findUserEmail(ctx.db, ctx.user.id) })),

  setEmail: userProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/password/email',
        summary:
          "Set the signed-in user's e-mail address, where password reset links are sent; 409 when another account has it",
        errors: { 409: 'Another account has this e-mail address' },
      },
    })
    .input(accountEmailInput)
    .output(accountEmailSchema)
    .mutation(({ ctx, input }) => setAccountEmail(ctx, ctx.user.id, input)),

  /**
   * Called by the web app after a sign-in: true once, for a user without an address who was never
   * asked, so the small prompt shows at one sign-in only, whatever the answer.
   */
  askForEmail: userProcedure.output(askForEmailSchema).mutation(async ({ ctx }) => ({
    ask: await markAskedForEmail(ctx.db, ctx.user.id, new Date()),
  })),
});
