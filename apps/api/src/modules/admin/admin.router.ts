import { adminLoginInput, analyticsPeriodInput, idInput } from '@huddle/domain';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { countAttendeesToTell } from '../rsvps/rsvp-cancellations.js';
import {
  adminChurchSchema,
  adminDashboardSchema,
  adminLoginChallengeInput,
  adminLoginChallengeOutput,
  adminLoginOutput,
  adminLogoutOutput,
  adminVerifyOutput,
  attendeesToTellSchema,
  churchPaymentSchema,
  deleteChurchOutput,
  paymentAnalyticsSchema,
} from './admin.schemas.js';
import { adminLogin, adminLoginChallenge, adminLogout } from './admin-auth.service.js';
import { adminChurchList, churchPaymentList, paymentAnalytics } from './admin-payments.service.js';
import { deleteChurch } from './church-deletion.service.js';
import { adminDashboard } from './dashboard.service.js';

export const adminRouter = router({
  /**
   * A proof-of-work challenge for signing in as the e-mail: after a few failed sign-ins to an
   * account, `login` answers 428 CHALLENGE_REQUIRED until it comes with one solved. Counted with
   * the address's sign-ins: issuing one costs a key derivation, not for a stranger to get in bulk.
   */
  loginChallenge: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/login-challenge',
        summary:
          'A proof-of-work challenge for signing in as ?email=, as hard as its failed sign-ins ask; solve it and send it as proofOfWork',
      },
    })
    .use(rateLimited('adminLogin'))
    .input(adminLoginChallengeInput)
    .output(adminLoginChallengeOutput)
    .query(({ ctx, input }) => adminLoginChallenge(ctx, input.email)),

  /**
   * Signs an administrator in: a new bearer token; 401 'Invalid credentials' otherwise, and 428
   * CHALLENGE_REQUIRED when the account's failures ask for a proof of work it lacks.
   */
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/login',
        errors: {
          401: 'Wrong e-mail or password',
          428: 'A solved sign-in challenge is needed first (after repeated failures)',
        },
        summary:
          "Sign in as a platform administrator: { token, admin, message }; 401 'Invalid credentials'; 428 CHALLENGE_REQUIRED after repeated failures, until it carries a solved challenge",
      },
    })
    .use(rateLimited('adminLogin'))
    .input(adminLoginInput)
    .output(adminLoginOutput)
    .mutation(({ ctx, input }) => adminLogin(ctx, input)),

  /** The administrator the bearer token belongs to; 401 for a missing, wrong or expired one. */
  verify: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/verify',
        summary: 'The administrator of the bearer token; 401 for a missing, wrong or expired token',
      },
    })
    .output(adminVerifyOutput)
    .query(({ ctx }) => ({ admin: ctx.admin })),

  /** Revokes the bearer token on the server. */
  logout: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/logout',
        summary: 'Revoke the bearer token on the server',
      },
    })
    .output(adminLogoutOutput)
    .mutation(({ ctx }) => adminLogout(ctx, ctx.adminSession)),

  /** Spec §3 admin dashboard response for `?period=` (30d by default). */
  dashboard: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/dashboard',
        summary:
          'Platform totals, growth, visits, top churches, states and sports for ?period= (30d default); bearer token',
      },
    })
    .input(analyticsPeriodInput)
    .output(adminDashboardSchema)
    .query(({ ctx, input }) => adminDashboard(ctx.db, input.period)),

  /** Spec §3 payment analytics for `?period=` (30d by default). */
  payments: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/payments',
        summary: 'Payment analytics for ?period= (7d, 30d default, 90d, 1y, all); bearer token',
      },
    })
    .input(analyticsPeriodInput)
    .output(paymentAnalyticsSchema)
    .query(({ ctx, input }) => paymentAnalytics(ctx.db, input.period)),

  /** Every church, newest first (spec §2 Management). */
  churches: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/churches',
        summary: 'Every church, newest first, with its event count and subscription; bearer token',
      },
    })
    .output(z.array(adminChurchSchema))
    .query(({ ctx }) => adminChurchList(ctx.db)),

  /** Every church's payment status (spec §2 Payments). */
  churchPayments: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/church-payments',
        summary: "Every church's subscription status, fee, start and days active; bearer token",
      },
    })
    .output(z.array(churchPaymentSchema))
    .query(({ ctx }) => churchPaymentList(ctx.db)),

  /** What deleting a church would do to people: how many attendees it would tell. */
  churchAttendeesToTell: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/churches/:id/attendees-to-tell',
        summary:
          "How many attendees of a church's dates still to come its deletion would tell by mail: { attendees }; bearer token",
      },
    })
    .input(idInput)
    .output(attendeesToTellSchema)
    .query(async ({ ctx, input }) => ({
      attendees: await countAttendeesToTell(ctx.db, { churchId: input.id }),
    })),

  /** Deletes a church with everything that is its, and records who did it (spec §2). */
  deleteChurch: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/churches/:id',
        summary:
          'Delete a church with its events, RSVPs, support posts, notifications, messages, accounts and payment data, telling the attendees of its dates still to come: { churchName, attendeesTold }; bearer token',
      },
    })
    .input(idInput)
    .output(deleteChurchOutput)
    .mutation(({ ctx, input }) => deleteChurch(ctx, ctx.admin, input.id)),
});
