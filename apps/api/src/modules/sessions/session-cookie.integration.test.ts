import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.js';

let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  server = await createTestServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://huddle.example',
    SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-characters',
    BILLING_MODE: 'demo',
    TRUST_PROXY: '127.0.0.1',
  });
});
afterAll(() => server.close());

describe('the session cookie in production', () => {
  const register = (username: string, proto: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': proto },
      payload: { username, password: 'secret1' },
    });

  it('is __Host- prefixed, Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await register('cookie.check', 'https');
    expect(response.statusCode).toBe(201);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^__Host-huddle\.sid=/);
    expect(header).toContain('Path=/');
    expect(header).toContain('Secure');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Domain=');
  });

  it('is never sent without Secure, even for a request the proxy says came over http', async () => {
    const response = await register('cookie.plain', 'http');
    expect(response.statusCode).toBe(201);
    const header = response.headers['set-cookie'];
    if (header !== undefined) expect(String(header)).toContain('Secure');
  });
});
