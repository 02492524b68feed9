import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-path.js';

/**
 * Helmet's headers for these options. Every directive here is a constant, so helmet runs once at
 * start-up into a recording response rather than on every request (@fastify/helmet builds and
 * runs helmet per request: ~4 % of a small read's CPU).
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Of a page's headers, those that still mean something on an answer that is not a document. */
const API_KEEPS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];

/**
 * The headers of an API answer (JSON, a CSV, a calendar file: never a page), as OWASP's REST
 * Security Cheat Sheet gives them: a CSP under which nothing loads and that no page may frame,
 * with X-Frame-Options to match, and of the page's headers those that protect any answer (HTTPS
 * only, no sniffing, no Referer, no cross-origin embedding), and no caching. The ones only a document reads
 * (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) are left off: some 600 bytes of every answer.
 */
export function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = API_KEEPS.flatMap((name) => {
    const value = pageHeaders[name];
    return value === undefined ? [] : [[name, value] as const];
  });
  return {
    ...Object.fromEntries(kept),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    // Most answers are about someone (attendees, notifications, analytics, the session's user):
    // nothing is kept unless a public read says otherwise (rest/http-cache.ts).
    'cache-control': 'no-store',
  };
}

/**
 * Every response starts with these headers: a page's, or an API answer's. A route may still
 * replace one (the checkout page's CSP, the development outbox's pages).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const page = securityHeadersOf(options);
  const api = apiHeadersOf(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : page);
    done();
  });
}
