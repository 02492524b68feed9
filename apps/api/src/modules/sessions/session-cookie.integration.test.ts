import { createTestDb } from '@huddle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createServer } from '../../server.js';

let server: Awaited<ReturnType<typeof createServer>>;
let database: Awaited<ReturnType<typeof createTestDb>>;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  database = await createTestDb();
  server = await createServer({
    db: database.db,
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://huddle.example',
      SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-characters',
      BILLING_MODE: 'demo',
      TRUST_PROXY: '127.0.0.1',
    }),
    logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
  });
  await server.app.ready();
});
afterAll(async () => {
  await server.stop();
  await database.close();
});

const ADVICE = /name that proxy in TRUST_PROXY and have it send X-Forwarded-Proto: https/;

/** Through the trusted proxy (127.0.0.1), which says which scheme the client used. */
const register = (username: string, proto: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-proto': proto },
    payload: { username, password: 'secret1' },
  });

describe('the session cookie in production', () => {
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

  it('says at start-up what a sign-in needs', () => {
    expect(logLines.filter((line) => ADVICE.test(line.msg))).toHaveLength(1);
  });
});

describe('a sign-in over plain http in production', () => {
  const refusal = {
    error: 'HTTPS_REQUIRED',
    message:
      'Signing in needs a secure connection. Open the https address of this site and try again.',
  };
  const users = () => database.db.selectFrom('users').select('username').execute();

  it.each([
    ['the trusted proxy says http', { 'x-forwarded-proto': 'http' }, '127.0.0.1'],
    ['the trusted proxy says nothing', {}, '127.0.0.1'],
    [
      'a client that is not the proxy claims https',
      { 'x-forwarded-proto': 'https' },
      '203.0.113.9',
    ],
  ])('is refused with a clear 400 when %s, and creates no account', async (_, headers, from) => {
    const before = await users();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: from,
      headers,
      payload: { username: `plain.${before.length}`, password: 'secret1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await users()).toEqual(before);
  });

  it('refuses a sign-in with the right password, over REST and tRPC, before checking it', async () => {
    expect((await register('plain.login', 'https')).statusCode).toBe(201);
    const payload = { username: 'plain.login', password: 'secret1' };
    const rest = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'http' },
      payload,
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual(refusal);
    const trpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      remoteAddress: '127.0.0.1',
      payload: { json: payload },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain(refusal.message);
    expect(trpc.headers['set-cookie']).toBeUndefined();
  });

  it('tells the operator once, in the log, what to configure', () => {
    const warnings = logLines.filter((line) => line.level === 40 && ADVICE.test(line.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ forwardedProto: 'http', protocol: 'http' });
  });
});
