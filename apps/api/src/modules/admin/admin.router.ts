import { adminLoginInput } from '@huddle/domain';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import { adminLoginOutput, adminLogoutOutput, adminVerifyOutput } from './admin.schemas.js';
import { adminLogin, adminLogout } from './admin-auth.service.js';

export const adminRouter = router({
  /** Signs an administrator in: a new bearer token; 401 'Invalid credentials' otherwise. */
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
});
