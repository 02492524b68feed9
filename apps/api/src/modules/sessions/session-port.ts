import type { FastifyRequest } from 'fastify';

/**
 * What procedures may do with the caller's session. Procedures see this port, not Fastify, so
 * tests and the REST adapter call them the same way and the session id handling lives here.
 */
export type SessionPort = {
  readonly userId: number | undefined;
  /** Starts a signed-in session under a new id (no session fixation). */
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
};

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Epoch ms of sign-in, for the absolute lifetime. */
    signedInAt?: number;
    /** Epoch ms of the last save, so activity extends the idle timeout at most every few minutes. */
    seenAt?: number;
  }
}

export type SessionLifetimes = { absoluteLifetimeMs: number; touchEveryMs: number };

export function fastifySessionPort(
  request: FastifyRequest,
  lifetimes: SessionLifetimes,
): SessionPort {
  const session = request.session;
  const now = Date.now();
  let userId = session?.userId;
  /** The deletion of a session past its absolute lifetime, awaited before any other change. */
  let ending: Promise<void> | undefined;
  if (userId !== undefined && now - (session.signedInAt ?? 0) > lifetimes.absoluteLifetimeMs) {
    userId = undefined;
    ending = session
      .destroy()
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not end a session'));
  } else if (userId !== undefined && now - (session.seenAt ?? 0) > lifetimes.touchEveryMs) {
    session.seenAt = now; // modifies the session, so the store saves it and pushes `expire` on
  }

  return {
    get userId() {
      return userId;
    },
    async signIn(id) {
      await ending;
      // regenerate() deletes the old row and puts a new Session object on the request: write
      // to that one (the object captured above is the old session).
      await session.regenerate();
      const fresh = request.session;
      fresh.userId = id;
      fresh.signedInAt = Date.now();
      fresh.seenAt = fresh.signedInAt;
      userId = id;
    },
    async signOut() {
      userId = undefined;
      await ending;
      // After a sign-in in this request the current session is a new object; null once ended.
      await request.session?.destroy();
    },
  };
}

/**
 * No session at all: an anonymous public read (rest/adapter.ts, registerAnonymousReads). Nothing
 * it calls signs in; if something did, it must fail loudly rather than sign in without a cookie.
 */
export const noSession: SessionPort = {
  userId: undefined,
  async signIn() {
    throw new Error('A request without a session cannot sign in.');
  },
  async signOut() {},
};

/** A session held in memory, for callers without an HTTP request (tests, scripts). */
export function memorySessionPort(initialUserId?: number): SessionPort {
  let userId = initialUserId;
  return {
    get userId() {
      return userId;
    },
    async signIn(id) {
      userId = id;
    },
    async signOut() {
      userId = undefined;
    },
  };
}
