import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The two link targets of spec §7 that are navigations, not procedure calls: GET /api/logout
 * (the header's Logout link) and GET /api/login.
 *
 * A GET must not change state for a request another site can cause (logout CSRF). Browsers say
 * where a navigation came from in Sec-Fetch-Site: our own link sends 'same-origin' and a typed
 * address 'none', and only those sign out at once. Anything else (another site's link, an older
 * browser without Fetch Metadata) gets a page whose button POSTs the sign-out, and that POST
 * passes the request guard's Origin check like every other change.
 */
export async function authRoutes(app: FastifyInstance) {
  app.get('/api/logout', async (request, reply) => {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'same-origin' || fetchSite === 'none') return signOut(request, reply);
    if (request.session?.userId === undefined) return reply.redirect('/', 302);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(CONFIRM_PAGE);
  });

  // Only in this plugin's scope: the sign-out form's body is read as nothing at all.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  // Its body is never read: a form's few bytes, nothing more.
  app.post('/api/logout', { bodyLimit: 1024 }, async (request, reply) => signOut(request, reply));

  app.get('/api/login', async (_request, reply) => reply.redirect('/login', 302));
}

async function signOut(request: FastifyRequest, reply: FastifyReply) {
  // The sessions plugin clears the cookie of a session ended here.
  await request.session?.destroy();
  return reply.redirect('/', 303);
}

const CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out - Huddle</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1c7ed6;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1864ab;outline-offset:2px}a{color:#1864ab;margin-left:1rem}</style>
</head>
<body><main><h1>Sign out of Huddle?</h1>
<form method="post" action="/api/logout"><button type="submit">Sign out</button><a href="/">Stay signed in</a></form>
</main></body>
</html>`;
