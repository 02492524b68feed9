import type { Db } from '@huddle/db';
import type { RateLimitRule } from '../../config.js';
import { appError } from '../../errors/app-error.js';
import { hit } from '../rate-limits/rate-limits.repository.js';

/*
 * How many messages one church may send, whoever sends them and from wherever: the per-address
 * limit (trpc/rate-limit.ts) alone let a church send as much as it had addresses. Counted in
 * rate_limit_counters, in the transaction that stores the message, so every API process shares
 * the count, and a message refused for any reason (this quota included) rolls its count back.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A large event's worth of one-by-one messages in a day; a phishing run is cut off. */
export const MESSAGES_PER_CHURCH_PER_DAY: RateLimitRule = { max: 300, windowMs: DAY_MS };

export const HOURLY_QUOTA_USED =
  'Your church has sent as many messages as it may this hour. Please try again later.';
export const DAILY_QUOTA_USED =
  'Your church has sent as many messages as it may today. Please try again tomorrow.';

/** The counter keys of one church's quota; tests and operators can find them by these. */
export function churchQuotaKeys(churchId: number) {
  return { hour: `message:church:${churchId}:hour`, day: `message:church:${churchId}:day` };
}

/**
 * Counts one message against the church's hourly quota (`hourly`: the same rule as the
 * per-address limit, RATE_LIMITS.message) and its daily one; 429 once either is used up. Run it
 * in the message's transaction.
 */
export async function takeChurchQuota(
  trx: Db,
  churchId: number,
  hourly: RateLimitRule,
): Promise<void> {
  const keys = churchQuotaKeys(churchId);
  if ((await hit(trx, keys.hour, hourly.windowMs)) > hourly.max) {
    throw appError('TOO_MANY_REQUESTS', HOURLY_QUOTA_USED);
  }
  const daily = MESSAGES_PER_CHURCH_PER_DAY;
  if ((await hit(trx, keys.day, daily.windowMs)) > daily.max) {
    throw appError('TOO_MANY_REQUESTS', DAILY_QUOTA_USED);
  }
}
