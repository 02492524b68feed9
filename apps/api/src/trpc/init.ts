import { initTRPC } from '@trpc/server';
import type { AppContext } from '../context.js';
import { appError } from '../errors/app-error.js';
import { authenticateAdmin } from '../modules/admin/admin-auth.service.js';
import { findAccount, findChurchSubscriptionStatus } from '../modules/auth/auth.repository.js';
import type { ProcedureMeta } from '../rest/meta.js';
import { errorData, toTRPCError } from './errors.js';
import { transformer } from './transformer.js';

const t = initTRPC
  .context<AppContext>()
  .meta<ProcedureMeta>()
  .create({
    // superjson's format, written faster for plain answers (transformer.ts).
    transformer,
    errorFormatter({ shape, error }) {
      const { message, appCode, fieldErrors } = errorData(error);
      return { ...shape, message, data: { ...shape.data, appCode, fieldErrors, stack: undefined } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Anyone, signed in or not. Every failure of every procedure passes here on its way out, so this
 * is where the product's errors become tRPC's (trpc/errors.ts): an AppError its code, a lost
 * database a 503, a value the database refused a 400 that changes nothing.
 */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const error = toTRPCError(result.error);
  if (error !== result.error) throw error;
  return result;
});

/** A signed-in user; `ctx.user` and `ctx.churchUser` are loaded once here. */
export const userProcedure = publicProcedure.meta({ access: 'user' }).use(async ({ ctx, next }) => {
  const userId = ctx.session.userId;
  const account = userId === undefined ? undefined : await findAccount(ctx.db, userId);
  if (!account) {
    // A session whose user was deleted is as good as none.
    if (userId !== undefined) await ctx.session.signOut();
    throw appError('UNAUTHORIZED', 'Your session has expired. Please log in again to continue.');
  }
  return next({ ctx: { ...ctx, user: account.user, churchUser: account.churchUser } });
});

/** A signed-in user linked to a church. */
export const churchProcedure = userProcedure.meta({ access: 'church' }).use(({ ctx, next }) => {
  if (!ctx.churchUser) {
    throw appError(
      'FORBIDDEN',
      'Your account is not linked to a church. Register your church first.',
      'CHURCH_REQUIRED',
    );
  }
  return next({ ctx: { ...ctx, churchUser: ctx.churchUser } });
});

/** A church user whose church has an active Church Partner subscription. */
export const partnerProcedure = churchProcedure
  .meta({ access: 'partner' })
  .use(async ({ ctx, next }) => {
    const status = await findChurchSubscriptionStatus(ctx.db, ctx.churchUser.churchId);
    if (status !== 'active') {
      throw appError(
        'FORBIDDEN',
        'Please complete your Church Partner subscription to continue.',
        'SUBSCRIPTION_REQUIRED',
      );
    }
    return next();
  });

/**
 * A platform administrator, by `Authorization: Bearer <token>` alone: a church session never
 * grants it, and it grants nothing that needs a church session (spec §6).
 */
export const adminProcedure = publicProcedure
  .meta({ access: 'admin' })
  .use(async ({ ctx, next }) => {
    const adminSession = await authenticateAdmin(ctx, ctx.adminToken);
    return next({ ctx: { ...ctx, admin: adminSession.admin, adminSession } });
  });
