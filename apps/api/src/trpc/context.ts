import type { Db } from '@huddle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

/** What every procedure may use. Built without a request so tests and REST call procedures directly. */
export type AppContext = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
};

export type AppDependencies = Pick<AppContext, 'db' | 'config'>;

export function createContext(deps: AppDependencies, log: FastifyBaseLogger): AppContext {
  return { db: deps.db, config: deps.config, log };
}
