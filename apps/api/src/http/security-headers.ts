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

/** The pages another site may frame: a church's events (/embed/churches/{id}), nothing else. */
const EMBED_PAGE = /^\/embed\/churches\/[^/?#]+(?:\?|$)/;
/** The script a church's site loads to frame them (apps/web/public/embed.js). */
const EMBED_SCRIPT = /^\/embed\.js(?:\?|$)/;

const isEmbedPage = (url: string) => EMBED_PAGE.test(url);

/**
 * helmet's options for the framed pages (issue 30, item 5; docs/adr/0085): a page's, except that
 * any site may frame them (CSP `frame-ancestors *`, and no X-Frame-Options, which has no way to say
 * so), and a host that isolates itself (COEP) may still embed them. They are kept out of search
 * results (X-Robots-Tag, set beside): their content is the church page's, which is indexed.
 */
export function embedHelmetOptions(pageOptions: HelmetOptions): HelmetOptions {
  const csp = pageOptions.contentSecurityPolicy;
  const directives = Object.fromEntries(
    Object.entries(typeof csp === 'object' ? (csp.directives ?? {}) : {}).filter(
      ([name]) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) !== 'frame-ancestors',
    ),
  );
  return {
    ...pageOptions,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, 'frame-ancestors': ['*'] },
    },
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  } as HelmetOptions;
}

/**
 * helmet's options for /embed.js: a built file's, except that other sites load it (a `<script>`
 * of another origin is a no-cors request, which `Cross-Origin-Resource-Policy: same-origin` would
 * refuse).
 */
export function embedScriptHelmetOptions(pageOptions: HelmetOptions): HelmetOptions {
  return {
    ...assetHelmetOptions(pageOptions),
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  } as HelmetOptions;
}

/**
 * Every response starts with helmet's headers: a page's (`options`), an API answer's or a built
 * file's, chosen by path, so a 404 under /api is an API answer too; the framed pages and their
 * script have their own (embedHelmetOptions). helmet's middleware is built once and run on
 * each request, as helmet is meant to be used (docs/adr/0054-security-headers-computed-once.md
 * has the A/B against computing them once). API answers are also kept nowhere unless a public read
 * says otherwise (rest/http-cache.ts): most are about someone. A route may still replace a header
 * (the checkout page's CSP, the development outbox's pages).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const page = helmet(options);
  const api = helmet(apiHelmetOptions(options));
  const asset = helmet(assetHelmetOptions(options));
  const embed = helmet(embedHelmetOptions(options));
  const embedScript = helmet(embedScriptHelmetOptions(options));
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) {
      reply.header('cache-control', 'no-store');
      api(request.raw, reply.raw, () => done());
    } else if (request.url.startsWith('/assets/')) {
      asset(request.raw, reply.raw, () => done());
    } else if (isEmbedPage(request.url)) {
      reply.header('x-robots-tag', 'noindex');
      embed(request.raw, reply.raw, () => done());
    } else if (EMBED_SCRIPT.test(request.url)) {
      embedScript(request.raw, reply.raw, () => done());
    } else {
      page(request.raw, reply.raw, () => done());
    }
  });
}
