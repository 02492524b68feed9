import type { Db } from '@huddle/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../modules/sessions/sessions.plugin.js';
import { type ChurchOptions, insertChurch, linkUser } from './fixtures.js';

/** The session cookie a response set, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** The session id in a signed cookie value (`<sid>.<signature>`), as stored in `session.sid`. */
export function sidOf(cookie: string): string {
  return cookie.slice(0, cookie.lastIndexOf('.'));
}

export function withSession(cookie: string | undefined): Record<string, string> {
  return cookie ? { [SESSION_COOKIE]: cookie } : {};
}

let counter = 0;

/** Registers a fresh user through POST /api/register; returns the user and its session cookie. */
export async function registerThroughApi(
  app: FastifyInstance,
  password = 'correct horse',
  username = `user${process.pid}x${++counter}`,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password },
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 201 || !cookie) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  const user = response.json() as { id: number; username: string };
  return { user, username, password, cookie };
}

type SignedIn<C> = { userId: number; churchId: C; cookie: string };

/**
 * A signed-in HTTP session (registered through the API) for a user of a new church with the
 * given status, or of the church `churchId` names; `churchId: null` for a user without a church.
 */
export async function signedInChurchUser(
  app: FastifyInstance,
  db: Db,
  options: ChurchOptions & { churchId: null },
): Promise<SignedIn<null>>;
export async function signedInChurchUser(
  app: FastifyInstance,
  db: Db,
  options?: ChurchOptions & { churchId?: number },
): Promise<SignedIn<number>>;
export async function signedInChurchUser(
  app: FastifyInstance,
  db: Db,
  options: ChurchOptions & { churchId?: number | null } = {},
): Promise<SignedIn<number | null>> {
  const { churchId: given, ...churchOptions } = options;
  const { user, cookie } = await registerThroughApi(app);
  const churchId = given === undefined ? await insertChurch(db, churchOptions) : given;
  if (churchId !== null) await linkUser(db, user.id, churchId);
  return { userId: user.id, churchId, cookie };
}
