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
  return middleware(async ({ ctx, next }) => {
    await takeClientAttempt(ctx, name);
    return next();
  });
}
