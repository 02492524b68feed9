import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Db } from '@huddle/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { HTTPS_SIGN_IN_ADVICE } from './session-port.js';
import { createSessionStore, deleteExpiredSessions } from './session-store.js';

export const SESSION_COOKIE = 'huddle.sid';

/**
 * In production the cookie is `__Host-` prefixed: browsers then accept it only with Secure, from
 * https, for Path=/ and without a Domain, so no subdomain or plain-http page can plant or read one.
 */
export function sessionCookieName(config: Pick<Config, 'env'>): string {
  return config.env === 'production' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** Cookie sessions stored in PostgreSQL; expired rows are swept while the server runs. */
export async function registerSessions(app: FastifyInstance, db: Db, config: Config) {
  const cookieName = sessionCookieName(config);
  const cookie = {
    httpOnly: true,
    sameSite: 'lax',
    // Always in production (PUBLIC_URL must be https there), whatever the proxy says of the scheme.
    secure: config.env === 'production',
    path: '/',
  } as const;
  if (cookie.secure) app.log.info({ trustProxy: config.trustProxy }, HTTPS_SIGN_IN_ADVICE);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecrets,
    cookieName,
    store: createSessionStore(db, config.session.idleTimeoutMs),
    saveUninitialized: false,
    // Activity is recorded by the session port at most every few minutes instead of on every
    // request, which would cost a write per call.
    rolling: false,
    cookie: { ...cookie, maxAge: config.session.absoluteLifetimeMs },
  });

  // A session ended during the request (logout over tRPC or REST, a lifetime run out) takes its
  // cookie with it, wherever it was ended.
  app.addHook('onSend', async (request, reply) => {
    // Both are null when a request was refused before the session was read.
    if (request.session === null && request.cookies?.[cookieName] !== undefined) {
      reply.clearCookie(cookieName, cookie);
    }
  });

  const sweep = () =>
    deleteExpiredSessions(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete expired sessions'),
    );
  const timer = setInterval(sweep, config.session.sweepEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
