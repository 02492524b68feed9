import type { Db } from '@huddle/db';
import type { RateLimitName, RateLimitRule } from '../../config.js';
import type { AppContext } from '../../context.js';
import { appError } from '../../errors/app-error.js';
import { rateLimitAddress } from './client-address.js';
import { hit, unhit } from './rate-limits.repository.js';

/**
 * Rate limits as services use them. The counters live in PostgreSQL (rate-limits.repository.ts),
 * so a limit holds across every API process. The transport only decides which calls to count
 * (trpc/rate-limit.ts); what a limit is and what exceeding it answers lives here.
 */

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** Records an attempt on `key`; false when the key has used up its window. */
export async function tryTake(db: Db, key: string, rule: RateLimitRule): Promise<boolean> {
  return (await hit(db, key, rule.windowMs)) <= rule.max;
}

/** Gives back an attempt that did not count (a successful sign-in is not a failed one). */
export const giveBack = unhit;

/**
 * Counts one call of `name` against the client's address (the socket's, or the one a proxy
 * named in TRUST_PROXY reported, never a header any client can set); 429 past the limit.
 */
export async function takeClientAttempt(
  ctx: Pick<AppContext, 'db' | 'config' | 'clientIp'>,
  name: RateLimitName,
): Promise<void> {
  const key = `${name}:ip:${rateLimitAddress(ctx.clientIp)}`;
  if (!(await tryTake(ctx.db, key, ctx.config.rateLimits[name]))) {
    throw appError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }
}
