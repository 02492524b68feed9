import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing/test-server.js';

let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  server = await createTestServer({ ALLOWED_ORIGINS: 'http://localhost:5173' });
});
afterAll(() => server.close());

const multipartBody = [
  '--XyZ',
  'Content-Disposition: form-data; name="0"',
  '',
  '{"json":{}}',
  '--XyZ--',
  '',
].join('\r\n');

describe('state-changing requests to /trpc and /api', () => {
  it('refuses a cross-site multipart form posted to a tRPC procedure with 403', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.user',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'multipart/form-data; boundary=XyZ',
        cookie: 'sessionId=stolen',
      },
      payload: multipartBody,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'FORBIDDEN',
      message: 'Cross-site requests are not allowed.',
    });
  });

  it('refuses a cross-origin JSON post to /api with 403', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a browser request marked cross-site even without an Origin', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/anything',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a same-origin form post with 415: only JSON changes state', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.user',
      headers: {
        origin: 'http://huddle.test',
        host: 'huddle.test',
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      payload: multipartBody,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('lets JSON through from the app itself, from a configured origin and from non-browser clients', async () => {
    const requests = [
      { origin: 'http://huddle.test' },
      { origin: 'http://localhost:5173' },
      { host: 'app.example', origin: 'https://app.example' },
      {},
    ];
    for (const headers of requests) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/no-such-path',
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        payload: '{}',
      });
      // Past the guard, the router answers: there is no such path.
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('never guards reads', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('guards the route the router matched, however its path is spelled', async () => {
    for (const url of ['/%74rpc/auth.logout', '/trpc/auth%2Elogout', '//trpc/auth.logout']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'a=1',
      });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('exempts only the exact Stripe webhook route, by the route matched', async () => {
    const spelledOtherwise = await server.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/../../../trpc/auth.logout',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(spelledOtherwise.statusCode).toBe(403);
  });
});

describe('tRPC batches', () => {
  it('refuses a batch of more than 10 calls in one request', async () => {
    const paths = (n: number) => Array.from({ length: n }, () => 'events.list').join(',');
    const input = (n: number) =>
      encodeURIComponent(
        JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: {} }]))),
      );
    const ten = await server.app.inject({
      method: 'GET',
      url: `/trpc/${paths(10)}?batch=1&input=${input(10)}`,
    });
    expect(ten.statusCode).toBe(200);
    const fifty = await server.app.inject({
      method: 'GET',
      url: `/trpc/${paths(50)}?batch=1&input=${input(50)}`,
    });
    expect(fifty.statusCode).toBe(400);
    expect(fifty.body).toContain('Batch call exceeds maximum size');
  });
});
