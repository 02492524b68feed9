import type { Config, RateLimitName, RateLimitRule } from '../config.js';
import { appError } from './errors.js';
import { middleware } from './init.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Limits a procedure's calls per client IP: `publicProcedure.use(rateLimited('login'))`.
 *
 * A procedure middleware rather than an HTTP hook, because one tRPC request may batch many calls
 * (`/trpc/auth.login,auth.login,…?batch=1`): counting calls, not requests, makes the limit hold
 * however the procedure is reached (tRPC single, tRPC batch, or REST through `createCaller`).
 * Put it before `.input()` so that malformed attempts count too.
 */
export function rateLimited(name: RateLimitName) {
  return middleware(({ ctx, next }) => {
    const rule = ctx.config.rateLimits[name];
    if (!counterFor(ctx.config).tryTake(`${name}:${ctx.clientIp}`, rule, Date.now())) {
      throw appError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
    return next();
  });
}

type Window = { count: number; resetsAt: number };

/** Fixed-window counters in memory: one process. A shared store is needed once there are several. */
export class AttemptCounter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = 50_000) {}

  /** Records an attempt; false when the key has used up its window. */
  tryTake(key: string, rule: RateLimitRule, now: number): boolean {
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      if (!window) this.makeRoom(now);
      window = { count: 0, resetsAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= rule.max) return false;
    window.count += 1;
    return true;
  }

  /** Drops finished windows; if the map is still full (a flood of addresses), the oldest go. */
  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** One counter per configuration, i.e. per server instance, so tests never share counts. */
const counters = new WeakMap<Config, AttemptCounter>();

function counterFor(config: Config): AttemptCounter {
  let counter = counters.get(config);
  if (!counter) {
    counter = new AttemptCounter();
    counters.set(config, counter);
  }
  return counter;
}
