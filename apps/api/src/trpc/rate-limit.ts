import type { RateLimitName } from '../config.js';
import { takeClientAttempt } from '../modules/rate-limits/rate-limits.service.js';
import { middleware } from './init.js';

/**
 * Limits a procedure's calls per client address: `publicProcedure.use(rateLimited('login'))`.
 *
 * A procedure middleware rather than an HTTP hook, because one tRPC request may batch many calls
 * (`/trpc/auth.login,auth.login,…?batch=1`): counting calls, not requests, makes the limit hold
 * however the procedure is reached (tRPC single, tRPC batch, or REST through `createCaller`).
 * Put it before `.input()` so that malformed attempts count too. The limit itself is the
 * rate-limits module's (modules/rate-limits/rate-limits.service.ts).
 */
export function rateLimited(name: RateLimitName) {
  const limited = middleware(async ({ ctx, next }) => {
    await takeClientAttempt(ctx, name);
    return next();
  });
  // Marked, so the REST surface documents its 429 without the router saying it twice.
  for (const fn of limited._middlewares) Object.assign(fn, { [RATE_LIMITED]: true });
  return limited;
}

/** The mark of a rate-limited procedure's middleware (rest/routes.ts reads it). */
export const RATE_LIMITED = Symbol('rate limited');
