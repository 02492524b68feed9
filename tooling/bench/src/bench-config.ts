import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '@huddle/api/src/config.js';

/**
 * The API as production runs it, behind a proxy on this machine (TRUST_PROXY=127.0.0.1): the RSVP
 * runs name their visitors in X-Forwarded-For, as the proxy would, so the per-address rate limit
 * counts each visitor rather than the load generator. The list micro-cache is off unless asked for.
 */
export function benchConfig(databaseUrl: string, listCacheMs = 0): Config {
  return loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://huddle.bench.example',
    TRUST_PROXY: '127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    BILLING_MODE: 'demo',
    DATABASE_URL: databaseUrl,
    // Off unless asked: the ratios measure the work of a request, not a kept answer.
    LIST_CACHE_MS: String(listCacheMs),
  });
}
