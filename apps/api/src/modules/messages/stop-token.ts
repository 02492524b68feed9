import { createHash, randomBytes } from 'node:crypto';

/*
 * The stop link in each church message: 32 random bytes (256 bits, base64url), so it cannot be
 * guessed, and only its SHA-256 is stored (messages.stop_token_hash), so reading the database
 * gives no working link. It can do one thing: stop that church's messages to that address.
 */

/** 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newStopToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashStopToken(token) };
}

export function hashStopToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** False for anything that cannot be a token, which then costs no query. */
export function isStopTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The stop link: a page (GET) with a button, and the RFC 8058 one-click target (POST). */
export function stopMessagesUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${stopPath(token)}`;
}

export function stopPath(token: string): string {
  return `/api/messages/stop/${token}`;
}

/** The route, as Fastify matches it (the request guard names it among its form routes). */
export const STOP_ROUTE = '/api/messages/stop/:token';
