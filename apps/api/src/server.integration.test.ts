import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectErrorAnswer } from './testing/expect-error.js';
import { useTestServer } from './testing/test-server.js';

const server = useTestServer();

describe('GET /api/health', () => {
  it('answers ok after querying the database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers ok when every migration of this build is applied', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('answers 503 naming the migration a replica still waits for', async () => {
    const {
      rows: [last],
    } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(
      server.db,
    );
    if (!last) throw new Error('no migrations applied');
    await sql`update kysely_migration set name = 'renamed' where name = ${last.name}`.execute(
      server.db,
    );
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expectErrorAnswer(
        response,
        503,
        'SERVICE_UNAVAILABLE',
        `Database migrations pending: ${last.name}.`,
      );
      // Liveness does not depend on the schema: the process itself is fine.
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`update kysely_migration set name = ${last.name} where name = 'renamed'`.execute(
        server.db,
      );
    }
  });
});

describe('REST error mapping', () => {
  it('answers a signed-out GET /api/auth/user with 401 and { error, message }', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: 'You are not signed in.' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expectErrorAnswer(response, 404, 'NOT_FOUND', 'No route for GET /api/nothing-here');
  });

  it('answers a malformed JSON body with 400 and says what is wrong', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectErrorAnswer(response, 400, 'BAD_REQUEST', expect.stringContaining('JSON'));
  });
});

describe('tRPC', () => {
  it('answers auth.user with no user while signed out', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/trpc/auth.user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { json: null } } });
  });

  it('answers an unknown procedure with 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/trpc/nope.nothing' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the REST paths it serves', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/user']),
    );
  });
});

describe('security headers', () => {
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it.each(['/api/health', '/api/no-such-thing', '/trpc/auth.user'])(
    '%s: an API answer, never a page, loads nothing and is framed nowhere',
    async (url) => {
      const { headers } = await get(url);
      expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      // A document's headers mean nothing on JSON.
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
      expect(headers['x-xss-protection']).toBeUndefined();
    },
  );

  it("sends a page's policy on everything else", async () => {
    const { headers } = await get('/apis-are-not-here');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
