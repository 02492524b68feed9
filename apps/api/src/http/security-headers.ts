import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-path.js';

/**
 * helmet's options for an API answer (JSON, a CSV, a calendar file: never a page), as OWASP's REST
 * Security Cheat Sheet gives them: a CSP under which nothing loads and that no page may frame,
 * with X-Frame-Options to match, and of a page's headers those that protect any answer (HTTPS
 * only, no sniffing, no Referer, no cross-origin embedding). The ones only a document reads
 * (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) are left off: some 600 bytes of every answer.
 */
export function apiHelmetOptions(pageOptions: HelmetOptions): HelmetOptions {
  return {
    ...pageOptions,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as HelmetOptions;
}

/**
 * helmet's options for the web build's hashed files (/assets/: scripts, stylesheets, fonts): of
 * a page's headers only those a subresource obeys (HTTPS only, no sniffing, no cross-origin
 * embedding, and the Referer its own requests send, a stylesheet's fonts). A page's first load
 * fetches some forty of them, and the document-only headers (CSP, frame and opener policies and
 * the rest) were about 700 of each one's 1,000 bytes of headers.
 */
export function assetHelmetOptions(pageOptions: HelmetOptions): HelmetOptions {
  return {
    ...pageOptions,
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as HelmetOptions;
}

/**
 * Every response starts with helmet's headers: a page's (`options`), an API answer's or a built
 * file's, chosen by path, so a 404 under /api is an API answer too. helmet's middleware is built once and run on
 * each request, as helmet is meant to be used (docs/adr/0054-security-headers-computed-once.md
 * has the A/B against computing them once). API answers are also kept nowhere unless a public read
 * says otherwise (rest/http-cache.ts): most are about someone. A route may still replace a header
 * (the checkout page's CSP, the development outbox's pages).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const page = helmet(options);
  const api = helmet(apiHelmetOptions(options));
  const asset = helmet(assetHelmetOptions(options));
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) {
      reply.header('cache-control', 'no-store');
      api(request.raw, reply.raw, () => done());
    } else if (request.url.startsWith('/assets/')) {
      asset(request.raw, reply.raw, () => done());
    } else {
      page(request.raw, reply.raw, () => done());
    }
  });
}
