import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertEvent } from '../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../testing/http-session.js';
import { useTestServer } from '../testing/test-server.js';

let churchId: number;
let eventId: number;
let cookie: string;

const server = useTestServer();
beforeAll(async () => {
  const owner = await signedInChurchUser(server.app, server.db);
  churchId = owner.churchId;
  cookie = owner.cookie;
  eventId = await insertEvent(server.db, churchId, { datetime: daysFromNow(3) });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('public reads carry Cache-Control and an ETag', () => {
  it.each([
    ['the event list', () => '/api/events', 'max-age=15, s-maxage=30, stale-while-revalidate=30'],
    [
      'an event',
      () => `/api/events/${eventId}`,
      'max-age=5, s-maxage=10, stale-while-revalidate=10',
    ],
    [
      'a church',
      () => `/api/churches/${churchId}`,
      'max-age=60, s-maxage=60, stale-while-revalidate=60',
    ],
    [
      'the church directory',
      () => '/api/churches',
      'max-age=15, s-maxage=30, stale-while-revalidate=30',
    ],
  ])('%s: public for visitors, 304 on a matching If-None-Match', async (_name, url, policy) => {
    const first = await get(url());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe(`public, ${policy}`);
    expect(first.headers.vary).toBe('Cookie, Authorization');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await get(url(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await get(url(), { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('tags the exact bytes sent, beyond ASCII too', async () => {
    const id = await insertEvent(server.db, churchId, { title: 'Noche de fútbol — ¡vamos! 🏈' });
    const response = await get(`/api/events/${id}`);
    expect(response.json()).toMatchObject({ title: 'Noche de fútbol — ¡vamos! 🏈' });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const sha1 = createHash('sha1').update(response.rawPayload).digest('base64url');
    expect(response.headers.etag).toBe(`"${sha1}"`);
  });

  it('gives a new ETag once what the page shows changes', async () => {
    const before = await get(`/api/events/${eventId}`);
    await server.db
      .updateTable('events')
      .set({ current_attendees: 3 })
      .where('id', '=', eventId)
      .execute();
    const after = await get(`/api/events/${eventId}`, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ currentAttendees: 3 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("keeps a signed-in answer (with the owner's Going count) out of shared caches", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}`,
      cookies: withSession(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().owner).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await get(`/api/events/${eventId}`);
    expect(anonymous.json().owner).toBeUndefined();
    // Different bodies, different tags: a client never gets a 304 for the other one's answer.
    expect(anonymous.headers.etag).not.toBe(response.headers.etag);
  });

  it('answers a visitor with no session to load: no cookie set, and HEAD as GET without a body', async () => {
    const response = await get(`/api/events/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const head = await server.app.inject({ method: 'HEAD', url: `/api/events/${eventId}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(response.headers.etag);
  });

  it.each([
    ['a cookie of its own', { cookie: 'theme=dark' }],
    ['a session cookie that was never issued', { cookie: 'huddle.sid=forged.signature' }],
    ['a bearer token', { authorization: 'Bearer not-an-admin-token' }],
  ])('answers a caller with %s as a visitor, kept private', async (_name, headers) => {
    const response = await get(`/api/events/${eventId}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().owner).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('lets no cache keep a 404', async () => {
    const missing = await get('/api/events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the list as an array with its Link header, the caching headers and the register answer', async () => {
    const { paths } = (await get('/api/openapi.json')).json();
    const list = paths['/api/events'].get.responses;
    expect(list['200'].content['application/json'].schema.type).toBe('array');
    expect(list['200'].headers.Link.description).toContain('rel="next"');
    expect(list['200'].headers['Cache-Control'].description).toContain('public, max-age=15');
    expect(list['200'].headers.ETag).toBeDefined();
    expect(list['304']).toBeDefined();
    expect(paths['/api/events/{id}'].get.responses['304']).toBeDefined();
    expect(paths['/api/events'].post.responses['304']).toBeUndefined();
    const registered = paths['/api/register'].post.responses['201'].content['application/json'];
    expect(Object.keys(registered.schema.properties).sort()).toEqual(['id', 'username']);
  });
});
