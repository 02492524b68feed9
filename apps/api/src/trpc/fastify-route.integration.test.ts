import { beforeAll, describe, expect, it } from 'vitest';
import { columnOf } from '../testing/counts.js';
import { daysFromNow, insertEvent } from '../testing/fixtures.js';
import { sessionCookieOf, signedInChurchUser, withSession } from '../testing/http-session.js';
import { useTestServer } from '../testing/test-server.js';

/*
 * tRPC over Fastify (tRPC's own plugin, fastify-route.ts). The web app's visitors ask queries
 * with no cookie: they are served without the sessions plugin. Whoever carries a cookie or a
 * token, and every mutation, still goes through sessions.
 */

let eventId: number;
let owner: Awaited<ReturnType<typeof signedInChurchUser>>;

const server = useTestServer();
beforeAll(async () => {
  owner = await signedInChurchUser(server.app, server.db);
  eventId = await insertEvent(server.db, owner.churchId, { datetime: daysFromNow(2) });
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('tRPC queries of a visitor', () => {
  it('answers a batched list as the web app asks it, with no session cookie set', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/events.list,auth.user?batch=1&input=${input({ 0: { json: {} }, 1: { json: null } })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [list, user] = response.json();
    expect(list.result.data.json.items.map((event: { id: number }) => event.id)).toContain(eventId);
    expect(list.result.data.json.items[0].owner).toBeUndefined();
    expect(user.result.data.json).toBeNull();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a missing event with the same 404 as for anyone', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/events.byId?input=${input({ json: { id: 999_999 } })}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.json.message).toBe('Event not found.');
  });

  it('refuses a body nested deeper than any input before tRPC parses it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: `{"json":{"username":${'['.repeat(3000)}${']'.repeat(3000)}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nested too deeply/);
  });

  it('refuses a mutation sent as a GET, changing nothing', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/events.delete?input=${input({ json: { id: eventId } })}`,
    });
    expect(response.statusCode).toBe(405);
    expect(await columnOf(server.db, 'events', eventId, 'is_active')).toBe(true);
  });
});

describe('tRPC for callers with a session', () => {
  it("gives the hosting church's user its owner block, through the session", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/events.byId?input=${input({ json: { id: eventId } })}`,
      cookies: withSession(owner.cookie),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.data.json.owner).toMatchObject({ rsvpCount: 0 });
  });

  it('signs a visitor in with a mutation, which always takes the route with sessions', async () => {
    const username = `anon${process.pid}`;
    await server.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password: 'correct horse' },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { username, password: 'correct horse' } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const user = await server.app.inject({
      method: 'GET',
      url: '/trpc/auth.user',
      cookies: withSession(cookie),
    });
    expect(user.json().result.data.json.user).toMatchObject({ username });
  });
});
