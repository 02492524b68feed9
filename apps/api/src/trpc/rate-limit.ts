import type { Db } from '@huddle/db';
import type { RateLimitName, RateLimitRule } from '../config.js';
import { rateLimitAddress } from '../modules/rate-limits/client-address.js';
import { hit, unhit } from '../modules/rate-limits/rate-limits.repository.js';
import { appError } from './errors.js';
import { middleware } from './init.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Limits a procedure's calls per client address: `publicProcedure.use(rateLimited('login'))`.
 *
 * A procedure middleware rather than an HTTP hook, because one tRPC request may batch many calls
 * (`/trpc/auth.login,auth.login,…?batch=1`): counting calls, not requests, makes the limit hold
 * however the procedure is reached (tRPC single, tRPC batch, or REST through `createCaller`).
 * Put it before `.input()` so that malformed attempts count too. The counters live in PostgreSQL,
 * so the limit holds across every API process; the address is the socket's, or the one a proxy
 * named in TRUST_PROXY reported (never a header any client can set).
 */
export function rateLimited(name: RateLimitName) {
  return middleware(async ({ ctx, next }) => {
    const key = `${name}:ip:${rateLimitAddress(ctx.clientIp)}`;
    if (!(await tryTake(ctx.db, key, ctx.config.rateLimits[name]))) {
      throw appError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
    return next();
  });
}

/** Records an attempt on `key`; false when the key has used up its window. */
export async function tryTake(db: Db, key: string, rule: RateLimitRule): Promise<boolean> {
  return (await hit(db, key, rule.windowMs)) <= rule.max;
}

/** Gives back an attempt that did not count (a successful sign-in is not a failed one). */
export const giveBack = unhit;
