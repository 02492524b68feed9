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
};

export type AppDependencies = Pick<AppContext, 'db' | 'config'>;

export function createContext(
  deps: AppDependencies,
  log: FastifyBaseLogger,
  session: SessionPort,
  clientIp = 'in-process',
): AppContext {
  return { db: deps.db, config: deps.config, log, session, clientIp };
}

export function createRequestContext(deps: AppDependencies, request: FastifyRequest): AppContext {
  const session = fastifySessionPort(request, deps.config.session);
  return createContext(deps, request.log, session, request.ip);
}
