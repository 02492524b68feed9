import { describe, expect, it } from 'vitest';
import { loadConfig, RATE_LIMITS } from '../../config.js';
import { asNewAdmin } from '../../testing/admin-session.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { createTestServer, useTestServer } from '../../testing/test-server.js';
import { authenticateAdmin } from './admin-auth.service.js';
import { hashAdminToken } from './admin-tokens.js';
import { deleteExpiredTokens } from './admin-tokens.sweeper.js';
import { adminTokenFor, bearer, createAdmin } from './testing/admin-fixtures.js';

const server = useTestServer();

const MINUTE = 60_000;
const UNAUTHORIZED = { error: 'UNAUTHORIZED', message: 'Administrator sign-in required.' };

function login(payload: Record<string, unknown>, remoteAddress = '198.51.100.1') {
  return server.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
}

function verify(headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: '/api/admin/verify', headers, cookies });
}

describe('POST /api/admin/login', () => {
  it('answers a token, the administrator and a message, and stores only a hash of the token', async () => {
    const admin = await createAdmin(server.db);
    const response = await login({ email: admin.email.toUpperCase(), password: admin.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      admin: { id: admin.id, email: admin.email, name: admin.name, role: 'admin' },
      message: 'Login successful',
    });
    expect(response.body).not.toContain('argon2');
    const stored = await server.db.selectFrom('admin_tokens').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashAdminToken(body.token));
    expect(JSON.stringify(stored)).not.toContain(body.token);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const admin = await createAdmin(server.db);
    const wrong = await login({ email: admin.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@huddle.test', password: 'whatever1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Invalid credentials' });
    }
  });

  it('refuses a bad e-mail or a short password with the spec messages and issues no token', async () => {
    const before = await server.db.selectFrom('admin_tokens').select('id').execute();
    const badEmail = await login({ email: 'not-an-email', password: 'long enough' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Please enter a valid email address');
    const shortPassword = await login({ email: 'a@b.org', password: '12345' });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().message).toContain('Password must be at least 6 characters');
    const after = await server.db.selectFrom('admin_tokens').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses a cross-site form posted to it with 403 and issues no token', async () => {
    const admin = await createAdmin(server.db);
    const before = await server.db.selectFrom('admin_tokens').select('id').execute();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `email=${encodeURIComponent(admin.email)}&password=${admin.password}`,
    });
    expect(response.statusCode).toBe(403);
    const after = await server.db.selectFrom('admin_tokens').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('does not let a church account sign in as an administrator', async () => {
    const { username, password } = await registerThroughApi(server.app);
    const response = await login({ email: `${username}@huddle.test`, password });
    expect(response.statusCode).toBe(401);
  });
});

describe('the admin permission matrix', () => {
  it('verifies a live token', async () => {
    const admin = await createAdmin(server.db);
    const token = await adminTokenFor(server.app, admin);
    const response = await verify(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admin: { id: admin.id, email: admin.email, name: admin.name, role: 'admin' },
    });
  });

  it('answers 401 without a token, with a wrong or malformed one, and for a church session', async () => {
    const { cookie } = await registerThroughApi(server.app);
    const cases = [
      await verify(),
      await verify(bearer('x'.repeat(43))),
      await verify({ authorization: 'Basic YWRtaW46YWRtaW4=' }),
      await verify({ authorization: 'Bearer a b' }),
      await verify({}, withSession(cookie)),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('answers 401 for a token past its idle deadline', async () => {
    const token = await adminTokenFor(server.app, await createAdmin(server.db));
    await server.db
      .updateTable('admin_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashAdminToken(token))
      .execute();
    expect((await verify(bearer(token))).statusCode).toBe(401);

    // The sweeper removes it, and no live token.
    const live = await adminTokenFor(server.app, await createAdmin(server.db));
    expect(await deleteExpiredTokens(server.db, new Date())).toBeGreaterThanOrEqual(1);
    const hashes = (await server.db.selectFrom('admin_tokens').select('token_hash').execute()).map(
      (row) => row.token_hash,
    );
    expect(hashes).not.toContain(hashAdminToken(token));
    expect(hashes).toContain(hashAdminToken(live));
  });

  it('keeps an active token alive for at most 12 hours, and one idle for 30 minutes dies', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const ctx = { db: server.db, config };
    const token = await adminTokenFor(server.app, await createAdmin(server.db));
    const start = Date.now();
    // Used every 20 minutes: still valid just before 12 hours, refused after.
    for (let t = 20 * MINUTE; t < 12 * 60 * MINUTE; t += 20 * MINUTE) {
      await expect(authenticateAdmin(ctx, token, new Date(start + t))).resolves.toBeTruthy();
    }
    await expect(
      authenticateAdmin(ctx, token, new Date(start + 12 * 60 * MINUTE + 1000)),
    ).rejects.toThrow('Administrator sign-in required.');

    const idle = await adminTokenFor(server.app, await createAdmin(server.db));
    await expect(
      authenticateAdmin(ctx, idle, new Date(Date.now() + 29 * MINUTE)),
    ).resolves.toBeTruthy();
    // 29 minutes in it was used, so the deadline moved on; 31 minutes of silence after that end it.
    await expect(authenticateAdmin(ctx, idle, new Date(Date.now() + 61 * MINUTE))).rejects.toThrow(
      'Administrator sign-in required.',
    );
  });

  it('revokes the token at logout', async () => {
    const admin = await asNewAdmin(server);
    const logout = await admin.request('POST', '/api/admin/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ signedOut: true });
    expect((await verify(bearer(admin.token))).statusCode).toBe(401);
  });

  it('stops a token of a deactivated administrator', async () => {
    const admin = await createAdmin(server.db);
    const token = await adminTokenFor(server.app, admin);
    await server.db
      .updateTable('administrators')
      .set({ is_active: false })
      .where('id', '=', admin.id)
      .execute();
    expect((await verify(bearer(token))).statusCode).toBe(401);
  });

  it('grants no church rights to an admin token', async () => {
    const admin = await asNewAdmin(server);
    expect((await admin.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await admin.request('POST', '/api/events', { title: 'x' })).statusCode).toBe(401);
  });
});

describe('admin login rate limits', () => {
  it('limits attempts per address, and per account asks for a proof of work instead of locking', async () => {
    const limited = await createTestServer(
      {},
      {
        rateLimits: {
          ...RATE_LIMITS,
          adminLogin: { max: 2, windowMs: MINUTE },
          adminFailedLogins: { max: 3, windowMs: MINUTE },
        },
      },
    );
    try {
      const attempt = (ip: string, email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: ip,
          payload: { email, password: 'wrong password' },
        });
      expect((await attempt('203.0.113.7', 'a@huddle.test')).statusCode).toBe(401);
      expect((await attempt('203.0.113.7', 'b@huddle.test')).statusCode).toBe(401);
      const perIp = await attempt('203.0.113.7', 'c@huddle.test');
      expect(perIp.statusCode).toBe(429);

      // One account from many addresses: the fourth attempt needs a solved challenge, not a wait.
      for (const ip of ['203.0.113.20', '203.0.113.21', '203.0.113.22']) {
        expect((await attempt(ip, 'target@huddle.test')).statusCode).toBe(401);
      }
      const perAccount = await attempt('203.0.113.23', 'TARGET@huddle.test');
      expect(perAccount.statusCode).toBe(428);
      expect(perAccount.json()).toMatchObject({ error: 'CHALLENGE_REQUIRED' });
    } finally {
      await limited.close();
    }
  });
});
