import { relative, sep } from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../context.js';
import { isAnonymous, matchesIfNoneMatch } from '../rest/http-cache.js';
import { isApiPath } from './api-path.js';
import { checkoutPolicy, STRIPE_PAGES } from './content-security-policy.js';
import { createPageHeads, NO_SUCH_CHURCH } from './page-heads.js';
import { loadPrerenderedPages, PRERENDER_DIR } from './prerendered-pages.js';
import { loadServerRenderer, MISSING, type RenderedPage } from './server-rendering.js';

/** Vite names every file under assets/ by a hash of its content: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so a browser must ask again (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** A page with one person's data in it (a private link's): kept by no cache, the browser's included. */
const PERSONAL = 'private, no-store';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other GET that is not an API path, so client-side routes survive a reload; a page the
 * build prerendered (prerendered-pages.ts) in place of index.html for its exact path, or, for
 * anonymous visitors of the lists, an event, a church and a private link's page, that page rendered
 * with its data (server-rendering.ts). The build
 * writes a brotli and a gzip copy beside each text file (apps/web/vite-precompress.ts); the
 * copy the request accepts is sent, with `Vary: Accept-Encoding`, and the file itself when it
 * accepts neither.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, deps: AppDependencies) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, never asked for by name; the
    // prerendered pages are sent for their paths below.
    // robots.txt is the API's (it names the sitemap at the public address); an older build's copy
    // is left alone.
    globIgnore: ['**/*.br', '**/*.gz', `${PRERENDER_DIR}/**`, 'robots.txt'],
    setHeaders(reply, filePath) {
      const hashed = relative(distDir, filePath).startsWith(`assets${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  const prerendered = loadPrerenderedPages(distDir);
  // A server build that cannot start costs the data in the first paint, not the site: the
  // prerendered pages are still there.
  const serverRenderer = await loadServerRenderer(distDir, deps).catch((error: unknown) => {
    app.log.error({ err: error }, "the pages' server build did not load; sending them prerendered");
    return undefined;
  });
  const heads = createPageHeads(distDir, deps);
  // Static files registered one by one with wildcard:false; a catch-all keeps unknown paths
  // flowing to the SPA.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    // A missing script or stylesheet (an old chunk after a deploy) is a 404, not the page: HTML
    // sent as a module script fails with a MIME error that says nothing about the cause.
    if (isApiPath(request.url) || path.startsWith('/assets/')) return reply.callNotFound();
    if (STRIPE_PAGES.has(path)) reply.header('content-security-policy', checkoutPolicy);
    const rendered = await serverRenderer?.render(request);
    // No such page: the app's page that says so (index.html, or the prerendered page of a missing
    // event), with the status that tells machines the same.
    if (rendered === MISSING) reply.code(404);
    else if (rendered) return sendRendered(request, reply, rendered);
    const page = prerendered.fileFor(request.url) ?? 'index.html';
    // What link previews and search engines read: the page's own head, for visitors.
    if (rendered !== MISSING && isAnonymous(request.headers) && !request.url.includes('?')) {
      const withHead = await heads.page(page, path);
      if (withHead === NO_SUCH_CHURCH) reply.code(404);
      else if (withHead) return sendRendered(request, reply, withHead);
    }
    return reply.header('cache-control', REVALIDATE).sendFile(page);
  });
}

/** The encodings a rendered page is kept in, best first (as @fastify/static chooses its copies). */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * A page made here (rendered with its data, or given its head), compressed as the request accepts.
 * Each encoding is its own representation with its own validator, so a cache never mixes them.
 */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  reply.header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (page.personal) reply.header('cache-control', PERSONAL);
  else {
    const etag = encoding ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag;
    reply.header('cache-control', REVALIDATE).header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
