import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ErrorBody } from '../rest/http-error.js';

/**
 * CSRF defence for every state-changing request.
 *
 * tRPC accepts `multipart/form-data` mutations, which a plain HTML form on another site can send
 * without a CORS preflight (trpc#5522). Our tRPC route registers no parser for them, but this guard
 * does not rely on that: requiring `application/json` forces a preflight for cross-site senders,
 * and checking Origin rejects the ones that try anyway.
 * Non-browser clients (curl, server-to-server) send no Origin and no Sec-Fetch-Site: they carry
 * no ambient cookies, so they pass.
 *
 * Exceptions are named by the route Fastify matched, never by the raw URL: the router decodes
 * the path ('/%74rpc/…' is '/trpc/…'), so a check on the raw text would see another path.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Stripe signs its webhook; its body must stay raw and it never comes from a browser. */
const UNGUARDED_ROUTES = new Set(['/api/stripe/webhook']);
/**
 * Plain forms whose body is ignored: the sign-out page's, a message's stop link and a reminder's
 * two links (their pages' buttons, and RFC 8058 one-click POSTs from mail providers). The Origin
 * check still applies.
 */
const FORM_ROUTES = new Set([
  '/api/logout',
  '/api/messages/stop/:token',
  '/api/reminders/:token/release',
  '/api/reminders/:token/stop',
]);
/**
 * navigator.sendBeacon sends its JSON as text/plain (a type it may send without a preflight); the
 * route parses it as JSON, and the Origin check above still keeps other sites out.
 */
const BEACON_ROUTES = new Set(['/api/visits']);

export type RequestGuardOptions = { allowedOrigins: readonly string[] };

type Refusal = { status: 403 | 415; body: ErrorBody };

/**
 * A callback hook, not an async one: every request passes through it, and most (reads) leave at
 * once; an async hook would give each of them a promise and a turn of the microtask queue.
 */
export function createRequestGuard({ allowedOrigins }: RequestGuardOptions) {
  const allowed = new Set(allowedOrigins);

  return function requestGuard(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) {
    if (SAFE_METHODS.has(request.method)) return done();
    const refusal = refusalOf(request, allowed);
    if (refusal) {
      reply.code(refusal.status).send(refusal.body);
      return;
    }
    // No route takes it: answered before a byte of its body is read or parsed.
    if (request.is404) {
      reply.code(404).send(notFound(request));
      return;
    }
    done();
  };
}

/** The not-found handler's answer (server.ts), for a route no request of this method reaches. */
export function notFound(request: FastifyRequest): ErrorBody {
  return {
    error: 'NOT_FOUND',
    message: `No route for ${request.method} ${request.url.split('?', 1)[0]}`,
  };
}

function refusalOf(request: FastifyRequest, allowed: ReadonlySet<string>): Refusal | null {
  const route = request.routeOptions.url;
  if (route !== undefined && UNGUARDED_ROUTES.has(route)) return null;
  if (!isSameOrAllowedOrigin(request, allowed)) {
    return {
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' },
    };
  }
  const contentType = request.headers['content-type'];
  if (
    !(route !== undefined && FORM_ROUTES.has(route)) &&
    !isJson(contentType) &&
    !(route !== undefined && BEACON_ROUTES.has(route) && isPlainText(contentType))
  ) {
    return {
      status: 415,
      body: {
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the request body as application/json.',
      },
    };
  }
  return null;
}

function isSameOrAllowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin === undefined) {
    return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  }
  if (allowed.has(origin)) return true;
  // Same origin as the address the browser used, whatever host name the app is served under.
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function isJson(contentType: string | undefined): boolean {
  // No body at all (e.g. DELETE /api/events/1) is fine: there is nothing a form could forge.
  if (contentType === undefined) return true;
  const mediaType = contentType.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function isPlainText(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'text/plain';
}
