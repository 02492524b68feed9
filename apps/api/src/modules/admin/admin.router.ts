import { adminLoginInput, analyticsPeriodInput, idInput } from '@huddle/domain';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import {
  adminChurchSchema,
  adminDashboardSchema,
  adminLoginChallengeInput,
  adminLoginChallengeOutput,
  adminLoginOutput,
  adminLogoutOutput,
  adminVerifyOutput,
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
    .use(rateLimited('adminLogin'))
    .input(adminLoginChallengeInput)
    .output(adminLoginChallengeOutput)
    .query(({ ctx, input }) => adminLoginChallenge(ctx, input.email)),

  /**
   * Signs an administrator in: a new bearer token; 401 'Invalid credentials' otherwise, and 428
   * CHALLENGE_REQUIRED when the account's failures ask for a proof of work it lacks.
   */
  login: publicProcedure
    .use(rateLimited('adminLogin'))
    .input(adminLoginInput)
    .output(adminLoginOutput)
    .mutation(({ ctx, input }) => adminLogin(ctx, input)),

  /** The administrator the bearer token belongs to; 401 for a missing, wrong or expired one. */
  verify: adminProcedure.output(adminVerifyOutput).query(({ ctx }) => ({ admin: ctx.admin })),

  /** Revokes the bearer token on the server. */
  logout: adminProcedure
    .output(adminLogoutOutput)
    .mutation(({ ctx }) => adminLogout(ctx, ctx.adminSession)),

  /** Spec §3 admin dashboard response for `?period=` (30d by default). */
  dashboard: adminProcedure
    .input(analyticsPeriodInput)
    .output(adminDashboardSchema)
    .query(({ ctx, input }) => adminDashboard(ctx.db, input.period)),

  /** Spec §3 payment analytics for `?period=` (30d by default). */
  payments: adminProcedure
    .input(analyticsPeriodInput)
    .output(paymentAnalyticsSchema)
    .query(({ ctx, input }) => paymentAnalytics(ctx.db, input.period)),

  /** Every church, newest first (spec §2 Management). */
  churches: adminProcedure
    .output(z.array(adminChurchSchema))
    .query(({ ctx }) => adminChurchList(ctx.db)),

  /** Every church's payment status (spec §2 Payments). */
  churchPayments: adminProcedure
    .output(z.array(churchPaymentSchema))
    .query(({ ctx }) => churchPaymentList(ctx.db)),

  /** Deletes a church with everything that is its, and records who did it (spec §2). */
  deleteChurch: adminProcedure
    .input(idInput)
    .output(deleteChurchOutput)
    .mutation(({ ctx, input }) => deleteChurch(ctx, ctx.admin, input.id)),
});
