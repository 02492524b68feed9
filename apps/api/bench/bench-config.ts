import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '../src/config.js';

/**
 * The API as production runs it, behind a proxy on this machine (TRUST_PROXY=127.0.0.1): the RSVP
 * runs name their visitors in X-Forwarded-For, as the proxy would, so the per-address rate limit
 * counts each visitor rather than the load generator.
 */
export function benchConfig(databaseUrl: string): Config {
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
  });
}
