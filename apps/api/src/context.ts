import type { Db } from '@huddle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { SessionPort } from './modules/sessions/session-port.js';

/**
 * What a call may use, whichever way it came in (tRPC, REST, a test). Services take the parts
 * they need (`Pick<AppContext, 'db' | 'config'>`) and so know no transport; trpc/context.ts builds
 * it for each request, or without one for tests and the REST adapter.
 */
export type AppContext = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  session: SessionPort;
  /** The client's IP (behind a trusted proxy in production), for rate limits. */
  clientIp: string;
  /** The `Authorization: Bearer …` token, if any; only `adminProcedure` reads it. */
  adminToken?: string | undefined;
};

/** What lives as long as the server: the database and the configuration. */
export type AppDependencies = Pick<AppContext, 'db' | 'config'>;
