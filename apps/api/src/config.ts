import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only module that reads the environment; everything else receives a parsed `Config`. */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalString,
  SEED_DEMO: booleanFlag,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  ALLOWED_ORIGINS: optionalString,
  WEB_DIST_DIR: optionalString,
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  /** Origins, besides the request's own host, that may send state-changing requests. */
  allowedOrigins: string[];
  webDistDir: string | undefined;
  sessionSecret: string;
  session: {
    /** A session unused for this long ends. */
    idleTimeoutMs: number;
    /** A session ends this long after sign-in, however active. */
    absoluteLifetimeMs: number;
    /** Activity extends the idle timeout at most this often (one write, not one per request). */
    touchEveryMs: number;
    sweepEveryMs: number;
  };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && !vars.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    // Demo data belongs to development and to the embedded database; production opts in.
    seedDemo: vars.SEED_DEMO ?? !production,
    publicUrl,
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...(vars.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    webDistDir: vars.WEB_DIST_DIR ?? findWebDist(),
    // A per-process secret outside production: sessions simply end when the server restarts.
    sessionSecret: vars.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    session: {
      idleTimeoutMs: 7 * DAY,
      absoluteLifetimeMs: 30 * DAY,
      touchEveryMs: 5 * MINUTE,
      sweepEveryMs: 15 * MINUTE,
    },
  };
}

/** The built web app, when there is one: apps/web/dist next to this package. */
function findWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidate = resolve(join(here, '..', '..', 'web', 'dist'));
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
}
