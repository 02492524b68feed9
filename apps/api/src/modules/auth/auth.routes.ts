import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../sessions/sessions.plugin.js';

/**
 * The two link targets of spec §7 that are navigations, not procedure calls: GET /api/logout
 * (the header's Logout link) and GET /api/login.
 */
export async function authRoutes(app: FastifyInstance) {
  app.get('/api/logout', async (request, reply) => {
    // A link on another site must not sign people out (logout CSRF); our own link, a typed
    // address and non-browser clients do. Either way the browser lands on the home page.
    if (!isCrossSiteNavigation(request) && request.session) {
      await request.session.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    return reply.redirect('/', 302);
  });

  app.get('/api/login', async (_request, reply) => reply.redirect('/login', 302));
}

function isCrossSiteNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site';
}
