import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../modules/sessions/sessions.plugin.js';

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
