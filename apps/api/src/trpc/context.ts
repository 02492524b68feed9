import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext, AppDependencies } from '../context.js';
import { fastifySessionPort, type SessionPort } from '../modules/sessions/session-port.js';

// Named here too for the tRPC files that build on it (fastify-route.ts).
export type { AppContext, AppDependencies };

/** One call's context (context.ts); without a request for tests and anonymous reads. */
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
    server: deps.config,
  });
  return createContext(deps, request.log, session, request.ip, bearerToken(request));
}

/** The token of an `Authorization: Bearer <token>` header; anything else is no token. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}
