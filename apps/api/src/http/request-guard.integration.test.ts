import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../testing/expect-error.js';
import { useTestServer } from '../testing/test-server.js';

const server = useTestServer({ ALLOWED_ORIGINS: 'http://localhost:5173' });
const EVIL = 'https://evil.example';

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
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
        'content-type': 'multipart/form-data; boundary=XyZ',
        cookie: 'sessionId=stolen',
      },
      payload: multipartBody,
    });
    expectErrorAnswer(response, 403, 'FORBIDDEN', 'Cross-site requests are not allowed.');
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
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  /** The router's own match is guarded, however the path is spelled. */
  const formTo = (url: string): InjectOptions => ({
    method: 'POST',
    url,
    headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1',
  });
  it.each<[string, InjectOptions]>([
    [
      'a cross-origin JSON post to /api',
      {
        method: 'POST',
        url: '/api/anything',
        headers: { origin: EVIL, 'content-type': 'application/json' },
        payload: '{}',
      },
    ],
    [
      'a browser request marked cross-site even without an Origin',
      { method: 'DELETE', url: '/api/anything', headers: { 'sec-fetch-site': 'cross-site' } },
    ],
    ['a form to a tRPC path spelled with an escape', formTo('/%74rpc/auth.logout')],
    ['a form to a tRPC procedure spelled with an escape', formTo('/trpc/auth%2Elogout')],
    ['a form to a tRPC path with a doubled slash', formTo('//trpc/auth.logout')],
    [
      'a post that names the exempt Stripe webhook but reaches another route',
      {
        method: 'POST',
        url: '/api/stripe/webhook/../../../trpc/auth.logout',
        headers: { origin: EVIL, 'content-type': 'text/plain' },
        payload: 'x',
      },
    ],
  ])('refuses %s with 403', async (_, request) => {
    expect((await server.app.inject(request)).statusCode).toBe(403);
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
