import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Db } from '@huddle/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { createSessionStore, deleteExpiredSessions } from './session-store.js';

export const SESSION_COOKIE = 'huddle.sid';

/** Cookie sessions stored in PostgreSQL; expired rows are swept while the server runs. */
export async function registerSessions(app: FastifyInstance, db: Db, config: Config) {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: createSessionStore(db, config.session.idleTimeoutMs),
    saveUninitialized: false,
    // Activity is recorded by the session port at most every few minutes instead of on every
    // request, which would cost a write per call.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env === 'production' ? 'auto' : false,
      path: '/',
      maxAge: config.session.absoluteLifetimeMs,
    },
  });

  const sweep = () =>
    deleteExpiredSessions(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete expired sessions'),
    );
  const timer = setInterval(sweep, config.session.sweepEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
