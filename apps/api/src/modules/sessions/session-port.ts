import type { FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.js';

/**
 * What procedures may do with the caller's session. Procedures see this port, not Fastify, so
 * tests and the REST adapter call them the same way and the session id handling lives here.
 */
export type SessionPort = {
  readonly userId: number | undefined;
  /** The stored session's id (`session.sid`), so that ending a user's other sessions keeps it. */
  readonly id: string | undefined;
  /**
   * Throws when a sign-in here could not keep its session (its cookie would never be set). Called
   * before any work, so a refused sign-in creates no account and verifies no password.
   */
  ensureCanSignIn(): void;
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
/**
 * `secureCookie`: the cookie is Secure (production), so it is only ever set over https.
 * `server`: one object per server (its settings), for what a server logs only once.
 */
export type SessionPortOptions = SessionLifetimes & { secureCookie: boolean; server: object };

export const HTTPS_REQUIRED =
  'Signing in needs a secure connection. Open the https address of this site and try again.';

/** What the operator must configure, logged at start-up and on the first sign-in refused for it. */
export const HTTPS_SIGN_IN_ADVICE =
  'Sign-ins need https: the session cookie is Secure. TLS ends at a proxy, so name that proxy in ' +
  'TRUST_PROXY and have it send X-Forwarded-Proto: https (see README, Deploying).';

/** The servers (by their settings) that have said so: each once, however many share a process. */
const reportedPlainHttpSignIn = new WeakSet<object>();

/** The first sign-in refused for plain http says why in the log; later ones would only repeat it. */
function reportPlainHttpSignIn(request: FastifyRequest, server: object) {
  if (reportedPlainHttpSignIn.has(server)) return;
  reportedPlainHttpSignIn.add(server);
  request.log.warn(
    {
      peer: request.socket.remoteAddress,
      forwardedProto: request.headers['x-forwarded-proto'] ?? null,
      protocol: request.protocol,
    },
    `A sign-in arrived over plain http and was refused. ${HTTPS_SIGN_IN_ADVICE}`,
  );
}

export function fastifySessionPort(
  request: FastifyRequest,
  lifetimes: SessionPortOptions,
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
    get id() {
      // After a sign-in in this request the current session is a new object; null once ended.
      return request.session?.sessionId;
    },
    ensureCanSignIn() {
      // @fastify/session sets a Secure cookie only on a request it knows came over https: a
      // sign-in answered 200 without its cookie would leave the person believing they are in.
      if (lifetimes.secureCookie && request.protocol !== 'https') {
        reportPlainHttpSignIn(request, lifetimes.server);
        throw appError('BAD_REQUEST', HTTPS_REQUIRED, 'HTTPS_REQUIRED');
      }
    },
    async signIn(id) {
      this.ensureCanSignIn();
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
  id: undefined,
  ensureCanSignIn() {
    throw new Error('A request without a session cannot sign in.');
  },
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
    id: undefined,
    ensureCanSignIn() {},
    async signIn(id) {
      userId = id;
    },
    async signOut() {
      userId = undefined;
    },
  };
}
