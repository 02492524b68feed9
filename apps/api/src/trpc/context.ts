import type { Db } from '@huddle/db';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { fastifySessionPort, type SessionPort } from '../modules/sessions/session-port.js';

/** What every procedure may use. Built without a request so tests and REST call procedures directly. */
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

export type AppDependencies = Pick<AppContext, 'db' | 'config'>;

export function createContext(
  deps: AppDependencies,
  log: FastifyBaseLogger,
  session: SessionPort,
  clientIp = 'in-process',
  adminToken?: string,
): AppContext {
  return { db: deps.db, config: deps.config, log, session, clientIp, adminToken };
}

export function createRequestContext(deps: AppDependencies, request: FastifyRequest): AppContext {
  const session = fastifySessionPort(request, {
    ...deps.config.session,
    secureCookie: deps.config.env === 'production',
  });
  return createContext(deps, request.log, session, request.ip, bearerToken(request));
}

/** The token of an `Authorization: Bearer <token>` header; anything else is no token. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}
