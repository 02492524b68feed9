import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../config.js';
import { registerThroughApi } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

const server = useTestServer(
  {},
  {
    rateLimits: {
      ...RATE_LIMITS,
      login: { max: 3, windowMs: 60_000 },
      register: { max: 2, windowMs: 60_000 },
    },
  },
);

const TOO_MANY = {
  error: 'TOO_MANY_REQUESTS',
  message: 'Too many attempts. Please wait a minute and try again.',
};

function restLogin(remoteAddress: string, password = 'wrong password') {
  return server.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { username: 'nobody', password },
  });
}

function trpcLogin(remoteAddress: string) {
  return server.app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    remoteAddress,
    payload: { json: { username: 'nobody', password: 'wrong password' } },
  });
}

describe('login rate limit', () => {
  it('answers 429 with the message once an address used its attempts, on REST and tRPC', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < 3; i += 1) expect((await restLogin(ip)).statusCode).toBe(401);

    const rest = await restLogin(ip);
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual(TOO_MANY);

    const trpc = await trpcLogin(ip);
    expect(trpc.statusCode).toBe(429);
    expect(trpc.json().error.json).toMatchObject({
      message: TOO_MANY.message,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
    });
  });

  it('refuses even the right password once the limit is reached', async () => {
    const { username, password } = await registerThroughApi(server.app);
    const ip = '203.0.113.2';
    for (let i = 0; i < 3; i += 1) await restLogin(ip);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { username, password },
    });
    expect(response.statusCode).toBe(429);
  });

  it('counts tRPC and REST attempts together, and every call in a batch', async () => {
    const ip = '203.0.113.3';
    expect((await trpcLogin(ip)).statusCode).toBe(401);
    const input = { json: { username: 'nobody', password: 'wrong password' } };
    const batch = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login,auth.login,auth.login?batch=1',
      remoteAddress: ip,
      payload: { 0: input, 1: input, 2: input },
    });
    const codes = (batch.json() as { error: { json: { data: { httpStatus: number } } } }[]).map(
      (item) => item.error.json.data.httpStatus,
    );
    // The calls of a batch run at once: any one of them may be the one refused.
    expect(codes.sort()).toEqual([401, 401, 429]);
    expect((await restLogin(ip)).statusCode).toBe(429);
  });

  it('limits each address on its own', async () => {
    for (let i = 0; i < 3; i += 1) await restLogin('203.0.113.4');
    expect((await restLogin('203.0.113.4')).statusCode).toBe(429);
    expect((await restLogin('203.0.113.5')).statusCode).toBe(401);
  });
});

describe('registration rate limit', () => {
  it('answers 429 after the allowed sign-ups from one address, on REST and tRPC', async () => {
    const ip = '198.51.100.7';
    const register = (username: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: { username, password: 'secret1' },
      });
    expect((await register('limit.one')).statusCode).toBe(201);
    expect((await register('limit.one')).statusCode).toBe(409); // a failed attempt counts too

    const rest = await register('limit.three');
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual(TOO_MANY);

    const trpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      remoteAddress: ip,
      payload: { json: { username: 'limit.four', password: 'secret1' } },
    });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.json().error.json.message).toBe(TOO_MANY.message);

    const created = await server.db
      .selectFrom('users')
      .select('username')
      .where('username', 'in', ['limit.three', 'limit.four'])
      .execute();
    expect(created).toEqual([]);
  });
});
