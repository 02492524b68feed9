import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { checkoutPolicy, STRIPE_PAGES } from './content-security-policy.js';

const API_PREFIXES = ['/api/', '/trpc/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path === '/trpc' || API_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other GET that is not an API path, so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Static files registered one by one with wildcard:false; a catch-all keeps unknown paths
  // flowing to the SPA.
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    const path = request.url.split('?', 1)[0] ?? '';
    if (STRIPE_PAGES.has(path)) reply.header('content-security-policy', checkoutPolicy);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
