import type { DbHandle } from '@huddle/db';
import { createTestDb } from '@huddle/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createServer } from '../server.js';
import { daysFromNow, insertEvent } from '../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../testing/http-session.js';

let database: DbHandle;
let app: FastifyInstance;
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDb();
  // A lifetime far longer than the test, so what is kept is plainly kept.
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://huddle.test',
    LIST_CACHE_MS: '60000',
  });
  const server = await createServer({ db: database.db, config });
  await server.app.ready();
  app = server.app;
  stop = server.stop;
});
afterAll(async () => {
  await stop();
  await database.close();
});

const ids = (body: string) => (JSON.parse(body) as { id: number }[]).map((event) => event.id);

describe('the list micro-cache (LIST_CACHE_MS)', () => {
  it('answers visitors from memory, and never signed-in users or another query', async () => {
    const owner = await signedInChurchUser(app, database.db);
    const first = await insertEvent(database.db, owner.churchId, { datetime: daysFromNow(2) });
    const before = await app.inject({ method: 'GET', url: '/api/events' });
    expect(ids(before.body)).toEqual([first]);

    const second = await insertEvent(database.db, owner.churchId, { datetime: daysFromNow(3) });
    const kept = await app.inject({ method: 'GET', url: '/api/events' });
    expect(kept.body).toBe(before.body);
    expect(kept.headers.etag).toBe(before.headers.etag);
    expect(kept.headers['cache-control']).toMatch(/^public, /);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    // Signed in: built for the caller (with the owner's Going counts), never from the cache.
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/events',
      cookies: withSession(owner.cookie),
    });
    expect(ids(signedIn.body)).toEqual([first, second]);
    expect(JSON.parse(signedIn.body)[0].owner).toBeDefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    // …and what it got is not kept for visitors.
    const afterSignedIn = await app.inject({ method: 'GET', url: '/api/events' });
    expect(afterSignedIn.body).toBe(before.body);

    const otherQuery = await app.inject({ method: 'GET', url: '/api/events?limit=5' });
    expect(ids(otherQuery.body)).toEqual([first, second]);
  });

  it('keeps no error answers', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/events?limit=abc' });
    expect(bad.statusCode).toBe(400);
    const again = await app.inject({ method: 'GET', url: '/api/events?limit=abc' });
    expect(again.statusCode).toBe(400);
    expect(again.headers.etag).toBeUndefined();
  });
});
