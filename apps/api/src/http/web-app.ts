import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { checkoutPolicy, STRIPE_PAGES } from './content-security-policy.js';
import { loadPrerenderedPages, PRERENDER_DIR } from './prerendered-pages.js';

const API_PREFIXES = ['/api/', '/trpc/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path === '/trpc' || API_PREFIXES.some((p) => path.startsWith(p));
}

/** Vite names every file under assets/ by a hash of its content: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so a browser must ask again (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other GET that is not an API path, so client-side routes survive a reload; a page the
 * build prerendered (prerendered-pages.ts) in place of index.html for its exact path. The build
 * writes a brotli and a gzip copy beside each text file (apps/web/vite-precompress.ts); the
 * copy the request accepts is sent, with `Vary: Accept-Encoding`, and the file itself when it
 * accepts neither.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, never asked for by name; the
    // prerendered pages are sent for their paths below.
    globIgnore: ['**/*.br', '**/*.gz', `${PRERENDER_DIR}/**`],
    setHeaders(reply, filePath) {
      const hashed = relative(distDir, filePath).startsWith(`assets${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  const prerendered = loadPrerenderedPages(distDir);
  // Static files registered one by one with wildcard:false; a catch-all keeps unknown paths
  // flowing to the SPA.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    // A missing script or stylesheet (an old chunk after a deploy) is a 404, not the page: HTML
    // sent as a module script fails with a MIME error that says nothing about the cause.
    if (isApiPath(request.url) || path.startsWith('/assets/')) return reply.callNotFound();
    if (STRIPE_PAGES.has(path)) reply.header('content-security-policy', checkoutPolicy);
    const page = prerendered.fileFor(request.url) ?? 'index.html';
    return reply.header('cache-control', REVALIDATE).sendFile(page);
  });
}
