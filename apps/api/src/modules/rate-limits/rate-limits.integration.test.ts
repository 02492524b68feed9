import { createTestDb } from '@huddle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig, RATE_LIMITS } from '../../config.js';
import { createServer } from '../../server.js';
import { insertChurch, insertEvent } from '../../testing/fixtures.js';

/**
 * Rate limits as an outsider attacks them: a forged X-Forwarded-For, many addresses against one
 * account, and two API processes sharing one PostgreSQL.
 */

type Db = Awaited<ReturnType<typeof createTestDb>>;
let database: Db;
const servers: Awaited<ReturnType<typeof createServer>>[] = [];

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://huddle.test',
  SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-characters',
  BILLING_MODE: 'demo',
  // The load balancer: not the address the test requests come from.
  TRUST_PROXY: '10.0.0.1',
};

async function serverWith(env: Record<string, string>, limits: Partial<Config['rateLimits']>) {
  const config = loadConfig({ ...PRODUCTION, LOG_LEVEL: 'silent', ...env });
  const server = await createServer({
    db: database.db,
    config: { ...config, webDistDir: undefined, rateLimits: { ...RATE_LIMITS, ...limits } },
  });
  await server.app.ready();
  servers.push(server);
  return server.app;
}

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await database.close();
});

type App = Awaited<ReturnType<typeof serverWith>>;

/** A sign-in that says it came over https, as the proxy says (and as a forger would). */
function login(
  app: App,
  body: { username: string; password: string },
  headers = {},
  remoteAddress = '198.51.100.20',
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'x-forwarded-proto': 'https', ...headers },
    payload: body,
  });
}

/** Through the load balancer named in TRUST_PROXY, for the client it saw. */
const viaProxy = (client: string) => [{ 'x-forwarded-for': client }, '10.0.0.1'] as const;

const wrong = { username: 'nobody', password: 'wrong password' };

describe('a client-supplied X-Forwarded-For', () => {
  it('does not give a new address to login attempts from a client that is not the trusted proxy', async () => {
    const app = await serverWith({}, { login: { max: 3, windowMs: 60_000 } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await login(app, wrong, { 'x-forwarded-for': `10.9.${i}.${i}` });
      statuses.push(response.statusCode);
    }
    // Its claim of https is not believed either, so it cannot sign in at all (400); yet every
    // attempt counts against its one address.
    expect(statuses).toEqual([400, 400, 400, ...Array(9).fill(429)]);
  });

  it('does not give a new address to RSVPs either', async () => {
    const app = await serverWith({}, { rsvp: { max: 2, windowMs: 60_000 } });
    const church = await insertChurch(database.db, { name: 'Forwarded Chapel' });
    const eventId = await insertEvent(database.db, church, { max_attendees: 100 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/rsvp`,
        remoteAddress: '198.51.100.21',
        headers: { 'x-forwarded-for': `172.16.0.${i}` },
        payload: { attendeeName: 'Ann', attendeeEmail: `ann${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('is read from a proxy named in TRUST_PROXY, taking the address that proxy saw', async () => {
    const app = await serverWith(
      { TRUST_PROXY: '198.51.100.20' },
      {
        login: { max: 1, windowMs: 60_000 },
      },
    );
    const via = (forwarded: string) => login(app, wrong, { 'x-forwarded-for': forwarded });
    expect((await via('203.0.113.50')).statusCode).toBe(401);
    expect((await via('203.0.113.50')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await via('203.0.113.51')).statusCode).toBe(401);
    // A client that prepends its own guess is still counted by what the proxy appended.
    expect((await via('1.2.3.4, 203.0.113.51')).statusCode).toBe(429);
  });
});

describe('failed logins per account', () => {
  it('stops the password check after the allowed failures for one username, from any address', async () => {
    const app = await serverWith({}, { failedLoginsPerAccount: { max: 3, windowMs: 3_600_000 } });
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'targeted', password: 'right password' },
    });
    expect(register.statusCode).toBe(201);
    const right = { username: 'targeted', password: 'right password' };
    const signIn = (body: typeof right) => login(app, body, ...viaProxy('198.51.100.30'));

    // A correct sign-in is not a failure: it gives its attempt back.
    expect((await signIn(right)).statusCode).toBe(200);
    // The same account in any case: guessing as 'TARGETED' counts against 'targeted'.
    for (const [i, username] of ['targeted', 'TARGETED', 'Targeted'].entries()) {
      const response = await login(
        app,
        { username, password: 'guess' },
        ...viaProxy(`192.0.2.${i + 1}`),
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message:
        'Too many failed sign-in attempts for this account. Please wait an hour and try again.',
    });
    expect(locked.cookies).toEqual([]);
    // Other accounts, and unknown usernames, are counted on their own.
    expect((await signIn({ username: 'someone-else', password: 'guess' })).statusCode).toBe(401);
  });
});

describe('two API processes on one database', () => {
  it('count against the same limit', async () => {
    const rule = { login: { max: 4, windowMs: 60_000 } };
    const first = await serverWith({}, rule);
    const second = await serverWith({}, rule);
    const from = (app: App) => login(app, wrong, ...viaProxy('2001:db8:77:1::9'));
    const statuses = [
      (await from(first)).statusCode,
      (await from(second)).statusCode,
      (await from(first)).statusCode,
      (await from(second)).statusCode,
      (await from(first)).statusCode,
      (await from(second)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address of the same IPv6 /64 shares the count.
    const sibling = await login(second, wrong, ...viaProxy('2001:db8:77:1:abcd::1'));
    expect(sibling.statusCode).toBe(429);
  });
});
