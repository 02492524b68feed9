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
};

export type AppDependencies = Pick<AppContext, 'db' | 'config'>;

export function createContext(
  deps: AppDependencies,
  log: FastifyBaseLogger,
  session: SessionPort,
): AppContext {
  return { db: deps.db, config: deps.config, log, session };
}

export function createRequestContext(deps: AppDependencies, request: FastifyRequest): AppContext {
  return createContext(deps, request.log, fastifySessionPort(request, deps.config.session));
}
